import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { studioPlansApi, type StudioPlanFamily, type StudioPlans } from '@studovna/core/contract/studio';
import { PLAN_LIMITS, planBulletsProblems } from '@studovna/core/studio';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { useApi } from '../../lib/api';
import { SaveBar } from '../common/save-bar';
import { PlusIcon } from '../common/studio-icons';
import { useStudioForm } from '../common/use-studio-form';
import { useStudioT } from '../i18n/studio-i18n';
import { plansKey } from './plans-queries';
import styles from './plans.module.css';

/**
 * What describes a family's plans: the bullets counted from its published content (decision 0020: never
 * written by hand, so they never promise what is not there) and, after them, the team's own lines.
 */
export function PlanBulletsForm({ family }: { family: StudioPlanFamily }) {
  const t = useStudioT();
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const f = useStudioForm<{ bullets: string[] }, StudioPlans>({
    initial: () => ({ bullets: family.bullets }),
    name: `plan-bullets-${family.family}`,
    readOnly: false,
    fields: ['bullets', ...family.bullets.map((_, i) => `bullets.${i}`)],
    problems: (form) => planBulletsProblems(form.bullets),
    send: (form) =>
      api.call(studioPlansApi.saveBullets, {
        body: { family: family.family, bullets: form.bullets.map((b) => b.trim()) },
      }),
    saved: (data) => {
      queryClient.setQueryData(plansKey, data);
      return { bullets: data.families.find((x) => x.family === family.family)?.bullets ?? [] };
    },
  });
  const { bullets } = f.form;
  const set = (next: string[]) => f.change({ bullets: next });

  return (
    <form className={styles.bullets} onSubmit={f.save} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.planTitle}>
        {t('plans.bulletsTitle')}
      </h3>
      <p className={styles.hint}>{t('plans.countedHint')}</p>
      <ul className={styles.counted} aria-label={t('plans.countedLabel')}>
        {family.counted_bullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </ul>
      {bullets.length === 0 ? <p className={styles.hint}>{t('plans.noOwn')}</p> : null}
      <ol className={styles.own} aria-label={t('plans.ownLabel')}>
        {bullets.map((bullet, i) => (
          <li key={i} className={styles.ownRow}>
            <TextField
              ref={f.refFor(`bullets.${i}`)}
              label={t('plans.ownBullet', { n: i + 1 })}
              value={bullet}
              onChange={(event) => set(bullets.map((b, j) => (j === i ? event.target.value : b)))}
              error={f.errors[`bullets.${i}`]}
              maxLength={PLAN_LIMITS.bullet}
            />
            <Button
              variant="ghost"
              small
              aria-label={t('plans.removeBullet', { n: i + 1 })}
              onClick={() => set(bullets.filter((_, j) => j !== i))}
            >
              {t('plans.remove')}
            </Button>
          </li>
        ))}
      </ol>
      {f.errors.bullets ? (
        <p className={styles.error} role="alert">
          {f.errors.bullets}
        </p>
      ) : null}
      <div>
        <Button
          variant="secondary"
          small
          icon={<PlusIcon size={18} />}
          disabled={bullets.length >= PLAN_LIMITS.bullets}
          onClick={() => set([...bullets, ''])}
        >
          {t('plans.addBullet')}
        </Button>
      </div>
      <SaveBar inline pending={f.pending} dirty={f.dirty} refusal={f.refusal} onRevert={f.revert} />
    </form>
  );
}
