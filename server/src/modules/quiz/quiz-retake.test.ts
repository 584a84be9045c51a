import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, tokenOf, type Caller, type TestLearner } from '../../../test/course-fixtures';
import { answerKey, attemptsOf, enrol, expectNoSecrets, findQuiz, userItemOf } from './quiz-test-kit';

/** Retakes left = retake count − retaken; a negative count is unlimited (SPEC §4). */
describe.each(testDatabases)('quiz retake on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
  });
  afterAll(() => t.close());

  const allPlans = ['subscriber', 'premium_osp', 'premium_zsv', 'premium_tsp'];
  const finish = async (me: TestLearner, quizId: number, answered: object = {}) => {
    const res = await api.post('/quiz/finish', { id: quizId, answered }, me.token);
    expect(res.statusCode).toBe(200);
    return quizApi.finishQuiz.response.parse(res.json());
  };
  const retake = (me: TestLearner, quizId: number) => api.post('/quiz/retake', { id: quizId }, me.token);

  it('a retake count of 2 allows two retakes, then refuses; every attempt stays', async () => {
    const quiz = await findQuiz(t, { retakeCount: 2, timed: false, preview: false });
    const key = await answerKey(t, quiz.id);
    const me = await makeLearner(t, allPlans);
    await enrol(t, me.id, quiz.courseId);
    await api.post('/quiz/start', { id: quiz.id }, me.token);
    await finish(me, quiz.id, key.wrong);
    for (const n of [1, 2]) {
      const res = await retake(me, quiz.id);
      expect(res.statusCode).toBe(200);
      const body = quizApi.retakeQuiz.response.parse(res.json());
      expect(body).toMatchObject({ status: 'success', message: 'Začal nový pokus. Hodně štěstí!' });
      expect(body.data!.results).toMatchObject({ status: 'started', retaken: n, answered: {} });
      expectNoSecrets(body.data!.questions);
      expect(await userItemOf(t, me.id, quiz.id)).toEqual({ status: 'started', graduation: 'in-progress' });
      await finish(me, quiz.id, n === 2 ? key.right : key.wrong);
    }
    const refused = await retake(me, quiz.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'quiz_no_retakes',
      message: 'Další pokus už není možný, všechna opakování jsou vyčerpaná.',
      data: { status: 400, retake_count: 2, retaken: 2 },
    });
    const attempts = await attemptsOf(t, me.id, quiz.id);
    expect(attempts.map((a) => [a.status, a.retaken])).toEqual([
      ['completed', 0],
      ['completed', 1],
      ['completed', 2],
    ]);
    const view = quizApi.getQuiz.response.parse((await api.get(`/quiz/${quiz.id}`, me.token)).json());
    expect(view.results).toMatchObject({ status: 'completed', graduation: 'passed', retaken: 2 });
  });

  it('a negative retake count is unlimited; a preview quiz needs no enrolment and no plan', async () => {
    const quiz = await findQuiz(t, { retakeCount: -1, preview: true });
    const me = await makeLearner(t, ['subscriber']);
    await api.post('/quiz/start', { id: quiz.id }, me.token);
    await finish(me, quiz.id);
    for (let n = 1; n <= 5; n++) {
      const res = await retake(me, quiz.id);
      expect(res.statusCode).toBe(200);
      expect(quizApi.retakeQuiz.response.parse(res.json()).data!.results.retaken).toBe(n);
      await finish(me, quiz.id);
    }
    expect(await attemptsOf(t, me.id, quiz.id)).toHaveLength(6);
  });

  it('a retake count of 0 allows no retake', async () => {
    const quiz = await findQuiz(t, { retakeCount: 3, timed: false, preview: false });
    await t.db.query('update quizzes set retake_count = 0 where item_id = $1', [quiz.id]);
    const me = await makeLearner(t, allPlans);
    await enrol(t, me.id, quiz.courseId);
    await api.post('/quiz/start', { id: quiz.id }, me.token);
    await finish(me, quiz.id);
    const refused = await retake(me, quiz.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'quiz_no_retakes', data: { retake_count: 0, retaken: 0 } });
    expect(await attemptsOf(t, me.id, quiz.id)).toHaveLength(1);
  });

  it('a quiz the seed marks completed (no stored attempt) reads as completed and can be retaken', async () => {
    const [row] = await t.db.query<{ username: string; item_id: number; graduation: string }>(
      `select u.username, ui.item_id, ui.graduation
         from user_items ui join items i on i.id = ui.item_id join quizzes q on q.item_id = i.id
         join users u on u.id = ui.user_id
        where i.type = 'lp_quiz' and ui.status = 'completed' and q.retake_count <> 0
        order by ui.id limit 1`,
    );
    const me = await tokenOf(t, row!.username);
    const view = quizApi.getQuiz.response.parse((await api.get(`/quiz/${row!.item_id}`, me.token)).json());
    expect(view.results).toMatchObject({ status: 'completed', graduation: row!.graduation, retaken: 0 });
    const res = await retake(me, row!.item_id);
    expect(res.statusCode).toBe(200);
    expect(quizApi.retakeQuiz.response.parse(res.json()).data!.results).toMatchObject({
      status: 'started',
      retaken: 1,
    });
  });

  it('only a finished quiz is retaken; fetch-results keeps showing the last finished attempt', async () => {
    const quiz = await findQuiz(t, { retakeCount: 2, timed: false, preview: false });
    const key = await answerKey(t, quiz.id);
    const me = await makeLearner(t, allPlans);
    await enrol(t, me.id, quiz.courseId);
    const early = await retake(me, quiz.id);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      code: 'quiz_not_completed',
      message: 'Opakovat jde jen vyhodnocený kvíz.',
    });
    await api.post('/quiz/start', { id: quiz.id }, me.token);
    expect((await retake(me, quiz.id)).statusCode).toBe(400);
    const finished = await finish(me, quiz.id, key.right);
    await retake(me, quiz.id);
    const results = quizApi.fetchQuizResults.response.parse(
      (await api.get(`/quiz/fetch-results?id=${quiz.id}`, me.token)).json(),
    );
    expect(results.results).toEqual(finished.data!.results);
    // the new attempt reveals nothing
    const view = quizApi.getQuiz.response.parse((await api.get(`/quiz/${quiz.id}`, me.token)).json());
    expect(view.results).toMatchObject({ status: 'started', retaken: 1 });
    expectNoSecrets(view.questions);
  });
});
