import { holdsAllPremiums, requiredPremiums, type Caps } from './premium';

/**
 * What a learner may do with a course's content (SPEC §6, decision 0019): the one rule the server
 * enforces and every screen of the app words. A course priced 0 is free in full; a paid course needs a
 * study plan holding every premium code its categories require. Sample tasks (preview items) are
 * evaluated by anyone logged in. Pure.
 */

/**
 * - `allowed`;
 * - `login`: a guest ('Akce vyžaduje přihlášení');
 * - `plan`: logged in, the course is paid and the learner lacks its study plan ('Chci tohle').
 */
export type Permission = 'allowed' | 'login' | 'plan';

export interface CourseTerms {
  /** The course's current price; 0 = free. */
  price: number;
  /** Premium codes the course's categories require (duplicates and blanks ignored). */
  subscription: readonly string[];
}

/** The course is free, or the learner's study plan holds every premium code it requires. */
export const coursePlanCovers = (course: CourseTerms, caps: Caps): boolean =>
  course.price === 0 || holdsAllPremiums(caps, course.subscription);

/** The study plan the offer ('Chci tohle') leads to: the codes a paid course requires, else none. */
export const planOffered = (course: CourseTerms): string[] =>
  course.price === 0 ? [] : requiredPremiums(course.subscription);

export interface LearnerContext {
  loggedIn: boolean;
  caps: Caps;
}

/** Evaluating a quiz, checking an answer or the sample tasks: samples need only an account. */
export function mayEvaluate(
  { loggedIn, caps }: LearnerContext,
  course: CourseTerms,
  item: { preview: boolean },
): Permission {
  if (!loggedIn) return 'login';
  if (item.preview || coursePlanCovers(course, caps)) return 'allowed';
  return 'plan';
}

/** Pinning a question to the board (and practising it there): the course's plan, or a free course. */
export function mayPin({ loggedIn, caps }: LearnerContext, course: CourseTerms): Permission {
  if (!loggedIn) return 'login';
  return coursePlanCovers(course, caps) ? 'allowed' : 'plan';
}
