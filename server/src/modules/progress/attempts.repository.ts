import type {
  AnswerStatus,
  QuestionSeconds,
  QuestionStatus,
  SavedAnswers,
  StoredResults,
  UserCourseStatus,
} from '@studovna/core/domain';
import type { Queryable } from '../../db/database';
import type { UserItemState } from './items.repository';
import {
  answerStatusesParams,
  answerStatusesUpsert,
  statusesOf,
  type StatusRow,
} from './question-status.repository';

/** Quiz attempts (migration 0004): one row per attempt of a learner. */

export interface AttemptRow {
  id: number;
  user_id: number;
  quiz_id: number;
  user_item_id: number | null;
  status: 'started' | 'completed';
  retaken: number;
  started_at: Date;
  deadline: Date | null;
  finished_at: Date | null;
  answers: SavedAnswers;
  checked_question_ids: number[];
  results: StoredResults | null;
  graduation: 'passed' | 'failed' | null;
  time_spend: number | null;
  /** A practice run of mistakes (outside every run; never graded into the item or the percentile). */
  practice: boolean;
  /** A practice run's questions; null for an attempt of the whole quiz. */
  question_ids: number[] | null;
  /** The finished attempt whose mistakes a practice run repeats. */
  source_attempt_id: number | null;
  /** Seconds each question was on screen, as the app measured them (decision 0032). */
  question_seconds: QuestionSeconds;
}

/** Every column of an AttemptRow. */
export const ATTEMPT_COLUMNS = `id, user_id, quiz_id, user_item_id, status, retaken, started_at, deadline, finished_at,
  answers, checked_question_ids, results, graduation, time_spend, practice, question_ids, source_attempt_id, question_seconds`;

/**
 * An attempt the scores and item analysis count, in SQL over the attempts aliased `a`: finished, graded,
 * not a practice run.
 */
export const countedAttempt = (a: string) =>
  `${a}.status = 'completed' and not ${a}.practice and ${a}.result is not null`;

/** The database's clock (the time of the transaction), so deadlines never depend on a server's clock. */
export async function databaseNow(db: Queryable): Promise<Date> {
  const [row] = await db.query<{ now: Date }>('select now() as now');
  return new Date(row!.now);
}

/** The names of the columns of an AttemptRow. */
const ATTEMPT_COLUMN_NAMES = ATTEMPT_COLUMNS.split(',').map((column) => column.trim());

/** The columns of an AttemptRow prefixed `a_`, read from the attempt aliased `a`. */
const PREFIXED_ATTEMPT_COLUMNS = ATTEMPT_COLUMN_NAMES.map((column) => `a.${column} as a_${column}`).join(
  ', ',
);

/** The attempt in a row of `a_`-prefixed columns; undefined when the row has none. */
function prefixedAttempt(row: Record<string, unknown>): AttemptRow | undefined {
  if (row.a_id === null || row.a_id === undefined) return undefined;
  return Object.fromEntries(
    ATTEMPT_COLUMN_NAMES.map((column) => [column, row[`a_${column}`]]),
  ) as unknown as AttemptRow;
}

/**
 * The learner's run of a quiz, for an action on it, in one round trip: the learner's row of the item,
 * locked for the rest of the transaction, the transaction's time (`now()`, as {@link databaseNow}), with
 * `courseId` the learner's status in that course (as `findCourseStatus`, null without a row), and the
 * run's current attempt (as {@link findCurrentAttempt}) read after the lock was granted (migration 0027,
 * decision 0040), so it is never older than an action that held the lock before.
 */
export async function lockRun(
  tx: Queryable,
  userId: number,
  itemId: number,
  courseId?: number,
): Promise<{
  userItem: UserItemState | undefined;
  now: Date;
  courseStatus: UserCourseStatus | null;
  attempt: AttemptRow | undefined;
}> {
  const [row] = await tx.query<{
    now: Date;
    id: number | null;
    status: UserItemState['status'] | null;
    graduation: UserItemState['graduation'] | null;
    course_status: UserCourseStatus | null;
  }>(
    `select now() as now, ui.id, ui.status, ui.graduation,
            (select status from user_courses where user_id = $1 and course_id = $3) as course_status,
            ${PREFIXED_ATTEMPT_COLUMNS}
       from (select 1) as one
       left join lateral (select id, status, graduation from user_items
                           where user_id = $1 and item_id = $2 for update) as ui on true
       left join lateral current_attempt(ui.id) as a on true`,
    [userId, itemId, courseId ?? null],
  );
  const userItem =
    row!.id === null ? undefined : { id: row!.id, status: row!.status!, graduation: row!.graduation! };
  return {
    userItem,
    now: new Date(row!.now),
    courseStatus: row!.course_status,
    attempt: prefixedAttempt(row!),
  };
}

/** The latest attempt of the learner's current run of a quiz. */
export async function findCurrentAttempt(db: Queryable, userItemId: number): Promise<AttemptRow | undefined> {
  const [row] = await db.query<AttemptRow>(
    `select ${ATTEMPT_COLUMNS} from quiz_attempts where user_item_id = $1 order by id desc limit 1`,
    [userItemId],
  );
  return row;
}

/** The learner's latest finished graded attempt of a quiz, current run or history (practice runs aside). */
export async function findLatestCompletedAttempt(
  db: Queryable,
  userId: number,
  quizId: number,
): Promise<AttemptRow | undefined> {
  const [row] = await db.query<AttemptRow>(
    `select ${ATTEMPT_COLUMNS} from quiz_attempts
      where user_id = $1 and quiz_id = $2 and status = 'completed' and not practice
      order by finished_at desc, id desc limit 1`,
    [userId, quizId],
  );
  return row;
}

export interface NewAttempt {
  userId: number;
  quizId: number;
  courseId: number;
  userItemId: number;
  retaken: number;
  /** 0 = untimed. */
  timeLimitSeconds: number;
}

export async function insertAttempt(tx: Queryable, attempt: NewAttempt): Promise<AttemptRow> {
  const [row] = await tx.query<AttemptRow>(
    `insert into quiz_attempts (user_id, quiz_id, course_id, user_item_id, status, retaken, started_at, deadline)
     values ($1, $2, $3, $4, 'started', $5, now(),
             case when $6::int > 0 then now() + make_interval(secs => $6::int) end)
     returning ${ATTEMPT_COLUMNS}`,
    [
      attempt.userId,
      attempt.quizId,
      attempt.courseId,
      attempt.userItemId,
      attempt.retaken,
      attempt.timeLimitSeconds,
    ],
  );
  return row!;
}

/**
 * Stores answers (and checked questions, and the seconds per question when given) of an attempt still in
 * progress; false when it is not.
 */
export async function saveAttemptAnswers(
  tx: Queryable,
  attemptId: number,
  answers: SavedAnswers,
  checkedQuestionIds: readonly number[],
  questionSeconds?: QuestionSeconds,
): Promise<boolean> {
  const rows = await tx.query(
    `update quiz_attempts set answers = $2::jsonb, checked_question_ids = $3::int[],
            question_seconds = coalesce($4::jsonb, question_seconds)
      where id = $1 and status = 'started' returning id`,
    [
      attemptId,
      JSON.stringify(answers),
      checkedQuestionIds,
      questionSeconds ? JSON.stringify(questionSeconds) : null,
    ],
  );
  return rows.length > 0;
}

/** A question of an attempt in progress checked: the attempt's answers and checked questions with it. */
export interface CheckedAnswer {
  attemptId: number;
  answers: SavedAnswers;
  checkedQuestionIds: readonly number[];
  userId: number;
}

/**
 * A checked question, in one statement: the attempt's answers and checked questions stored (while it is
 * in progress) and the answer status its grade leaves (`freshStatuses`) applied to the learner's record.
 * Answers the record as stored now.
 */
export async function saveCheckedAnswer(
  tx: Queryable,
  check: CheckedAnswer & { statuses: ReadonlyMap<number, AnswerStatus> },
): Promise<Map<number, QuestionStatus>> {
  const rows = await tx.query<StatusRow>(
    `with saved as (
       update quiz_attempts set answers = $2::jsonb, checked_question_ids = $3::int[]
        where id = $1 and status = 'started' returning id)
     ${answerStatusesUpsert('$4', '$5', '$6')}`,
    [
      check.attemptId,
      JSON.stringify(check.answers),
      check.checkedQuestionIds,
      check.userId,
      ...answerStatusesParams(check.statuses),
    ],
  );
  return statusesOf(rows);
}

export interface FinishedAttempt {
  answers: SavedAnswers;
  results: StoredResults;
  graduation: 'passed' | 'failed';
  timeSpend: number;
  /** Seconds per question with the finish's figures merged in; the stored ones stay when absent. */
  questionSeconds?: QuestionSeconds;
  /** The run's item, completed with the attempt's graduation in the same statement (a practice run has none). */
  userItemId?: number;
}

/**
 * Writes that ride along with an attempt's completion in its statement: CTEs gated on the completion
 * (`gate` holds only when the attempt was still in progress), their parameters named by `p(n)`, and the
 * CTE whose rows the statement counts for the caller.
 */
export interface CarriedWrites {
  ctes: (gate: string, p: (n: number) => string) => string;
  params: readonly unknown[];
  counted: string;
}

/**
 * Finishes an attempt in progress, and its item with it when given, with the `carried` writes in the same
 * statement. Conditional on `status = 'started'`: of two concurrent finishes only one changes the rows;
 * the other gets no row (and the carried writes wrote nothing) and answers the stored result. `carried`
 * counts the rows of the carried writes' counted CTE.
 */
export async function completeAttempt(
  tx: Queryable,
  attemptId: number,
  finished: FinishedAttempt,
  carried?: CarriedWrites,
): Promise<{ row: AttemptRow | undefined; carried: number }> {
  const own = 9;
  const ctes = carried ? `, ${carried.ctes('exists (select 1 from done)', (n) => `$${own + n}`)}` : '';
  const count = carried ? `(select count(*) from ${carried.counted})::int` : '0';
  const [row] = await tx.query<AttemptRow & { carried: number }>(
    `with done as (
       update quiz_attempts
          set status = 'completed', finished_at = now(), answers = $2::jsonb, results = $3::jsonb,
              graduation = $4, result = $5, user_mark = $6, time_spend = $7,
              question_seconds = coalesce($8::jsonb, question_seconds), analysis_pending = not practice
        where id = $1 and status = 'started' returning ${ATTEMPT_COLUMNS}),
     item as (
       update user_items set status = 'completed', graduation = $4, end_time = now()
        where id = $9 and exists (select 1 from done) returning 1)${ctes}
     select done.*, ${count} as carried from done`,
    [
      attemptId,
      JSON.stringify(finished.answers),
      JSON.stringify(finished.results),
      finished.graduation,
      finished.results.result,
      finished.results.user_mark,
      finished.timeSpend,
      finished.questionSeconds ? JSON.stringify(finished.questionSeconds) : null,
      finished.userItemId ?? null,
      ...(carried?.params ?? []),
    ],
  );
  if (!row) return { row: undefined, carried: 0 };
  const { carried: count_, ...attempt } = row;
  return { row: attempt, carried: count_ };
}

/** Deletes the learner's attempts of a quiz that are still in progress (items/reset). */
export async function deleteStartedAttempts(tx: Queryable, userId: number, quizId: number): Promise<void> {
  await tx.query(`delete from quiz_attempts where user_id = $1 and quiz_id = $2 and status = 'started'`, [
    userId,
    quizId,
  ]);
}
