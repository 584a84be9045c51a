import type { LearnerCourse } from '@studovna/core/contract/studio';
import { isItemDone } from '@studovna/core/domain';
import type { Queryable } from '../../db/database';
import { findLearnerCourses } from './learner-courses.repository';

/** A learner's courses with their progress, as the team's learner page shows them (decision 0027). */
export async function learnerCourses(db: Queryable, userId: number): Promise<LearnerCourse[]> {
  const rows = await findLearnerCourses(db, userId);
  return rows.map((row) => ({
    id: row.course_id,
    title: row.title,
    status: row.status,
    graduation: row.graduation,
    result: row.result === null ? null : Number(row.result),
    items_done: row.items.filter(isItemDone).length,
    items_total: row.items.length,
    started_at: row.start_time ? row.start_time.toISOString() : null,
    finished_at: row.end_time ? row.end_time.toISOString() : null,
  }));
}
