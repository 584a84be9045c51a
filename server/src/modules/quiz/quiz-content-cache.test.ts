import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, type Caller } from '../../../test/course-fixtures';
import { enrol, findQuiz, type QuizRef } from './quiz-test-kit';

/** A quiz's content is kept between requests (decision 0014) and follows every change of it. */
describe.each(testDatabases)('the kept quiz content on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  let quiz: QuizRef;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    quiz = await findQuiz(t, { preview: false, instantCheck: true, retakeCount: -1 });
  });
  afterAll(() => t.close());

  const learner = async () => {
    const me = await makeLearner(t, ['subscriber', 'premium_osp', 'premium_zsv', 'premium_tsp']);
    await enrol(t, me.id, quiz.courseId);
    return me;
  };

  it('a changed question shows on the next request, and a quiz read again needs no content queries', async () => {
    const me = await learner();
    const first = (await api.get(`/quiz/${quiz.id}`, me.token)).json();
    const question = first.questions[0];
    const spy = vi.spyOn(t.db, 'query');
    try {
      await api.get(`/quiz/${quiz.id}`, me.token);
      const sql = spy.mock.calls.map(([text]) => String(text));
      expect(sql.some((text) => /from questions/.test(text))).toBe(false);
    } finally {
      spy.mockRestore();
    }
    await t.db.query(`update questions set title = 'Nové zadání' where id = $1`, [question.id]);
    const again = (await api.get(`/quiz/${quiz.id}`, me.token)).json();
    expect(again.questions.find((q: { id: number }) => q.id === question.id).title).toBe('Nové zadání');
  });

  it('grading follows a changed answer key and the percentile a changed mark', async () => {
    const me = await learner();
    await api.post('/quiz/start', { id: quiz.id }, me.token);
    const [single] = await t.db.query<{ id: number }>(
      `select id from questions where quiz_id = $1 and type = 'single_choice' order by sort, id limit 1`,
      [quiz.id],
    );
    const options = await t.db.query<{ id: number; value: string; is_true: boolean }>(
      'select id, value, is_true from question_options where question_id = $1 order by sort, id',
      [single!.id],
    );
    const wrong = options.find((o) => !o.is_true)!;
    // the first read keeps the quiz; then the key changes: the wrong option becomes the right one
    await api.get(`/quiz/${quiz.id}`, me.token);
    await t.db.query('update question_options set is_true = (id = $2) where question_id = $1', [
      single!.id,
      wrong.id,
    ]);
    const checked = await api.post(
      '/quiz/check_answer',
      { id: quiz.id, question_id: single!.id, answered: wrong.value },
      me.token,
    );
    expect(checked.json().data.result.correct).toBe(true);

    // full marks are the top score; after the marks grow a hundredfold, the same points are near the bottom
    const [{ full }] = (await t.db.query<{ full: number }>(
      'select sum(mark) as full from questions where quiz_id = $1',
      [quiz.id],
    )) as [{ full: number }];
    const percentile = async () =>
      (await api.get(`/quiz/percentil?id=${quiz.id}&user_mark=${full}`, me.token)).json().percentil;
    expect(await percentile()).toBe(1);
    await t.db.query('update questions set mark = mark * 100 where quiz_id = $1', [quiz.id]);
    expect(await percentile()).toBeLessThan(1);
  });
});
