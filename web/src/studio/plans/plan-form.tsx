import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { studioPlansApi, type StudioPlan, type StudioPlans } from '@studovna/core/contract/studio';
import { PERIOD_UNITS, type PlanFamily } from '@studovna/core/domain';
import { Button } from '../../components/button';
import { CheckboxField } from '../../components/checkbox-field';
import { TextField } from '../../components/text-field';
import { useApi } from '../../lib/api';
import { SaveBar } from '../common/save-bar';
import { SelectField } from '../common/select-field';
import { useStudioForm } from '../common/use-studio-form';
import { useStudioT } from '../i18n/studio-i18n';
import {
  PLAN_FIELDS,
  newPlanForm,
  planBodyOf,
  planFormOf,
  planFormProblems,
  type PlanForm as PlanFormState,
} from './plan-form-state';
import { plansKey } from './plans-queries';
import formStyles from '../common/studio-form.module.css';
import styles from './plans.module.css';

interface PlanFormProps {
  family: PlanFamily;
  /** The plan to edit; without one the form adds a new plan to the family. */
  plan?: StudioPlan;
  /** After a new plan is added. */
  onCreated?: () => void;
  onCancel?: () => void;
}

/**
 * One plan of a family: its name, price, length and whether it is on sale. A sold plan's length is fixed
 * (the server says so too); the note under the price says a new price reaches only new purchases.
 */
export function PlanForm({ family, plan, onCreated, onCancel }: PlanFormProps) {
  const t = useStudioT();
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const f = useStudioForm<PlanFormState, StudioPlans>({
    initial: () => (plan ? planFormOf(plan) : newPlanForm()),
    name: plan ? `plan-${plan.id}` : `new-plan-${family}`,
    readOnly: false,
    fields: PLAN_FIELDS,
    problems: planFormProblems(family),
    send: (form) =>
      plan
        ? api.call(studioPlansApi.updatePlan, { params: { id: plan.id }, body: planBodyOf(form) })
        : api.call(studioPlansApi.createPlan, { body: { family, ...planBodyOf(form) } }),
    saved: (data) => {
      queryClient.setQueryData(plansKey, data);
      if (!plan) {
        onCreated?.();
        return newPlanForm();
      }
      const now = data.families.flatMap((x) => x.plans).find((p) => p.id === plan.id);
      return now ? planFormOf(now) : planFormOf(plan);
    },
  });
  const { form, errors, change, refFor } = f;
  const lengthFixed = (plan?.sold ?? 0) > 0;
  const title = plan ? plan.name : t('plans.newTitle');

  return (
    <form className={styles.plan} onSubmit={f.save} noValidate aria-labelledby={`${id}-title`}>
      <div className={styles.planHead}>
        <h3 id={`${id}-title`} className={styles.planTitle}>
          {title}
        </h3>
        {plan ? (
          <p className={styles.sales}>
            {plan.active ? null : <span className={styles.offSale}>{t('plans.offSale')}</span>}
            {t('plans.sold', { count: plan.sold })} · {t('plans.running', { count: plan.running })}
          </p>
        ) : null}
      </div>
      <div className={styles.fields}>
        <TextField
          ref={refFor('name')}
          label={t('plans.name')}
          value={form.name}
          onChange={(event) => change({ name: event.target.value })}
          error={errors.name}
        />
        <TextField
          ref={refFor('price')}
          label={t('plans.price')}
          hint={plan ? t('plans.priceHint') : undefined}
          inputMode="numeric"
          value={form.price}
          onChange={(event) => change({ price: event.target.value })}
          error={errors.price}
        />
        <TextField
          ref={refFor('period_count')}
          label={t('plans.periodCount')}
          hint={lengthFixed ? t('plans.lengthFixed') : undefined}
          inputMode="numeric"
          value={form.periodCount}
          onChange={(event) => change({ periodCount: event.target.value })}
          error={errors.period_count}
          disabled={lengthFixed}
        />
        <SelectField
          ref={refFor('period_unit')}
          label={t('plans.periodUnit')}
          value={form.periodUnit}
          onChange={(event) => change({ periodUnit: event.target.value as PlanFormState['periodUnit'] })}
          error={errors.period_unit}
          disabled={lengthFixed}
        >
          {PERIOD_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {t(`plans.unit.${unit}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <CheckboxField
        ref={refFor('active')}
        label={t('plans.active')}
        checked={form.active}
        onChange={(event) => change({ active: event.target.checked })}
        error={errors.active}
      />
      {plan ? (
        <SaveBar inline pending={f.pending} dirty={f.dirty} refusal={f.refusal} onRevert={f.revert} />
      ) : (
        <div className={formStyles.saveBarInline}>
          <Button type="submit" disabled={f.pending}>
            {f.pending ? t('general.saving') : t('plans.create')}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t('general.cancel')}
          </Button>
          {f.refusal ? (
            <p className={formStyles.refusal} role="alert">
              {f.refusal}
            </p>
          ) : null}
        </div>
      )}
    </form>
  );
}
