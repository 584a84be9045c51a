import type { Queryable } from '../../db/database';
import type { AttemptRow } from '../progress/progress.service';
import { findQuestionsById, findRevisions } from './question-revisions.repository';
import type { OptionRow, QuestionRow } from './quiz-content.repository';
import { toGradable, type LoadedQuestion, type LoadedQuiz } from './quiz-loader';

/**
 * The questions of a finished attempt exactly as it was graded (decision 0024): each at the revision
 * recorded in its results — the current row when unchanged, the kept snapshot otherwise — also those that
 * have left the quiz since, and none added after it.
 */

/** What the attempt graded, in the order shown; before revisions were recorded, every question was at 1. */
function gradedOf(quiz: LoadedQuiz, attempt: AttemptRow): { id: number; revision: number }[] {
  const results = attempt.results!;
  if (results.graded) return results.graded;
  const position = new Map(quiz.questions.map((q, i) => [q.row.id, i]));
  const at = (id: number) => position.get(id) ?? Number.MAX_SAFE_INTEGER;
  return Object.keys(results.answered)
    .map(Number)
    .sort((a, b) => at(a) - at(b) || a - b)
    .map((id) => ({ id, revision: 1 }));
}

const loaded = (row: QuestionRow, options: OptionRow[]): LoadedQuestion => ({
  row,
  options,
  gradable: toGradable(row, options),
});

export async function quizAsGraded(
  db: Queryable,
  quiz: LoadedQuiz,
  attempt: AttemptRow,
): Promise<LoadedQuiz> {
  const graded = gradedOf(quiz, attempt);
  const current = new Map(quiz.questions.map((q) => [q.row.id, q]));
  const same = (g: { id: number; revision: number }) => current.get(g.id)?.row.revision === g.revision;
  const missing = graded.filter((g) => !same(g));
  if (missing.length === 0) return { ...quiz, questions: graded.map((g) => current.get(g.id)!) };

  const found = new Map<string, LoadedQuestion>();
  for (const { row, options } of await findRevisions(db, missing))
    found.set(`${row.id}:${row.revision}`, loaded(row, options));
  const outside = missing.filter((g) => !found.has(`${g.id}:${g.revision}`)).map((g) => g.id);
  const byId = await findQuestionsById(db, outside);
  for (const row of byId.questions)
    found.set(
      `${row.id}:${row.revision}`,
      loaded(
        row,
        byId.options.filter((o) => o.question_id === row.id),
      ),
    );
  const questions = graded.flatMap((g) => {
    const q = same(g) ? current.get(g.id) : found.get(`${g.id}:${g.revision}`);
    return q ? [q] : [];
  });
  return { ...quiz, questions };
}
