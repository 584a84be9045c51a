import type { Queryable } from '../../db/database';
import { ATTEMPT_COLUMNS, type AttemptRow } from './attempts.repository';

/** Finished attempts as history, and practice runs of mistakes (migration 0005). */

/** The learner's finished attempts of a quiz (graded and practice), newest first. */
export async function findFinishedAttempts(
  db: Queryable,
  userId: number,
  quizId: number,
  limit: number,
): Promise<AttemptRow[]> {
  return db.query<AttemptRow>(
    `select ${ATTEMPT_COLUMNS} from quiz_attempts
      where user_id = $1 and quiz_id = $2 and status = 'completed' and results is not null
      order by finished_at desc, id desc limit $3`,
    [userId, quizId, limit],
  );
}

/** One finished attempt, only when it is the learner's own. */
export async function findOwnFinishedAttempt(
  db: Queryable,
  attemptId: number,
  userId: number,
): Promise<AttemptRow | undefined> {
  const [row] = await db.query<AttemptRow>(
    `select ${ATTEMPT_COLUMNS} from quiz_attempts
      where id = $1 and user_id = $2 and status = 'completed' and results is not null`,
    [attemptId, userId],
  );
  return row;
}

/**
 * The learner's latest practice run of a quiz, in progress or finished; `lock` holds the row until the
 * transaction ends (answers merged into it are not lost to a concurrent save).
 */
export async function findLatestPractice(
  db: Queryable,
  userId: number,
  quizId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<AttemptRow | undefined> {
  const [row] = await db.query<AttemptRow>(
    `select ${ATTEMPT_COLUMNS} from quiz_attempts
      where user_id = $1 and quiz_id = $2 and practice order by id desc limit 1${lock ? ' for update' : ''}`,
    [userId, quizId],
  );
  return row;
}

export async function findAttempt(db: Queryable, attemptId: number): Promise<AttemptRow | undefined> {
  const [row] = await db.query<AttemptRow>(`select ${ATTEMPT_COLUMNS} from quiz_attempts where id = $1`, [
    attemptId,
  ]);
  return row;
}

export interface NewPractice {
  userId: number;
  quizId: number;
  courseId: number;
  questionIds: readonly number[];
  sourceAttemptId: number;
}

/**
 * Starts a practice run: untimed, outside the item's run. Undefined when another practice run of the
 * quiz is already in progress (at most one, a unique index).
 */
export async function insertPractice(tx: Queryable, practice: NewPractice): Promise<AttemptRow | undefined> {
  const [row] = await tx.query<AttemptRow>(
    `insert into quiz_attempts (user_id, quiz_id, course_id, status, practice, question_ids, source_attempt_id)
     values ($1, $2, $3, 'started', true, $4::int[], $5)
     on conflict (user_id, quiz_id) where practice and status = 'started' do nothing
     returning ${ATTEMPT_COLUMNS}`,
    [practice.userId, practice.quizId, practice.courseId, practice.questionIds, practice.sourceAttemptId],
  );
  return row;
}

/** Drops a practice run still in progress (it repeated an older attempt's mistakes). */
export async function deleteStartedPractice(tx: Queryable, attemptId: number): Promise<void> {
  await tx.query(`delete from quiz_attempts where id = $1 and practice and status = 'started'`, [attemptId]);
}
