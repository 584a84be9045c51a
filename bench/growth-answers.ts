// The answers the growth benchmark stores in its generated attempts: for every question of the quiz, its
// right answer and the wrong ones a learner may give (each distractor of a choice question), with its
// points and the revision graded, so the attempts look like those a finish stores (decision 0030).
import type { Database } from '../server/src/db/database';

export interface GrowthAnswers {
  questions: { id: number; mark: number; right_answer: unknown; wrong: unknown[] }[];
  graded: { id: number; revision: number }[];
}

export async function answersOfQuiz(db: Database, quizId: number): Promise<GrowthAnswers> {
  const questions = await db.query<{
    id: number;
    type: string;
    mark: number;
    revision: number;
    settings: { blanks?: { id: string }[] };
  }>('select id, type, mark, revision, settings from questions where quiz_id = $1 order by sort, id', [
    quizId,
  ]);
  const options = await db.query<{ question_id: number; value: string; is_true: boolean }>(
    `select o.question_id, o.value, o.is_true from question_options o join questions q on q.id = o.question_id
      where q.quiz_id = $1 order by o.question_id, o.sort, o.id`,
    [quizId],
  );
  return {
    questions: questions.map((q) => {
      const own = options.filter((o) => o.question_id === q.id);
      const truthy = own.filter((o) => o.is_true).map((o) => o.value);
      const falsy = own.filter((o) => !o.is_true).map((o) => o.value);
      const [right_answer, wrong]: [unknown, unknown[]] =
        q.type === 'single_choice' || q.type === 'true_or_false'
          ? [truthy[0], falsy]
          : q.type === 'multi_choice'
            ? [truthy, falsy.map((v) => [v])]
            : q.type === 'sorting_choice'
              ? [truthy, [[...truthy].reverse()]]
              : [
                  Object.fromEntries((q.settings.blanks ?? []).map((b) => [b.id, 'správně'])),
                  [Object.fromEntries((q.settings.blanks ?? []).map((b) => [b.id, 'nesmysl']))],
                ];
      return { id: q.id, mark: Number(q.mark), right_answer, wrong: wrong.length ? wrong : [''] };
    }),
    graded: questions.map((q) => ({ id: q.id, revision: q.revision })),
  };
}
