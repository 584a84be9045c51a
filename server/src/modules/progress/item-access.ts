import type { MessageCode } from '@studovna/core';
import {
  capsOf,
  isItemLocked,
  mayEvaluate,
  type ItemKind,
  type UserCourseStatus,
} from '@studovna/core/domain';
import type { Queryable } from '../../db/database';
import { ApiError, unauthorized } from '../../lib/api-error';
import type { AuthUser } from '../../lib/auth-user';
import { findCourseStatus, findLearningItem, type LearningItemRow } from './items.repository';

/**
 * Who may open and work in a course item (SPEC §4, §6): a preview item is open to everyone, any other
 * item only to learners enrolled in or finished with its course. Evaluating follows core's
 * `mayEvaluate` (decision 0019): a sample, a free course, or the course's study plan.
 */

export interface ItemForLearner {
  item: LearningItemRow;
  /** The caller's status in the item's course; null for guests and learners outside the course. */
  courseStatus: UserCourseStatus | null;
}

const NOT_FOUND: Record<ItemKind | 'any', { code: string; message: MessageCode }> = {
  lp_quiz: { code: 'quiz_not_found', message: 'quiz.notFound' },
  lp_lesson: { code: 'lesson_not_found', message: 'lesson.notFound' },
  lp_assignment: { code: 'item_not_found', message: 'item.notFound' },
  any: { code: 'item_not_found', message: 'item.notFound' },
};

export const itemNotFound = (kind: ItemKind | 'any') =>
  new ApiError(404, NOT_FOUND[kind].code, NOT_FOUND[kind].message);

/** The item `id` of a published course, of the given kind, with the caller's status in its course. */
export async function loadItem(
  db: Queryable,
  id: number,
  user: AuthUser | null,
  kind: ItemKind | 'any',
): Promise<ItemForLearner> {
  const item = await findLearningItem(db, id);
  if (!item || (kind !== 'any' && item.type !== kind)) throw itemNotFound(kind);
  const courseStatus = user ? await findCourseStatus(db, user.id, item.course_id) : null;
  return { item, courseStatus };
}

/** Guests get 401 for anything but a preview; learners outside the course 403. */
export function assertMayOpen({ item, courseStatus }: ItemForLearner, user: AuthUser | null): void {
  if (item.preview) return;
  if (!user) throw unauthorized();
  if (isItemLocked(item.preview, courseStatus))
    throw new ApiError(403, 'learning_not_enrolled', 'learning.notEnrolled');
}

/** The item's course as core's access rules read it. */
export const courseTermsOf = (item: Pick<LearningItemRow, 'course_price' | 'subscription'>) => ({
  price: item.course_price,
  subscription: item.subscription,
});

export function assertMayEvaluate(item: LearningItemRow, user: AuthUser): void {
  const learner = { loggedIn: true, caps: capsOf(user.roles) };
  if (mayEvaluate(learner, courseTermsOf(item), item) !== 'allowed')
    throw new ApiError(403, 'quiz_requires_plan', 'quiz.evaluationRequiresPlan');
}
