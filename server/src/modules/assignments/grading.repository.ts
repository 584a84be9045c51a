import type { GradingState } from '@studovna/core/studio';
import type { Queryable } from '../../db/database';
import type { AnswerFileRow, AnswerStatus } from './assignments.repository';

/** Handed-in answers as the studio grades them (decision 0026). */

export interface GradingRowData {
  id: number;
  status: AnswerStatus;
  submitted_at: Date | null;
  at_deadline: boolean;
  mark: number | null;
  graduation: 'passed' | 'failed' | null;
  returns: number;
  returned_at: Date | null;
  learner_id: number;
  learner_name: string;
  item_id: number;
  item_title: string;
  course_id: number;
  course_title: string;
  highest_mark: number;
}

export interface GradingAnswerData extends GradingRowData {
  user_id: number;
  user_item_id: number;
  learner_email: string;
  item_content: string;
  author_id: number;
  passing_grade: number;
  /** The time allowed after a start, in seconds; 0 = no limit. */
  limit_seconds: number;
  started_at: Date;
  deadline: Date | null;
  note: string;
  feedback: string;
  evaluated_at: Date | null;
  graded_by: number | null;
  graded_by_name: string | null;
  revision: number;
}

const SECONDS = `case s.duration_format when 'minute' then 60 when 'hour' then 3600 when 'day' then 86400
  when 'week' then 604800 else 0 end`;

const ROW_COLUMNS = `a.id, a.status, a.submitted_at,
  (a.deadline is not null and a.submitted_at is not null and a.submitted_at >= a.deadline) as at_deadline,
  a.mark, a.graduation, a.returns, a.returned_at, u.id as learner_id, u.display_name as learner_name,
  i.id as item_id, i.title as item_title, c.id as course_id, c.title as course_title,
  coalesce(s.mark, 10) as highest_mark`;

const FROM = `from assignment_answers a
  join items i on i.id = a.item_id
  join courses c on c.id = i.course_id
  join users u on u.id = a.user_id
  left join assignments s on s.item_id = a.item_id`;

const STATE_SQL: Record<GradingState, { where: string; order: string }> = {
  waiting: { where: `a.status = 'completed'`, order: 'a.submitted_at, a.id' },
  evaluated: { where: `a.status = 'evaluated'`, order: 'a.evaluated_at desc, a.id desc' },
  returned: {
    where: `a.status = 'started' and a.returned_at is not null`,
    order: 'a.returned_at desc, a.id desc',
  },
};

export interface QueueFilter {
  state: GradingState;
  /** Only courses of this author (an instructor); null for the team. */
  authorId: number | null;
  courseId: number | null;
  limit: number;
  offset: number;
}

export async function findQueue(
  db: Queryable,
  f: QueueFilter,
): Promise<{ rows: GradingRowData[]; total: number }> {
  const { where, order } = STATE_SQL[f.state];
  const filter = `where ${where} and ($1::int is null or c.author_id = $1) and ($2::int is null or c.id = $2)`;
  const rows = await db.query<GradingRowData>(
    `select ${ROW_COLUMNS} ${FROM} ${filter} order by ${order} limit $3 offset $4`,
    [f.authorId, f.courseId, f.limit, f.offset],
  );
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n ${FROM} ${filter}`, [
    f.authorId,
    f.courseId,
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Answers waiting for grading in the author's courses (every course for null); handed in since, when given. */
export async function countWaiting(
  db: Queryable,
  authorId: number | null,
  since: Date | null = null,
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from assignment_answers a
       join items i on i.id = a.item_id join courses c on c.id = i.course_id
      where a.status = 'completed' and ($1::int is null or c.author_id = $1)
        and ($2::timestamptz is null or a.submitted_at >= $2)`,
    [authorId, since],
  );
  return row?.n ?? 0;
}

/** Courses with an assignment someone has answered, of the author (every course for null). */
export async function findQueueCourses(
  db: Queryable,
  authorId: number | null,
): Promise<{ id: number; title: string }[]> {
  return db.query(
    `select c.id, c.title from courses c
      where ($1::int is null or c.author_id = $1)
        and exists (select 1 from items i join assignment_answers a on a.item_id = i.id where i.course_id = c.id)
      order by c.title, c.id`,
    [authorId],
  );
}

/** One answer with what grading needs; with `lock`, the answer is locked for the transaction. */
export async function findGradingAnswer(
  db: Queryable,
  id: number,
  options: { lock: boolean } = { lock: false },
): Promise<GradingAnswerData | undefined> {
  const [row] = await db.query<GradingAnswerData>(
    `select ${ROW_COLUMNS}, a.user_id, a.user_item_id, u.email as learner_email, i.content as item_content,
            c.author_id, coalesce(s.passing_grade, 0) as passing_grade,
            coalesce(s.duration_time, 0) * ${SECONDS} as limit_seconds,
            a.started_at, a.deadline, a.note, a.feedback, a.evaluated_at, a.graded_by, a.graded_by_name,
            a.revision
       ${FROM} where a.id = $1${options.lock ? ' for update of a' : ''}`,
    [id],
  );
  return row;
}

export async function findAnswerFileOf(
  db: Queryable,
  answerId: number,
  fileId: number,
): Promise<AnswerFileRow | undefined> {
  const [row] = await db.query<AnswerFileRow>(
    `select id, original_name, stored_name, mime, size from assignment_answer_files
      where answer_id = $1 and id = $2`,
    [answerId, fileId],
  );
  return row;
}

const GRADER = `graded_by = $2, graded_by_name = (select display_name from users where id = $2)`;

/** Evaluates the answer: mark, graduation, feedback, who and when; its revision grows. */
export async function evaluateAnswer(
  tx: Queryable,
  g: { answerId: number; graderId: number; mark: number; graduation: 'passed' | 'failed'; feedback: string },
): Promise<void> {
  await tx.query(
    `update assignment_answers
        set status = 'evaluated', mark = $3, graduation = $4, feedback = $5, evaluated_at = now(), ${GRADER},
            revision = revision + 1
      where id = $1`,
    [g.answerId, g.graderId, g.mark, g.graduation, g.feedback],
  );
}

/**
 * Sends the answer back for another try: started again, not handed in, no mark; the time allowed runs
 * again from now (`limitSeconds`, 0 = no limit); the feedback stays for the learner.
 */
export async function returnAnswer(
  tx: Queryable,
  g: { answerId: number; graderId: number; feedback: string; limitSeconds: number },
): Promise<void> {
  await tx.query(
    `update assignment_answers
        set status = 'started', mark = null, graduation = null, evaluated_at = null, submitted_at = null,
            deadline = case when $4::int > 0 then now() + make_interval(secs => $4::int) end,
            feedback = $3, ${GRADER}, returned_at = now(), returns = returns + 1, revision = revision + 1
      where id = $1`,
    [g.answerId, g.graderId, g.feedback, g.limitSeconds],
  );
}

/** Deletes the feedback file of the answer; answers its stored name. */
export async function deleteFeedbackFile(tx: Queryable, answerId: number): Promise<string | undefined> {
  const [row] = await tx.query<{ stored_name: string }>(
    'delete from assignment_feedback_files where answer_id = $1 returning stored_name',
    [answerId],
  );
  return row?.stored_name;
}

export async function insertFeedbackFile(
  tx: Queryable,
  f: { answerId: number; originalName: string; storedName: string; mime: string; size: number },
): Promise<void> {
  await tx.query(
    `insert into assignment_feedback_files (answer_id, original_name, stored_name, mime, size)
     values ($1, $2, $3, $4, $5)`,
    [f.answerId, f.originalName, f.storedName, f.mime, f.size],
  );
}
