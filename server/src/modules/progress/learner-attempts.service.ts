import type { LearnerAttempt } from '@studovna/core/contract/studio';
import type { Queryable } from '../../db/database';
import { findLearnerAttempts } from './learner-attempts.repository';

/** The learner's newest finished attempts, as the team's learner page lists them (decision 0027). */
export async function learnerAttempts(
  db: Queryable,
  userId: number,
  limit: number,
): Promise<LearnerAttempt[]> {
  const rows = await findLearnerAttempts(db, userId, limit);
  return rows.map((row) => ({
    id: row.id,
    quiz: { id: row.quiz_id, title: row.quiz_title },
    course: { id: row.course_id, title: row.course_title },
    finished_at: row.finished_at.toISOString(),
    result: Number(row.result),
    graduation: row.graduation,
    practice: row.practice,
  }));
}
