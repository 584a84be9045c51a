import { PLAN_FAMILIES } from '../domain/study-plans';
import { SLUG, type FieldProblem } from './field-problems';
import type { StudioMessageCode } from './studio-messages';

type Problem = FieldProblem<StudioMessageCode>;

export const LIMITS = {
  name: 120,
  title: 200,
  slug: 100,
  description: 5_000,
  excerpt: 1_000,
  content: 200_000,
  duration: 60,
  price: 1_000_000,
} as const;

/** A category as the team writes it (a test family or a subject). */
export interface CategoryDraft {
  name: string;
  slug: string;
  description: string;
  /** Plans a learner must all hold (their families' codes: osp, zsv, tsp); empty = free. */
  subscription: string[];
}

function textProblems(path: string, value: string, max: number, required: boolean): Problem[] {
  if (required && value.trim() === '') return [{ path, code: 'studio.required' }];
  if (value.length > max) return [{ path, code: 'studio.tooLong', values: { max } }];
  return [];
}

function slugProblems(slug: string): Problem[] {
  if (slug === '') return [{ path: 'slug', code: 'studio.required' }];
  if (slug.length > LIMITS.slug)
    return [{ path: 'slug', code: 'studio.tooLong', values: { max: LIMITS.slug } }];
  return SLUG.test(slug) ? [] : [{ path: 'slug', code: 'studio.slugInvalid' }];
}

export function categoryDraftProblems(draft: CategoryDraft): Problem[] {
  return [
    ...textProblems('name', draft.name, LIMITS.name, true),
    ...slugProblems(draft.slug),
    ...textProblems('description', draft.description, LIMITS.description, false),
    ...draft.subscription.flatMap((code, i) =>
      (PLAN_FAMILIES as readonly string[]).includes(code)
        ? []
        : [{ path: `subscription.${i}`, code: 'studio.premiumInvalid' } as Problem],
    ),
  ];
}

export type CourseStatus = 'draft' | 'publish' | 'future';

/** A course as an author writes it: every field the app shows. */
export interface CourseDraft {
  title: string;
  slug: string;
  excerpt: string;
  /** The overview, HTML (sanitised when stored). */
  content: string;
  categoryIds: number[];
  /** Whole crowns; 0 = free. */
  price: number;
  /** A sale price lower than the price, or null. */
  salePrice: number | null;
  /** As the course card shows it, e.g. „6 týdnů". */
  duration: string;
  /** Percent of items done to pass the course. */
  passingCondition: number;
  /** Course retakes; -1 unlimited. */
  retakeCount: number;
  status: CourseStatus;
  /** When it is (or was) published; for `future` the time it appears. */
  publishedAt: string | null;
}

const wholeIn = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** What is wrong with a course draft at `now` (ISO time of the server). */
export function courseDraftProblems(draft: CourseDraft, now: Date): Problem[] {
  const problems: Problem[] = [
    ...textProblems('title', draft.title, LIMITS.title, true),
    ...slugProblems(draft.slug),
    ...textProblems('excerpt', draft.excerpt, LIMITS.excerpt, false),
    ...textProblems('content', draft.content, LIMITS.content, false),
    ...textProblems('duration', draft.duration, LIMITS.duration, false),
  ];
  if (draft.categoryIds.length === 0) problems.push({ path: 'categoryIds', code: 'studio.categoryRequired' });
  if (!wholeIn(draft.price, 0, LIMITS.price))
    problems.push({ path: 'price', code: 'studio.priceInvalid', values: { max: LIMITS.price } });
  else if (draft.salePrice !== null) {
    if (!wholeIn(draft.salePrice, 0, LIMITS.price))
      problems.push({ path: 'salePrice', code: 'studio.priceInvalid', values: { max: LIMITS.price } });
    else if (draft.salePrice >= draft.price)
      problems.push({ path: 'salePrice', code: 'studio.saleNotLower' });
  }
  if (!wholeIn(draft.passingCondition, 0, 100))
    problems.push({ path: 'passingCondition', code: 'studio.percentInvalid' });
  if (!wholeIn(draft.retakeCount, -1, 100))
    problems.push({ path: 'retakeCount', code: 'studio.retakesInvalid' });
  if (draft.status === 'future') {
    const at = draft.publishedAt ? Date.parse(draft.publishedAt) : NaN;
    if (Number.isNaN(at)) problems.push({ path: 'publishedAt', code: 'studio.scheduleRequired' });
    else if (at <= now.getTime()) problems.push({ path: 'publishedAt', code: 'studio.scheduleInPast' });
  }
  return problems;
}
