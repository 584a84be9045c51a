import { message, type Locale } from '@studovna/core';
import type { Lesson } from '@studovna/core/contract';
import { isItemDone, type UserCourseStatus } from '@studovna/core/domain';
import type { Database, Queryable } from '../../db/database';
import type { AuthUser } from '../../lib/auth-user';
import { itemDuration } from '../courses/course-view';
import { findItems, findUserCourses } from '../courses/courses.service';
import { assertMayOpen, loadItem } from '../progress/item-access';
import {
  completeUserItem,
  findLearningItems,
  findUserItems,
  type LearningItemRow,
} from '../progress/progress.service';
import { findLearnerLessonIds } from './lessons.repository';

/** Lessons (SPEC §4 Lesson): reading one, the caller's lessons, marking one as learned. */

interface CourseProgress {
  status: UserCourseStatus | null;
  itemStatus: Map<number, 'started' | 'completed'>;
  /** Enrolled and every item done: the course can be finished. */
  canFinish: boolean;
}

/** The learner's progress in each of `courseIds`, a fixed number of queries for any number of courses. */
async function progressIn(
  db: Queryable,
  userId: number,
  courseIds: readonly number[],
): Promise<Map<number, CourseProgress>> {
  const [items, userItems, userCourses] = await Promise.all([
    findItems(db, courseIds),
    findUserItems(db, userId, courseIds),
    findUserCourses(db, userId, courseIds),
  ]);
  const state = new Map(userItems.map((ui) => [ui.item_id, ui]));
  return new Map(
    courseIds.map((courseId) => {
      const status = userCourses.find((uc) => uc.course_id === courseId)?.status ?? null;
      const done = items
        .filter((i) => i.course_id === courseId)
        .every((i) => isItemDone({ type: i.type, ...state.get(i.id) }));
      const itemStatus = new Map(
        userItems.filter((ui) => ui.course_id === courseId).map((ui) => [ui.item_id, ui.status]),
      );
      return [courseId, { status, itemStatus, canFinish: status === 'enrolled' && done }];
    }),
  );
}

function toLesson(item: LearningItemRow, progress: CourseProgress | undefined): Lesson {
  return {
    id: item.id,
    name: item.title,
    content: item.content,
    video_intro: item.video_url,
    duration: itemDuration(item.duration_minutes),
    can_finish_course: progress?.canFinish ?? false,
    results: { status: progress?.itemStatus.get(item.id) ?? '' },
    assigned: { course: { id: item.course_id, title: item.course_title, slug: item.course_slug } },
  };
}

/** GET /lessons/{id}: preview lessons for everyone, others for the course's learners. */
export async function getLesson(db: Queryable, id: number, user: AuthUser | null): Promise<Lesson> {
  const access = await loadItem(db, id, user, 'lp_lesson');
  assertMayOpen(access, user);
  const progress = user ? await progressIn(db, user.id, [access.item.course_id]) : undefined;
  return toLesson(access.item, progress?.get(access.item.course_id));
}

/** GET /lessons: the lessons of the caller's courses (enrolled or finished), paged. */
export async function listLessons(
  db: Queryable,
  user: AuthUser,
  query: { courseId?: number; perPage: number; page: number },
): Promise<{ lessons: Lesson[]; total: number; totalPages: number }> {
  const { ids, total } = await findLearnerLessonIds(db, user.id, {
    courseId: query.courseId,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  const items = await findLearningItems(db, ids);
  const progress = await progressIn(db, user.id, [...new Set(items.map((i) => i.course_id))]);
  return {
    lessons: items.map((item) => toLesson(item, progress.get(item.course_id))),
    total,
    totalPages: Math.ceil(total / query.perPage),
  };
}

/** POST /lessons/finish: marks the lesson as learned; again changes nothing. */
export async function finishLesson(db: Database, id: number, user: AuthUser, locale: Locale) {
  return db.transaction(async (tx) => {
    const access = await loadItem(tx, id, user, 'lp_lesson');
    assertMayOpen(access, user);
    const { already } = await completeUserItem(tx, user.id, access.item.course_id, id);
    const progress = (await progressIn(tx, user.id, [access.item.course_id])).get(access.item.course_id);
    return {
      status: 'success' as const,
      message: message(already ? 'lesson.alreadyCompleted' : 'lesson.completed', locale),
      data: { results: { status: 'completed' as const }, can_finish_course: progress?.canFinish ?? false },
    };
  });
}
