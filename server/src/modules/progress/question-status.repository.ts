import {
  CORRECT,
  INCORRECT,
  RE_CORRECT,
  type AnswerStatus,
  type QuestionStatus,
} from '@studovna/core/domain';
import type { Queryable } from '../../db/database';

/**
 * The learner's status per question (SPEC §3), stored as its two parts: the answer status and the pin.
 * No row means not answered and not pinned.
 */

export interface StatusRow {
  question_id: number;
  answer_status: AnswerStatus;
  pinned: boolean;
}

const toStatus = (row: StatusRow): QuestionStatus => ({ answer: row.answer_status, pinned: row.pinned });

/** The learner's status of one question; with `lock`, its row stays locked for the transaction. */
export async function findQuestionStatus(
  db: Queryable,
  userId: number,
  questionId: number,
  options: { lock: boolean } = { lock: false },
): Promise<QuestionStatus | null> {
  const [row] = await db.query<StatusRow>(
    `select question_id, answer_status, pinned from question_statuses
      where user_id = $1 and question_id = $2${options.lock ? ' for update' : ''}`,
    [userId, questionId],
  );
  return row ? toStatus(row) : null;
}

/** The learner's statuses of these questions (all of them without `questionIds`), by question id. */
export async function findQuestionStatuses(
  db: Queryable,
  userId: number,
  questionIds?: readonly number[],
  options: { lock: boolean } = { lock: false },
): Promise<Map<number, QuestionStatus>> {
  const rows = await db.query<StatusRow>(
    `select question_id, answer_status, pinned from question_statuses
      where user_id = $1 and ($2::int[] is null or question_id = any($2::int[]))
      order by question_id${options.lock ? ' for update' : ''}`,
    [userId, questionIds ?? null],
  );
  return new Map(rows.map((row) => [row.question_id, toStatus(row)]));
}

/**
 * Stores the statuses of these questions for the learner (insert or replace). The pin time is set when
 * a question becomes pinned and cleared when it is unpinned.
 */
export async function saveQuestionStatuses(
  tx: Queryable,
  userId: number,
  statuses: ReadonlyMap<number, QuestionStatus>,
): Promise<void> {
  if (statuses.size === 0) return;
  const ids = [...statuses.keys()];
  await tx.query(
    `insert into question_statuses as qs (user_id, question_id, answer_status, pinned, pinned_at, updated_at)
     select $1, x.question_id, x.answer_status, x.pinned, case when x.pinned then now() end, now()
       from unnest($2::int[], $3::smallint[], $4::boolean[]) as x(question_id, answer_status, pinned)
     on conflict (user_id, question_id) do update
        set answer_status = excluded.answer_status,
            pinned = excluded.pinned,
            pinned_at = case when not excluded.pinned then null
                             when qs.pinned then qs.pinned_at
                             else now() end,
            updated_at = now()`,
    [userId, ids, ids.map((id) => statuses.get(id)!.answer), ids.map((id) => statuses.get(id)!.pinned)],
  );
}

/** Removes the learner's record of the question; answers whether there was one. */
export async function deleteQuestionStatus(
  tx: Queryable,
  userId: number,
  questionId: number,
): Promise<boolean> {
  const rows = await tx.query(
    'delete from question_statuses where user_id = $1 and question_id = $2 returning 1',
    [userId, questionId],
  );
  return rows.length > 0;
}

/**
 * The learner's records of these questions, each locked for the rest of the transaction, created empty
 * (not answered, not pinned) where there was none, in one round trip: a record that exists is "updated"
 * to itself, which locks it and answers its latest committed values. Locked in ascending question order,
 * as every writer locks them.
 */
export async function lockQuestionStatuses(
  tx: Queryable,
  userId: number,
  questionIds: readonly number[],
): Promise<Map<number, QuestionStatus>> {
  if (questionIds.length === 0) return new Map();
  const rows = await tx.query<StatusRow>(
    `insert into question_statuses as qs (user_id, question_id)
     select $1, q from unnest($2::int[]) as q order by q
     on conflict (user_id, question_id) do update set updated_at = qs.updated_at
     returning question_id, answer_status, pinned`,
    [userId, [...new Set(questionIds)]],
  );
  return new Map(rows.map((row) => [row.question_id, toStatus(row)]));
}

/** `answerOverStored` of core in SQL, over the row `qs` and the `excluded` row of an upsert. */
const ANSWER_OVER_STORED = `case when excluded.answer_status = ${CORRECT}
  and qs.answer_status in (${INCORRECT}, ${RE_CORRECT}) then ${RE_CORRECT} else excluded.answer_status end`;

/**
 * The upsert that applies graded answers to the learner's records of their questions, with its three
 * parameters (the user id, the question ids, and by position the answer status the answers leave over no
 * record) at the placeholders given, so a statement of several writes can carry it (`gate`: a condition
 * on its other CTEs, when it writes only if they did). A new record takes the status; an existing one
 * `answerOverStored` of its latest committed value (the row is locked first), its pin kept. Rows are
 * written in ascending question order, as every writer locks them. Returns the records as stored now.
 */
export const answerStatusesUpsert = (user: string, ids: string, statuses: string, gate = 'true') =>
  `insert into question_statuses as qs (user_id, question_id, answer_status, updated_at)
   select ${user}, x.question_id, x.answer_status, now()
     from unnest(${ids}::int[], ${statuses}::smallint[]) as x(question_id, answer_status)
    where ${gate} order by x.question_id
   on conflict (user_id, question_id) do update
      set answer_status = ${ANSWER_OVER_STORED}, updated_at = now()
   returning question_id, answer_status, pinned`;

/** The parameters of {@link answerStatusesUpsert} after the user id: the question ids and their statuses. */
export const answerStatusesParams = (
  fresh: ReadonlyMap<number, AnswerStatus>,
): [number[], AnswerStatus[]] => {
  const ids = [...fresh.keys()];
  return [ids, ids.map((id) => fresh.get(id)!)];
};

/** Applies graded answers to the learner's records in one statement ({@link answerStatusesUpsert}). */
export async function applyAnswerStatuses(
  tx: Queryable,
  userId: number,
  fresh: ReadonlyMap<number, AnswerStatus>,
): Promise<Map<number, QuestionStatus>> {
  if (fresh.size === 0) return new Map();
  const rows = await tx.query<StatusRow>(answerStatusesUpsert('$1', '$2', '$3'), [
    userId,
    ...answerStatusesParams(fresh),
  ]);
  return statusesOf(rows);
}

/** Records as the upsert returns them, by question id. */
export const statusesOf = (rows: readonly StatusRow[]): Map<number, QuestionStatus> =>
  new Map(rows.map((row) => [row.question_id, toStatus(row)]));

/** The question is one of the quiz's. */
export async function isQuestionOfQuiz(db: Queryable, questionId: number, quizId: number): Promise<boolean> {
  const rows = await db.query('select 1 from questions where id = $1 and quiz_id = $2', [questionId, quizId]);
  return rows.length > 0;
}
