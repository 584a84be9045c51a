import { message, type Locale, type MessageCode } from '@studovna/core';
import { canFinish, canRetake, capsOf, courseResult, currentPrice, mayEnroll } from '@studovna/core/domain';
import type { CourseData } from '@studovna/core/contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import { statusOf, toCourseView } from './course-view';
import { courseNotFound, loadCourseParts } from './courses.service';
import { forgetCourseItems } from '../progress/progress.service';
import { lockUserCourse, markFinished, resetForRetake, upsertEnrolment } from './learner-state.repository';

/** The caller of a course action. */
export interface Learner {
  id: number;
  roles: string[];
}

export interface ActionResult {
  status: 'success';
  message: string;
  data: { course_data: CourseData | null };
}

/** The course with everything about the learner, inside the action's transaction. */
async function load(tx: Queryable, courseId: number, learnerId: number) {
  const [parts] = await loadCourseParts(tx, [courseId], learnerId, { curriculum: true });
  if (!parts) throw courseNotFound();
  return parts;
}

async function answer(
  tx: Queryable,
  courseId: number,
  learnerId: number,
  code: MessageCode,
  locale: Locale,
): Promise<ActionResult> {
  const parts = await load(tx, courseId, learnerId);
  const view = toCourseView(parts, '', new Set(['sections']));
  return {
    status: 'success',
    message: message(code, locale),
    data: { course_data: view.course_data ?? null },
  };
}

/**
 * POST /courses/enroll: free courses for every learner; paid ones with a study plan that covers
 * their categories or a completed order. Enrolling again changes nothing and answers success.
 */
export async function enroll(db: Database, courseId: number, learner: Learner, locale: Locale) {
  return db.transaction(async (tx) => {
    await lockUserCourse(tx, learner.id, courseId);
    const parts = await load(tx, courseId, learner.id);
    const status = statusOf(parts);
    if (status === 'enrolled' || status === 'finished')
      return answer(tx, courseId, learner.id, 'course.alreadyEnrolled', locale);
    const allowed = mayEnroll({
      currentPrice: currentPrice({ price: parts.row.price, salePrice: parts.row.sale_price }),
      caps: capsOf(learner.roles),
      subscription: parts.categories.flatMap((c) => c.subscription),
      purchased: status === 'purchased',
    });
    if (!allowed) throw new ApiError(403, 'course_requires_plan', 'course.requiresPlan');
    await upsertEnrolment(tx, learner.id, courseId);
    return answer(tx, courseId, learner.id, 'course.enrolled', locale);
  });
}

/** POST /courses/finish: graduation from the learner's items against the passing condition. */
export async function finish(db: Database, courseId: number, learner: Learner, locale: Locale) {
  return db.transaction(async (tx) => {
    await lockUserCourse(tx, learner.id, courseId);
    const parts = await load(tx, courseId, learner.id);
    const status = statusOf(parts);
    if (status === 'finished') throw new ApiError(400, 'course_already_finished', 'course.alreadyFinished');
    if (!canFinish(status)) throw new ApiError(403, 'course_not_enrolled', 'course.notEnrolled');
    const progress = parts.items.map((item) => ({
      type: item.type,
      status: parts.userItems.get(item.id)?.status,
      graduation: parts.userItems.get(item.id)?.graduation,
    }));
    const result = courseResult(progress, parts.row.passing_condition);
    const graduation = result.pass === 1 ? 'passed' : 'failed';
    await markFinished(tx, learner.id, courseId, result.result, graduation);
    return answer(
      tx,
      courseId,
      learner.id,
      graduation === 'passed' ? 'course.finishedPassed' : 'course.finishedFailed',
      locale,
    );
  });
}

/** POST /courses/retake: a finished course with retakes left starts over. */
export async function retake(db: Database, courseId: number, learner: Learner, locale: Locale) {
  return db.transaction(async (tx) => {
    const row = await lockUserCourse(tx, learner.id, courseId);
    const parts = await load(tx, courseId, learner.id);
    if (!row || !canRetake(row.status, parts.row.retake_count, row.retaken))
      throw new ApiError(400, 'course_cannot_retake', 'course.cannotRetake');
    await forgetCourseItems(tx, learner.id, courseId);
    await resetForRetake(tx, learner.id, courseId);
    return answer(tx, courseId, learner.id, 'course.retaken', locale);
  });
}
