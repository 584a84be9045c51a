import { PERIOD_UNITS, PLAN_FAMILIES, type PeriodUnit, type PlanFamily } from '../domain/study-plans';
import type { FieldProblem } from './field-problems';
import type { StudioMessageCode } from './studio-messages';

type Problem = FieldProblem<StudioMessageCode>;

/** A study-plan product as the team writes it (issue 22 point 7): one family for a period, at a price. */
export interface PlanDraft {
  family: PlanFamily;
  name: string;
  periodUnit: PeriodUnit;
  periodCount: number;
  /** Whole Czech crowns. */
  price: number;
  /** On sale: shown in the app and on the website, and can be bought. */
  active: boolean;
}

export const PLAN_LIMITS = {
  name: 120,
  price: 100_000,
  /** The longest period of each unit: two years. */
  periodCount: { DAY: 730, WEEK: 104, MONTH: 24 } satisfies Record<PeriodUnit, number>,
  /** The team's own bullets of a family, after those counted from the content (decision 0020). */
  bullets: 6,
  bullet: 120,
} as const;

export function planDraftProblems(draft: PlanDraft): Problem[] {
  const problems: Problem[] = [];
  if (!(PLAN_FAMILIES as readonly string[]).includes(draft.family))
    problems.push({ path: 'family', code: 'studio.premiumInvalid' });
  const name = draft.name.trim();
  if (name === '') problems.push({ path: 'name', code: 'studio.required' });
  else if (name.length > PLAN_LIMITS.name)
    problems.push({ path: 'name', code: 'studio.tooLong', values: { max: PLAN_LIMITS.name } });
  if (!(PERIOD_UNITS as readonly string[]).includes(draft.periodUnit))
    problems.push({ path: 'period_unit', code: 'studio.periodUnitInvalid' });
  else {
    const max = PLAN_LIMITS.periodCount[draft.periodUnit];
    if (!Number.isInteger(draft.periodCount) || draft.periodCount < 1 || draft.periodCount > max)
      problems.push({ path: 'period_count', code: 'studio.periodInvalid', values: { max } });
  }
  if (!Number.isInteger(draft.price) || draft.price < 0 || draft.price > PLAN_LIMITS.price)
    problems.push({ path: 'price', code: 'studio.priceInvalid', values: { max: PLAN_LIMITS.price } });
  return problems;
}

/** The team's own bullets of a family: each a short line of text, at most six. */
export function planBulletsProblems(bullets: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  if (bullets.length > PLAN_LIMITS.bullets)
    problems.push({ path: 'bullets', code: 'studio.bulletsTooMany', values: { max: PLAN_LIMITS.bullets } });
  bullets.forEach((bullet, i) => {
    if (bullet.trim() === '') problems.push({ path: `bullets.${i}`, code: 'studio.required' });
    else if (bullet.length > PLAN_LIMITS.bullet)
      problems.push({ path: `bullets.${i}`, code: 'studio.tooLong', values: { max: PLAN_LIMITS.bullet } });
  });
  return problems;
}
