import type { Queryable } from '../../db/database';
import type { QuestionMeta, StoredQuestion } from './question-draft-codec';

/**
 * Many questions written at once (an import of thousands): their ids taken first, so each question's
 * options follow it, then one statement for the questions and one for the options.
 */
export async function insertQuestions(
  tx: Queryable,
  input: {
    questions: readonly { stored: StoredQuestion; meta: QuestionMeta }[];
    authorId: number;
    quizId: number | null;
  },
): Promise<number[]> {
  const n = input.questions.length;
  if (n === 0) return [];
  const ids = (
    await tx.query<{ id: number }>(`select nextval('post_ids')::int as id from generate_series(1, $1)`, [n])
  ).map((r) => r.id);
  const [first] = await tx.query<{ n: number }>(
    'select coalesce(max(sort) + 1, 0)::int as n from questions where quiz_id = $1',
    [input.quizId],
  );
  const start = first?.n ?? 0;
  const rows = input.questions.map(({ stored, meta }, i) => ({
    id: ids[i],
    sort: start + i,
    type: stored.type,
    title: stored.title,
    content: stored.content,
    hint: stored.hint,
    explanation: stored.explanation,
    mark: stored.mark,
    settings: stored.settings,
    tags: meta.tags,
    difficulty: meta.difficulty,
  }));
  await tx.query(
    `insert into questions (id, quiz_id, sort, type, title, content, hint, explanation, mark, settings, tags,
                            difficulty, author_id)
     select x.id, $2, x.sort, x.type, x.title, x.content, x.hint, x.explanation, x.mark, x.settings,
            array(select jsonb_array_elements_text(x.tags)), x.difficulty, $3
       from jsonb_to_recordset($1::jsonb) as x(id int, sort int, type text, title text, content text, hint text,
            explanation text, mark numeric, settings jsonb, tags jsonb, difficulty smallint)`,
    [JSON.stringify(rows), input.quizId, input.authorId],
  );
  const options = input.questions.flatMap(({ stored }, i) =>
    stored.options.map((o) => ({ question_id: ids[i], ...o })),
  );
  if (options.length > 0)
    await tx.query(
      `insert into question_options (question_id, sort, title, value, is_true)
       select o.question_id, o.sort, o.title, o.value, o.is_true
         from jsonb_to_recordset($1::jsonb) as o(question_id int, sort int, title text, value text, is_true boolean)`,
      [JSON.stringify(options)],
    );
  return ids;
}
