import type { Queryable } from '../../db/database';
import type { OptionRow, QuestionRow } from './quiz-content.repository';

/**
 * Questions as a finished attempt was graded with them (decision 0024): earlier revisions from
 * `question_revisions`, current ones by id (a question that left its quiz stays readable here).
 */

interface Snapshot {
  type: QuestionRow['type'];
  title: string;
  content: string;
  hint: string;
  explanation: string;
  mark: number;
  settings: QuestionRow['settings'];
  options: { id?: number; sort: number; title: string; value: string; is_true: boolean }[];
}

/** The snapshots of these (question, revision) pairs, as rows the quiz view reads. */
export async function findRevisions(
  db: Queryable,
  pairs: readonly { id: number; revision: number }[],
): Promise<{ row: QuestionRow; options: OptionRow[] }[]> {
  if (pairs.length === 0) return [];
  // a question's part is the quiz's, not the revision's: it is read from the question as it is now
  const rows = await db.query<{
    question_id: number;
    revision: number;
    snapshot: Snapshot;
    part: number | null;
  }>(
    `select r.question_id, r.revision, r.snapshot, q.part
       from question_revisions r
       join jsonb_to_recordset($1::jsonb) as p(id int, revision int)
         on p.id = r.question_id and p.revision = r.revision
       left join questions q on q.id = r.question_id`,
    [JSON.stringify(pairs)],
  );
  return rows.map(({ question_id: id, revision, snapshot: s, part }) => ({
    row: {
      id,
      type: s.type,
      title: s.title,
      content: s.content,
      hint: s.hint,
      explanation: s.explanation,
      mark: Number(s.mark),
      revision,
      settings: s.settings,
      part,
    },
    options: s.options.map((o, i) => ({
      id: o.id ?? -(i + 1),
      question_id: id,
      sort: o.sort,
      title: o.title,
      value: o.value,
      is_true: o.is_true,
    })),
  }));
}

/** Current questions by id, in or out of a quiz, with their options. */
export async function findQuestionsById(
  db: Queryable,
  ids: readonly number[],
): Promise<{ questions: QuestionRow[]; options: OptionRow[] }> {
  if (ids.length === 0) return { questions: [], options: [] };
  const questions = await db.query<QuestionRow>(
    `select id, type, title, content, hint, explanation, mark, revision, settings
       from questions where id = any($1::int[])`,
    [ids],
  );
  const options = await db.query<OptionRow>(
    `select id, question_id, sort, title, value, is_true from question_options
      where question_id = any($1::int[]) order by question_id, sort, id`,
    [ids],
  );
  return { questions, options };
}
