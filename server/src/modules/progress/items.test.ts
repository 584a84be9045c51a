import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemsApi, quizApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, type Caller, type TestLearner } from '../../../test/course-fixtures';
import {
  answerKey,
  attemptsOf,
  enrol,
  findLesson,
  findQuiz,
  pick,
  userItemOf,
  type QuizRef,
} from '../quiz/quiz-test-kit';

/** GET /items/reset: a lesson restored, a quiz run cleared (finished attempts stay as history). */
describe.each(testDatabases)('item reset on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  let quiz: QuizRef;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    quiz = await findQuiz(t, { preview: false, timed: false, instantCheck: false });
  });
  afterAll(() => t.close());

  const reset = async (me: TestLearner, id: number) => {
    const res = await api.get(`/items/reset?id=${id}`, me.token);
    expect(res.statusCode).toBe(200);
    return itemsApi.resetItem.response.parse(res.json());
  };
  const learner = async () => {
    const me = await makeLearner(t, ['subscriber', 'premium_osp', 'premium_zsv', 'premium_tsp']);
    await enrol(t, me.id, quiz.courseId);
    return me;
  };

  it('a quiz in progress starts over: its attempt and its saved answers are gone', async () => {
    const key = await answerKey(t, quiz.id);
    const me = await learner();
    await api.post('/quiz/start', { id: quiz.id }, me.token);
    await api.post('/quiz/save-answers', { id: quiz.id, answered: pick(key, 'right', [0, 1]) }, me.token);
    expect(await reset(me, quiz.id)).toEqual({
      status: 'success',
      message: 'Postup v této části kurzu je vymazaný, můžeš začít znovu.',
      data: null,
    });
    expect(await attemptsOf(t, me.id, quiz.id)).toEqual([]);
    expect(await userItemOf(t, me.id, quiz.id)).toBeNull();
    const view = quizApi.getQuiz.response.parse((await api.get(`/quiz/${quiz.id}`, me.token)).json());
    expect(view.results).toMatchObject({ status: '', answered: {} });
    const again = quizApi.startQuiz.response.parse(
      (await api.post('/quiz/start', { id: quiz.id }, me.token)).json(),
    );
    expect(again.data!.results).toMatchObject({ status: 'started', retaken: 0, answered: {} });
  });

  it('a finished quiz starts over; its finished attempt stays as history', async () => {
    const key = await answerKey(t, quiz.id);
    const me = await learner();
    await api.post('/quiz/start', { id: quiz.id }, me.token);
    const finished = quizApi.finishQuiz.response.parse(
      (await api.post('/quiz/finish', { id: quiz.id, answered: key.right }, me.token)).json(),
    );
    await reset(me, quiz.id);
    const attempts = await attemptsOf(t, me.id, quiz.id);
    expect(attempts.map((a) => [a.status, a.user_item_id])).toEqual([['completed', null]]);
    const view = quizApi.getQuiz.response.parse((await api.get(`/quiz/${quiz.id}`, me.token)).json());
    expect(view.results.status).toBe('');
    const history = quizApi.fetchQuizResults.response.parse(
      (await api.get(`/quiz/fetch-results?id=${quiz.id}`, me.token)).json(),
    );
    expect(history.results).toEqual(finished.data!.results);
    expect((await api.post('/quiz/start', { id: quiz.id }, me.token)).statusCode).toBe(200);
    expect((await attemptsOf(t, me.id, quiz.id)).map((a) => a.status)).toEqual(['completed', 'started']);
  });

  it('a learned lesson is restored; an item never opened is reset without change', async () => {
    const lesson = await findLesson(t, false);
    const me = await makeLearner(t);
    await enrol(t, me.id, lesson.courseId);
    await api.post('/lessons/finish', { id: lesson.id }, me.token);
    await reset(me, lesson.id);
    expect(await userItemOf(t, me.id, lesson.id)).toBeNull();
    expect((await api.get(`/lessons/${lesson.id}`, me.token)).json().results).toEqual({ status: '' });
    expect((await reset(me, lesson.id)).status).toBe('success');
  });

  it('needs a login, an existing item and the course; bad ids are 400', async () => {
    const me = await makeLearner(t);
    expect((await api.get(`/items/reset?id=${quiz.id}`)).statusCode).toBe(401);
    const unknown = await api.get('/items/reset?id=99999999', me.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'item_not_found', message: 'Tato část kurzu neexistuje.' });
    expect((await api.get(`/items/reset?id=${quiz.id}`, me.token)).statusCode).toBe(403);
    expect((await api.get('/items/reset?id=abc', me.token)).statusCode).toBe(400);
    expect((await api.get('/items/reset', me.token)).statusCode).toBe(400);
  });
});
