import { useState } from 'react';
import { studioLearnersApi as L, type Learner, type LearnerPlan } from '@studovna/core/contract/studio';
import { pragueDayOf } from '@studovna/core/studio';
import { Button } from '../../components/button';
import { SelectField } from '../common/select-field';
import { useStudioT } from '../i18n/studio-i18n';
import { formatDate, formatDay } from './learner-format';
import { useLearnerChange } from './learner-queries';
import { ReasonForm } from './reason-form';
import styles from './learners.module.css';

type Open = { plan: LearnerPlan; action: 'extend' | 'end' } | null;

/**
 * The learner's study plans as their „Moje studijní plány“ shows them, and the team's changes: extend or
 * end the running one, or grant one when none runs.
 */
export function LearnerPlans({ learner }: { learner: Learner }) {
  const t = useStudioT();
  const { send, pending } = useLearnerChange(learner.id);
  const [open, setOpen] = useState<Open>(null);
  const [planId, setPlanId] = useState('');
  const running = learner.plans.find((plan) => plan.status === 'active');
  const today = pragueDayOf(new Date());
  return (
    <section className={styles.card} aria-labelledby="learner-plans">
      <h2 id="learner-plans">{t('learner.plans')}</h2>
      {learner.plans.length === 0 ? (
        <p className={styles.muted}>{t('learner.noPlans')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('learner.colPlan')}</th>
                <th scope="col">{t('learner.colSource')}</th>
                <th scope="col">{t('learner.colStatus')}</th>
                <th scope="col">{t('learner.colFrom')}</th>
                <th scope="col">{t('learner.colUntil')}</th>
                <th scope="col">{t('learner.colActions')}</th>
              </tr>
            </thead>
            <tbody>
              {learner.plans.map((plan) => (
                <tr key={plan.id}>
                  <th scope="row">{plan.plan.name}</th>
                  <td>{t(`learner.source.${plan.source}`)}</td>
                  <td>
                    <span className={`${styles.badge} ${plan.status === 'active' ? styles.success : ''}`}>
                      {t(`learner.status.${plan.status}`)}
                    </span>
                  </td>
                  <td className={styles.when}>{formatDate(plan.starts_at, t.language)}</td>
                  <td className={styles.when}>{formatDay(plan.ended_at ?? plan.expires_at, t.language)}</td>
                  <td>
                    {plan.status === 'active' ? (
                      <span className={styles.rowActions}>
                        <Button small variant="secondary" onClick={() => setOpen({ plan, action: 'extend' })}>
                          {t('learner.extend')}
                        </Button>
                        <Button small variant="ghost" onClick={() => setOpen({ plan, action: 'end' })}>
                          {t('learner.end')}
                        </Button>
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open ? (
        <ReasonForm
          key={`${open.plan.id}-${open.action}`}
          title={t(open.action === 'extend' ? 'learner.extendTitle' : 'learner.endTitle', {
            name: open.plan.plan.name,
          })}
          hint={open.action === 'end' ? t('learner.endHint') : undefined}
          submitLabel={t(open.action === 'extend' ? 'learner.extend' : 'learner.end')}
          variant={open.action === 'end' ? 'danger' : 'primary'}
          pending={pending}
          date={
            open.action === 'extend'
              ? {
                  required: true,
                  hint: t('learner.expiresOnHint'),
                  runsUntil: new Date(open.plan.expires_at),
                }
              : undefined
          }
          onCancel={() => setOpen(null)}
          onSubmit={async ({ reason, expires_on }) => {
            const outcome = await send(L.changePlan, {
              params: { id: learner.id, plan: open.plan.id },
              body: { action: open.action, reason, ...(open.action === 'extend' ? { expires_on } : {}) },
            });
            if (outcome.kind === 'done') setOpen(null);
            return outcome;
          }}
        />
      ) : null}
      {running ? (
        open ? null : (
          <p className={styles.muted}>{t('learner.grantBlockedByActive')}</p>
        )
      ) : (
        <ReasonForm
          title={t('learner.grant')}
          hint={t('learner.grantHint')}
          submitLabel={t('learner.grant')}
          pending={pending}
          date={{ required: false, hint: t('learner.expiresOnGrantHint'), min: today }}
          extraProblems={() =>
            planId ? [] : [{ path: 'plan_id', code: 'learners.productRequired' as const }]
          }
          onSubmit={async ({ reason, expires_on }) => {
            const outcome = await send(L.grantPlan, {
              params: { id: learner.id },
              body: {
                plan_id: planId ? Number(planId) : null,
                reason,
                ...(expires_on ? { expires_on } : {}),
              },
            });
            if (outcome.kind === 'done') setPlanId('');
            return outcome;
          }}
        >
          {(errors) => (
            <SelectField
              label={t('learner.product')}
              value={planId}
              required
              error={errors.plan_id}
              onChange={(event) => setPlanId(event.target.value)}
            >
              <option value="">{t('learner.productChoose')}</option>
              {learner.grantable_plans.map((plan) => (
                <option key={plan.id} value={plan.id}>
                  {plan.name}
                </option>
              ))}
            </SelectField>
          )}
        </ReasonForm>
      )}
    </section>
  );
}
