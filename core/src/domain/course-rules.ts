import { isEnrolledOrFinished } from './course-access';
import { quizPassingGrade } from './grading/percent';
import { showsActivePlanBadge, type Caps } from './premium';
import { quizRetakesLeft } from './quiz-attempt';

/**
 * The course rules of SPEC §4–§6 the server decides: progress and graduation, retakes, who may
 * enrol, which items are locked. Pure functions over rows; the server's services feed them. The
 * retake count and the passing threshold are those of a quiz (`quizRetakesLeft`, `quizPassingGrade`).
 */

export type UserCourseStatus = 'purchased' | 'enrolled' | 'finished';
export type StoredGraduation = 'in-progress' | 'passed' | 'failed';

export const canRetake = (status: UserCourseStatus | null, retakeCount: number, retaken: number): boolean =>
  status === 'finished' && quizRetakesLeft(retakeCount, retaken) > 0;

/** Finishing is for a learner in the middle of the course; the result decides passed or failed. */
export const canFinish = (status: UserCourseStatus | null): boolean => status === 'enrolled';

/** SPEC §4: an item opens for everyone when it is a preview, else only for learners in the course. */
export const isItemLocked = (preview: boolean, status: UserCourseStatus | null): boolean =>
  !preview && !isEnrolledOrFinished(status);

/**
 * A study plan covers a course when its categories require premium codes and the learner holds
 * every one of them (SPEC §6). A category that requires nothing covers nothing paid.
 */
export const planCovers = (caps: Caps, subscription: readonly string[]): boolean =>
  showsActivePlanBadge(caps, subscription);

/** SPEC §6 enrolment: free for everyone logged in; paid with a plan that covers it or a completed order. */
export const mayEnroll = (input: {
  currentPrice: number;
  caps: Caps;
  subscription: readonly string[];
  purchased: boolean;
}): boolean => input.currentPrice === 0 || input.purchased || planCovers(input.caps, input.subscription);

export type ItemKind = 'lp_lesson' | 'lp_quiz' | 'lp_assignment';

export interface ItemProgress {
  type: ItemKind;
  /** The learner's row for the item, absent when never opened. */
  status?: 'started' | 'completed';
  graduation?: StoredGraduation;
}

/** A lesson counts once completed (marked as learned); a quiz or assignment once completed and passed. */
export const isItemDone = (item: ItemProgress): boolean =>
  item.status === 'completed' && (item.type === 'lp_lesson' || item.graduation === 'passed');

const round2 = (value: number): number => Math.round(value * 100) / 100;

export interface CourseResult {
  result: number;
  pass: 0 | 1;
  count_items: number;
  completed_items: number;
  items: {
    lesson: { completed: number; passed: number; total: number };
    quiz: { completed: number; passed: number; total: number };
  };
}

/** LearnPress `calculate_course_results`: percent of items done, pass when it reaches the threshold. */
export function courseResult(items: readonly ItemProgress[], passingCondition: number): CourseResult {
  const count = (type: ItemKind) => {
    const ofType = items.filter((i) => i.type === type);
    return {
      completed: ofType.filter((i) => i.status === 'completed').length,
      passed: ofType.filter(isItemDone).length,
      total: ofType.length,
    };
  };
  const done = items.filter(isItemDone).length;
  const result = items.length === 0 ? 0 : round2((done / items.length) * 100);
  return {
    result,
    pass: result >= quizPassingGrade(passingCondition) ? 1 : 0,
    count_items: items.length,
    completed_items: items.filter((i) => i.status === 'completed').length,
    items: { lesson: count('lp_lesson'), quiz: count('lp_quiz') },
  };
}

/** Completed share of a section's items in percent, two decimals. */
export const sectionPercent = (items: readonly ItemProgress[]): number =>
  items.length === 0 ? 0 : round2((items.filter(isItemDone).length / items.length) * 100);
