import { studioReportsApi as R, type QuizReport } from '@studovna/core/contract/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, courseId, SLUGS, tokenOf, type TestLearner } from '../../../test/course-fixtures';
import { http } from '../../../test/http';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { DEMO_STUDIO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { answerKey, findQuiz, type AnswerKey, type QuizRef } from '../quiz/quiz-test-kit';
import { clearScores, planLearner, takeQuiz } from '../statistics/scores-test-kit';
import { countAllPendingAttempts } from './item-analysis-folding';
import { foldPendingAttempts, rebuildItemAnalysis } from './item-analysis.repository';

/**
 * Item analysis counted off the finish (decision 0037): a finish marks its attempt pending, the report
 * folds the pending ones in before it reads, folders running at once count each attempt exactly once, and
 * what an attempt adds is derived from its stored results (rest of the score, revision, chosen values).
 */
describe.each(testDatabases)('item analysis folded in from pending attempts, on %s', (kind) => {
  let t: TestApp;
  let quiz: QuizRef;
  let key: AnswerKey;
  let course: number;
  let admin: TestLearner;
  beforeAll(async () => {
    t = await createTestApp(kind);
    quiz = await findQuiz(t, { course: SLUGS.ospFree, preview: false, timed: false });
    key = await answerKey(t, quiz.id);
    course = await courseId(t, SLUGS.ospFree);
    admin = await tokenOf(t, DEMO_STUDIO_ACCOUNTS.administrator.username);
  });
  afterAll(() => t?.close());

  const report = async (): Promise<QuizReport> => {
    const res = await http(t.app).call(R.getQuizReport, { params: { id: quiz.id } }, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const sums = () =>
    t.db.query(
      `select s.question_id, s.revision, s.learners, s.correct, s.answered, s.sum_rest::int as sum_rest,
              s.sum_rest2::int as sum_rest2, s.sum_correct_rest::int as sum_correct_rest,
              coalesce((select json_agg(json_build_array(o.value, o.chosen) order by o.value)
                          from item_analysis_options o where (o.quiz_id, o.question_id, o.revision)
                            = (s.quiz_id, s.question_id, s.revision)), '[]') as chosen
         from item_analysis_questions s where quiz_id = $1 order by question_id, revision`,
      [quiz.id],
    );
  const learnersCounted = async () =>
    (
      await t.db.query<{ learners: number }>(
        'select learners from item_analysis_quizzes where quiz_id = $1',
        [quiz.id],
      )
    )[0]?.learners ?? 0;

  it('a finish leaves its attempt pending; the report a moment later counts it; a retake never counts', async () => {
    await clearScores(t, quiz.id);
    const me = await planLearner(t, course);
    await takeQuiz(caller(t), me, quiz.id, key.right);
    // in one snapshot: pending and not counted, or (when the process's folding, every second, took it
    // already) counted and no longer pending
    const [seen] = await t.db.query<{ analysis_pending: boolean; learners: number }>(
      `select a.analysis_pending,
              coalesce((select learners from item_analysis_quizzes where quiz_id = a.quiz_id), 0) as learners
         from quiz_attempts a where a.user_id = $1 and a.quiz_id = $2`,
      [me.id, quiz.id],
    );
    expect(seen!.learners).toBe(seen!.analysis_pending ? 0 : 1);
    expect((await report()).learners).toBe(1);
    expect(await learnersCounted()).toBe(1);
    await takeQuiz(caller(t), me, quiz.id, key.wrong);
    expect((await report()).learners).toBe(1);
    expect(
      await t.db.query('select 1 from quiz_attempts where quiz_id = $1 and analysis_pending', [quiz.id]),
    ).toEqual([]);
  });

  it('adds the rest of the score, the graded revision and the values chosen of a stored attempt', async () => {
    await clearScores(t, quiz.id);
    const me = await planLearner(t, course);
    await takeQuiz(caller(t), me, quiz.id, key.right);
    await countAllPendingAttempts(t.db);
    await t.db.query('delete from item_analysis_questions where quiz_id = $1', [quiz.id]);
    await t.db.query('delete from item_analysis_quizzes where quiz_id = $1', [quiz.id]);
    const [a, b, c, d] = key.questions.map((q) => q.id);
    await t.db.query(
      `update quiz_attempts set results = $3::jsonb, analysis_pending = true where user_id = $1 and quiz_id = $2`,
      [
        me.id,
        quiz.id,
        JSON.stringify({
          answered: {
            [a!]: { answered: 'b', correct: true, mark: 2 },
            [b!]: { answered: ['a', 'c', ' ', 'a'], correct: false, mark: -1 },
            [c!]: { answered: '', correct: false, mark: 0 },
            [d!]: { answered: { b1: 'Praha' }, correct: true, mark: 0.5 },
          },
          graded: [
            { id: a, revision: 3 },
            { id: b, revision: 1 },
          ],
          result: 50,
          user_mark: 1.5,
        }),
      ],
    );
    await countAllPendingAttempts(t.db);
    // the net score is 2 − 1 + 0 + 0.5 = 1.5 points: each question's rest is the others' 150 − own
    const row = (
      question_id: number,
      revision: number,
      correct: number,
      answered: number,
      rest: number,
      chosen: unknown[],
    ) => ({
      question_id,
      revision,
      learners: 1,
      correct,
      answered,
      sum_rest: rest,
      sum_rest2: rest * rest,
      sum_correct_rest: correct ? rest : 0,
      chosen,
    });
    expect(await sums()).toEqual(
      [
        row(a!, 3, 1, 1, -50, [['b', 1]]),
        row(b!, 1, 0, 1, 250, [
          ['a', 1],
          ['c', 1],
        ]),
        row(c!, 1, 0, 0, 150, []),
        row(d!, 1, 1, 1, 100, []),
      ].sort((x, y) => x.question_id - y.question_id),
    );
  });

  it('finishes and folders at once count every first attempt exactly once', async () => {
    await clearScores(t, quiz.id);
    const learners = await Promise.all(Array.from({ length: 16 }, () => planLearner(t, course)));
    const lp = caller(t);
    let finishing = true;
    const folder = async () => {
      let folded = 0;
      while (finishing) {
        folded += await t.db.transaction((tx) => foldPendingAttempts(tx, 3, { wait: false }));
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      return folded;
    };
    // three processes' folding, each taking small batches as fast as it can
    const folders = [folder(), folder(), folder()];
    await Promise.all(
      learners.map(async (me, n) => {
        await takeQuiz(lp, me, quiz.id, n % 2 ? key.right : key.wrong);
        if (n % 4 === 0) await takeQuiz(lp, me, quiz.id, key.right);
      }),
    );
    finishing = false;
    await Promise.all(folders);
    expect((await report()).learners).toBe(16);
    const folded = await sums();
    await t.db.transaction((tx) => rebuildItemAnalysis(tx, [quiz.id]));
    expect(await sums()).toEqual(folded);
  });
});
