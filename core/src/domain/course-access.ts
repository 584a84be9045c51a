import { coursePlanCovers, planOffered } from './learner-permissions';
import { requiredPremiums, type Caps } from './premium';

/**
 * SPEC §4 course and item rules of the course detail: who may open an item, which action an item's
 * graduation leads to. Pure; the web app feeds them the course and the session.
 */

/** The learner's relation to a course (`course_data.status`); `''` = none. */
export type CourseStatus = '' | 'pending' | 'purchased' | 'enrolled' | 'finished' | 'cancelled';

/** A learner's graduation in an item or a course; `''` = not started. */
export type Graduation = '' | 'in-progress' | 'passed' | 'failed';

export const isEnrolledOrFinished = (status: CourseStatus | null | undefined): boolean =>
  status === 'enrolled' || status === 'finished';

/** Premium codes the course's categories require, all of them together (SPEC §6). */
export const coursePremiums = (
  categories: readonly { meta: { subscription?: readonly string[] } }[] | undefined,
): string[] => requiredPremiums((categories ?? []).flatMap((category) => category.meta.subscription ?? []));

export interface CourseAccess {
  status: CourseStatus;
  /** Premium codes a study plan needs for this course: those of its categories; none for a free course. */
  requiredPremiums: string[];
  /** The course needs no plan (it is free, or nothing is required), or the learner's plan covers it. */
  holdsPremium: boolean;
}

/**
 * The course access result the app keeps per course for a day (SPEC §4, §9 coursePermission), by the
 * rule of `learner-permissions` (decision 0019): a free course (current price 0) needs no plan.
 */
export function courseAccess(
  course: {
    price: number;
    categories?: readonly { meta: { subscription?: readonly string[] } }[];
    course_data?: { status: CourseStatus } | null;
  },
  caps: Caps,
): CourseAccess {
  const terms = { price: course.price, subscription: coursePremiums(course.categories) };
  return {
    status: course.course_data?.status ?? '',
    requiredPremiums: planOffered(terms),
    holdsPremium: coursePlanCovers(terms, caps),
  };
}

export interface ItemAccessInput {
  loggedIn: boolean;
  courseStatus: CourseStatus | null | undefined;
  /** The item is a sample open to everyone. */
  preview: boolean;
  /** The server says the caller may not open it. */
  locked?: boolean;
  /** The learner holds every premium the course's categories require. */
  holdsPremium: boolean;
}

/**
 * - `open`: clickable — a preview, or a logged-in learner enrolled in / finished with the course;
 * - `login`: a guest ('Akce vyžaduje přihlášení' with Login);
 * - `wantIt`: logged in without the category's premium ('Chci tohle' → study plans);
 * - `enroll`: logged in with the premium, not enrolled yet;
 * - `locked`: enrolled, but the server keeps the item closed.
 */
export type ItemAccess = 'open' | 'login' | 'wantIt' | 'enroll' | 'locked';

export function itemAccess({
  loggedIn,
  courseStatus,
  preview,
  locked,
  holdsPremium,
}: ItemAccessInput): ItemAccess {
  if (preview) return 'open';
  if (!loggedIn) return 'login';
  if (isEnrolledOrFinished(courseStatus) && !locked) return 'open';
  if (!holdsPremium) return 'wantIt';
  return isEnrolledOrFinished(courseStatus) ? 'locked' : 'enroll';
}

/** SPEC §4: items are clickable only when logged in and the course is enrolled or finished, or a preview. */
export const isItemClickable = (input: ItemAccessInput): boolean => itemAccess(input) === 'open';

/** The course may be enrolled in without paying: price 0, or a study plan the learner holds covers it. */
export const isFreeForLearner = (
  price: number,
  access: Pick<CourseAccess, 'requiredPremiums' | 'holdsPremium'>,
) => price === 0 || (access.requiredPremiums.length > 0 && access.holdsPremium);

/** SPEC §4: retake when the course is finished and `can_retake`. */
export const canRetakeCourse = (
  status: CourseStatus | null | undefined,
  canRetake: boolean | undefined,
): boolean => status === 'finished' && canRetake === true;

/** SPEC §4: finishing is offered to an enrolled learner when the server allows it. */
export const canFinishCourse = (
  status: CourseStatus | null | undefined,
  canFinish: boolean | undefined,
): boolean => status === 'enrolled' && canFinish === true;

/** What an item's graduation leads to (SPEC §4 Item graduation). */
export type GraduationAction = 'startNow' | 'continue' | 'fix' | 'retake';

export interface GraduationActions {
  primary: GraduationAction;
  /** failed and passed also offer Repeat (start the item over). */
  repeat: boolean;
}

/** '' → start now, in-progress → continue, failed → fix, passed → retake; failed/passed also Repeat. */
export function graduationActions(graduation: Graduation | null | undefined): GraduationActions {
  switch (graduation) {
    case 'in-progress':
      return { primary: 'continue', repeat: false };
    case 'failed':
      return { primary: 'fix', repeat: true };
    case 'passed':
      return { primary: 'retake', repeat: true };
    default:
      return { primary: 'startNow', repeat: false };
  }
}

/**
 * SPEC §4 progress: a value up to 1 is a fraction (× 100); percentages are rounded to 2 decimals.
 */
export function coursePercent(value: number): number {
  const percent = Math.abs(value) <= 1 ? value * 100 : value;
  return Math.round(percent * 100) / 100;
}

/** SPEC §5: the passing threshold (`_lp_passing_condition`) outside 0–100 counts as 0. */
export const coursePassingThreshold = (value: number | undefined): number =>
  value !== undefined && Number.isFinite(value) && value >= 0 && value <= 100 ? value : 0;
