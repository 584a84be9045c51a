import type { Queryable } from '../../db/database';
import type { QuestionMeta, StoredOption, StoredQuestion } from './question-draft-codec';

/** The questions of the bank as the studio writes them (migration 0014, decision 0024). */

export interface BankQuestionDbRow {
  id: number;
  quiz_id: number | null;
  sort: number;
  type: StoredQuestion['type'];
  title: string;
  content: string;
  hint: string;
  explanation: string;
  mark: number;
  settings: StoredQuestion['settings'];
  revision: number;
  tags: string[];
  difficulty: 1 | 2 | 3 | null;
  author_id: number | null;
  author_name: string | null;
  archived_at: Date | null;
  updated_at: Date;
  quiz_title: string | null;
  course_id: number | null;
  course_title: string | null;
  course_author_id: number | null;
}

/** What a row of the bank shows: the question, its owner, and its quiz and course. */
export const BANK_ROW_SELECT = `
  select q.id, q.quiz_id, q.sort, q.type, q.title, q.content, q.hint, q.explanation, q.mark, q.settings,
         q.revision, q.tags, q.difficulty, q.author_id, au.display_name as author_name, q.archived_at,
         q.updated_at, i.title as quiz_title, c.id as course_id, c.title as course_title,
         c.author_id as course_author_id
    from questions q
    left join users au on au.id = q.author_id
    left join items i on i.id = q.quiz_id
    left join courses c on c.id = i.course_id`;

export async function findBankQuestion(
  db: Queryable,
  id: number,
  options: { lock?: boolean } = {},
): Promise<BankQuestionDbRow | undefined> {
  if (options.lock) await db.query('select 1 from questions where id = $1 for update', [id]);
  const [row] = await db.query<BankQuestionDbRow>(`${BANK_ROW_SELECT} where q.id = $1`, [id]);
  return row;
}

/** The question's options in order, with their ids (a revision's snapshot keeps them). */
export async function findOptions(
  db: Queryable,
  questionId: number,
): Promise<(StoredOption & { id: number })[]> {
  return db.query<StoredOption & { id: number }>(
    'select id, sort, title, value, is_true from question_options where question_id = $1 order by sort, id',
    [questionId],
  );
}

/** The stored content of a row and its options. */
export const storedOf = (row: BankQuestionDbRow, options: StoredOption[]): StoredQuestion => ({
  type: row.type,
  title: row.title,
  content: row.content,
  hint: row.hint,
  explanation: row.explanation,
  mark: Number(row.mark),
  settings: row.settings,
  options: options.map((o) => ({ sort: o.sort, title: o.title, value: o.value, is_true: o.is_true })),
});

async function insertOptions(tx: Queryable, questionId: number, options: StoredOption[]): Promise<void> {
  if (options.length === 0) return;
  await tx.query(
    `insert into question_options (question_id, sort, title, value, is_true)
     select $1, o.sort, o.title, o.value, o.is_true
       from jsonb_to_recordset($2::jsonb) as o(sort int, title text, value text, is_true boolean)`,
    [questionId, JSON.stringify(options)],
  );
}

export async function insertQuestion(
  tx: Queryable,
  q: { stored: StoredQuestion; meta: QuestionMeta; authorId: number; quizId: number | null; sort: number },
): Promise<number> {
  const { stored, meta } = q;
  const [row] = await tx.query<{ id: number }>(
    `insert into questions (quiz_id, sort, type, title, content, hint, explanation, mark, settings, tags,
                            difficulty, author_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::text[], $11, $12) returning id`,
    [
      q.quizId,
      q.sort,
      stored.type,
      stored.title,
      stored.content,
      stored.hint,
      stored.explanation,
      stored.mark,
      JSON.stringify(stored.settings),
      meta.tags,
      meta.difficulty,
      q.authorId,
    ],
  );
  await insertOptions(tx, row!.id, stored.options);
  return row!.id;
}

/** Keeps the question as it is at `revision`: written once, never changed. */
export async function insertRevision(
  tx: Queryable,
  questionId: number,
  revision: number,
  snapshot: StoredQuestion,
): Promise<void> {
  await tx.query(
    `insert into question_revisions (question_id, revision, snapshot) values ($1, $2, $3::jsonb)
     on conflict (question_id, revision) do nothing`,
    [questionId, revision, JSON.stringify(snapshot)],
  );
}

/** Writes new content as revision `revision` (options replaced) and the topics and difficulty. */
export async function updateQuestionContent(
  tx: Queryable,
  id: number,
  stored: StoredQuestion,
  meta: QuestionMeta,
  revision: number,
): Promise<void> {
  await tx.query(
    `update questions set type = $2, title = $3, content = $4, hint = $5, explanation = $6, mark = $7,
            settings = $8::jsonb, tags = $9::text[], difficulty = $10, revision = $11, updated_at = now()
      where id = $1`,
    [
      id,
      stored.type,
      stored.title,
      stored.content,
      stored.hint,
      stored.explanation,
      stored.mark,
      JSON.stringify(stored.settings),
      meta.tags,
      meta.difficulty,
      revision,
    ],
  );
  await tx.query('delete from question_options where question_id = $1', [id]);
  await insertOptions(tx, id, stored.options);
}

/**
 * Learners who have answered (a finished attempt graded it, or a status), pinned or practise the
 * question: any of them and it is archived rather than deleted.
 */
export async function countLearners(db: Queryable, questionId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from (
       select user_id from question_statuses where question_id = $1
       union select user_id from practice_cards where question_id = $1
       union select user_id from quiz_attempts
        where status = 'completed' and results -> 'answered' ? $1::text
     ) learners`,
    [questionId],
  );
  return row?.n ?? 0;
}

export async function deleteQuestion(tx: Queryable, id: number): Promise<void> {
  await tx.query('delete from questions where id = $1', [id]);
}

export async function archiveQuestion(tx: Queryable, id: number): Promise<void> {
  await tx.query(
    'update questions set archived_at = now(), quiz_id = null, updated_at = now() where id = $1',
    [id],
  );
}

export async function nextSort(tx: Queryable, quizId: number): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    'select coalesce(max(sort) + 1, 0)::int as n from questions where quiz_id = $1',
    [quizId],
  );
  return row?.n ?? 0;
}
