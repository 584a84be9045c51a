import type { Queryable } from '../../db/database';
import { BANK_ROW_SELECT, type BankQuestionDbRow } from './question-bank.repository';
import type { StoredOption } from './question-draft-codec';

/** The bank's search (migration 0014's indexes): words as prefixes over title, content and blanks' text. */
export interface BankFilter {
  /** A tsquery ('simple'), every word a prefix; undefined for none. */
  tsquery?: string | undefined;
  type?: string | undefined;
  tag?: string | undefined;
  difficulty?: number | undefined;
  quizId?: number | undefined;
  courseId?: number | undefined;
  unassigned: boolean;
  withArchived: boolean;
  /** Questions the user owns or that are in their courses. */
  mineOf?: number | undefined;
  /** Only questions without an explanation (imported, still to be finished). */
  noExplanation: boolean;
  limit: number;
  offset: number;
}

function where(f: Omit<BankFilter, 'limit' | 'offset'>): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const add = (clause: (p: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(`$${params.length}`));
  };
  if (f.tsquery) add((p) => `q.search @@ to_tsquery('simple', ${p})`, f.tsquery);
  if (f.type) add((p) => `q.type = ${p}`, f.type);
  if (f.tag) add((p) => `q.tags @> array[${p}::text]`, f.tag);
  if (f.difficulty) add((p) => `q.difficulty = ${p}`, f.difficulty);
  if (f.quizId) add((p) => `q.quiz_id = ${p}`, f.quizId);
  if (f.courseId) add((p) => `i.course_id = ${p}`, f.courseId);
  if (f.unassigned) clauses.push('q.quiz_id is null');
  if (!f.withArchived) clauses.push('q.archived_at is null');
  if (f.noExplanation) clauses.push("btrim(q.explanation) = ''");
  if (f.mineOf) add((p) => `(q.author_id = ${p} or c.author_id = ${p})`, f.mineOf);
  return { sql: clauses.length > 0 ? `where ${clauses.join(' and ')}` : '', params };
}

/** The quiz and course are joined only when a filter names them. */
const fromOf = (f: Pick<BankFilter, 'courseId' | 'mineOf'>) =>
  f.courseId || f.mineOf
    ? 'questions q left join items i on i.id = q.quiz_id left join courses c on c.id = i.course_id'
    : 'questions q';

export async function searchBank(
  db: Queryable,
  f: BankFilter,
): Promise<{ rows: BankQuestionDbRow[]; total: number }> {
  const { sql, params } = where(f);
  const n = params.length;
  // a page's ids first, then their rows
  const from = fromOf(f);
  const rows = await db.query<BankQuestionDbRow>(
    `with hits as (select q.id from ${from} ${sql} order by q.id desc limit $${n + 1} offset $${n + 2})
     ${BANK_ROW_SELECT} join hits h on h.id = q.id order by q.id desc`,
    [...params, f.limit, f.offset],
  );
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from ${from} ${sql}`, params);
  return { rows, total: count?.n ?? 0 };
}

/** How many questions the filter finds (an export counts them before it reads them). */
export async function countBank(db: Queryable, f: Omit<BankFilter, 'limit' | 'offset'>): Promise<number> {
  const { sql, params } = where(f);
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from ${fromOf(f)} ${sql}`, params);
  return count?.n ?? 0;
}

/**
 * Every question the filter finds, for an export: a quiz's in the quiz's order, those outside any quiz
 * oldest first; with their options in order.
 */
export async function findBankForExport(
  db: Queryable,
  f: Omit<BankFilter, 'limit' | 'offset'>,
): Promise<{ rows: BankQuestionDbRow[]; options: Map<number, StoredOption[]> }> {
  const { sql, params } = where(f);
  const rows = await db.query<BankQuestionDbRow>(
    `with hits as (select q.id from ${fromOf(f)} ${sql})
     ${BANK_ROW_SELECT} join hits h on h.id = q.id order by q.quiz_id is null, q.quiz_id, q.sort, q.id`,
    params,
  );
  return { rows, options: await optionsOf(db, rows) };
}

/** The questions of these quizzes, each quiz's in its order, with their options (a course's export). */
export async function findQuizzesQuestions(
  db: Queryable,
  quizIds: readonly number[],
): Promise<{ rows: BankQuestionDbRow[]; options: Map<number, StoredOption[]> }> {
  const rows = await db.query<BankQuestionDbRow>(
    `${BANK_ROW_SELECT} where q.quiz_id = any($1::int[]) order by q.quiz_id, q.sort, q.id`,
    [quizIds],
  );
  return { rows, options: await optionsOf(db, rows) };
}

/** The options of these questions, in order, by question. */
async function optionsOf(db: Queryable, rows: readonly { id: number }[]) {
  const options = new Map<number, StoredOption[]>();
  const found = await db.query<StoredOption & { question_id: number }>(
    `select question_id, sort, title, value, is_true from question_options
      where question_id = any($1::int[]) order by question_id, sort, id`,
    [rows.map((r) => r.id)],
  );
  for (const { question_id, ...option } of found) {
    const list = options.get(question_id);
    if (list) list.push(option);
    else options.set(question_id, [option]);
  }
  return options;
}
