import type { Queryable } from '../../db/database';

/** The settings of an lp_assignment item. */
export interface AssignmentSettingsRow {
  item_id: number;
  introduction: string;
  files_amount: number;
  duration_format: 'minute' | 'hour' | 'day' | 'week';
  duration_time: number;
  passing_grade: number;
  /** The highest mark. */
  mark: number;
}

export interface AttachmentRow {
  id: number;
  name: string;
  path: string;
  size: number;
}

export type AnswerStatus = 'started' | 'completed' | 'evaluated';

/** A learner's answer in the current run of the item. */
export interface AnswerRow {
  id: number;
  user_item_id: number;
  item_id: number;
  status: AnswerStatus;
  started_at: Date;
  deadline: Date | null;
  submitted_at: Date | null;
  note: string;
  mark: number | null;
  graduation: 'passed' | 'failed' | null;
  /** Started and past its deadline by the database clock: to be handed in as saved. */
  expired: boolean;
  /** The instructor's written feedback (plain text), '' without any. */
  feedback: string;
  evaluated_at: Date | null;
  /** When it was last sent back for another try. */
  returned_at: Date | null;
  /** Grows with every change of state (handed in, evaluated, sent back). */
  revision: number;
}

export interface AnswerFileRow {
  id: number;
  original_name: string;
  stored_name: string;
  mime: string;
  size: number;
}

export async function findSettings(
  db: Queryable,
  itemId: number,
): Promise<AssignmentSettingsRow | undefined> {
  const [row] = await db.query<AssignmentSettingsRow>(
    `select item_id, introduction, files_amount, duration_format, duration_time,
            passing_grade, mark
       from assignments where item_id = $1`,
    [itemId],
  );
  return row;
}

export async function findAttachments(db: Queryable, itemId: number): Promise<AttachmentRow[]> {
  return db.query<AttachmentRow>(
    'select id, name, path, size from assignment_attachments where item_id = $1 order by sort, id',
    [itemId],
  );
}

const ANSWER_COLUMNS = `id, user_item_id, item_id, status, started_at, deadline, submitted_at, note, mark, graduation,
  (status = 'started' and deadline is not null and deadline <= now()) as expired,
  feedback, evaluated_at, returned_at, revision`;

/** The learner's answer to the item; with `lock`, locked for the rest of the transaction. */
export async function findAnswer(
  db: Queryable,
  userId: number,
  itemId: number,
  options: { lock: boolean },
): Promise<AnswerRow | undefined> {
  const [row] = await db.query<AnswerRow>(
    `select ${ANSWER_COLUMNS} from assignment_answers where user_id = $1 and item_id = $2
      ${options.lock ? 'for update' : ''}`,
    [userId, itemId],
  );
  return row;
}

/** Starts the answer of a run now; the deadline is `limitSeconds` later by the database clock (0 = none). */
export async function insertAnswer(
  tx: Queryable,
  answer: { userItemId: number; userId: number; itemId: number; limitSeconds: number },
): Promise<AnswerRow> {
  const [row] = await tx.query<AnswerRow>(
    `insert into assignment_answers (user_item_id, user_id, item_id, status, started_at, deadline)
     values ($1, $2, $3, 'started', now(), case when $4::int > 0 then now() + make_interval(secs => $4::int) end)
     returning ${ANSWER_COLUMNS}`,
    [answer.userItemId, answer.userId, answer.itemId, answer.limitSeconds],
  );
  return row!;
}

/** Hands the answer in: now, or at its deadline when time ran out. */
export async function handInAnswer(tx: Queryable, answerId: number, atDeadline: boolean): Promise<void> {
  await tx.query(
    `update assignment_answers
        set status = 'completed', submitted_at = case when $2 then deadline else now() end,
            revision = revision + 1
      where id = $1 and status = 'started'`,
    [answerId, atDeadline],
  );
}

export async function updateNote(tx: Queryable, answerId: number, note: string): Promise<void> {
  await tx.query('update assignment_answers set note = $2 where id = $1', [answerId, note]);
}

export async function findAnswerFiles(db: Queryable, answerId: number): Promise<AnswerFileRow[]> {
  return db.query<AnswerFileRow>(
    `select id, original_name, stored_name, mime, size from assignment_answer_files
      where answer_id = $1 order by id`,
    [answerId],
  );
}

export async function insertAnswerFile(
  tx: Queryable,
  file: {
    answerId: number;
    userId: number;
    originalName: string;
    storedName: string;
    mime: string;
    size: number;
  },
): Promise<void> {
  await tx.query(
    `insert into assignment_answer_files (answer_id, user_id, original_name, stored_name, mime, size)
     values ($1, $2, $3, $4, $5, $6)`,
    [file.answerId, file.userId, file.originalName, file.storedName, file.mime, file.size],
  );
}

/** Deletes files of the answer; answers the stored names of those deleted. */
export async function deleteAnswerFiles(
  tx: Queryable,
  answerId: number,
  ids: readonly number[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx.query<{ stored_name: string }>(
    'delete from assignment_answer_files where answer_id = $1 and id = any($2::int[]) returning stored_name',
    [answerId, ids],
  );
  return rows.map((r) => r.stored_name);
}

/** One of the learner's own answer files; another learner's is not found. */
export async function findOwnFile(
  db: Queryable,
  userId: number,
  fileId: number,
): Promise<AnswerFileRow | undefined> {
  const [row] = await db.query<AnswerFileRow>(
    `select id, original_name, stored_name, mime, size from assignment_answer_files
      where id = $1 and user_id = $2`,
    [fileId, userId],
  );
  return row;
}

/** The file an instructor attached to the feedback on an answer. */
export async function findFeedbackFile(db: Queryable, answerId: number): Promise<AnswerFileRow | undefined> {
  const [row] = await db.query<AnswerFileRow>(
    'select id, original_name, stored_name, mime, size from assignment_feedback_files where answer_id = $1',
    [answerId],
  );
  return row;
}
