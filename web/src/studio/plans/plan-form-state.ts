import type { StudioPlan } from '@studovna/core/contract/studio';
import type { PeriodUnit, PlanFamily } from '@studovna/core/domain';
import { planDraftProblems } from '@studovna/core/studio';

/** A plan's form as typed: numbers stay text until saved. */
export interface PlanForm {
  name: string;
  price: string;
  periodCount: string;
  periodUnit: PeriodUnit;
  active: boolean;
}

export const PLAN_FIELDS = ['name', 'period_count', 'period_unit', 'price', 'active'] as const;

export const planFormOf = (plan: StudioPlan): PlanForm => ({
  name: plan.name,
  price: String(plan.price),
  periodCount: String(plan.period_count),
  periodUnit: plan.period_unit,
  active: plan.active,
});

export const newPlanForm = (): PlanForm => ({
  name: '',
  price: '',
  periodCount: '',
  periodUnit: 'MONTH',
  active: true,
});

/** A whole number as typed (spaces allowed, „1 690"); NaN when it is not one. */
const wholeOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.replace(/\s/g, '')));

export const planBodyOf = (form: PlanForm) => ({
  name: form.name.trim(),
  price: wholeOf(form.price),
  period_count: wholeOf(form.periodCount),
  period_unit: form.periodUnit,
  active: form.active,
});

export const planFormProblems = (family: PlanFamily) => (form: PlanForm) => {
  const body = planBodyOf(form);
  return planDraftProblems({
    family,
    name: form.name,
    periodUnit: body.period_unit,
    periodCount: body.period_count,
    price: body.price,
    active: body.active,
  });
};
