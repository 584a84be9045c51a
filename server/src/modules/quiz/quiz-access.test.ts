import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, type Caller } from '../../../test/course-fixtures';
import {
  answerKey,
  attemptsOf,
  enrol,
  expectNoSecrets,
  findLesson,
  findQuiz,
  pick,
  type QuizRef,
} from './quiz-test-kit';

/** Who may read, start, answer and evaluate a quiz; bad input changes nothing. */
describe.each(testDatabases)('quiz access on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  let preview: QuizRef;
  let locked: QuizRef;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    preview = await findQuiz(t, { preview: true });
    // a test in a paid course of a family whose category requires its study plan (decision 0019)
    locked = await findQuiz(t, { preview: false, paid: true, timed: false });
  });
  afterAll(() => t.close());

  it('a guest reads a preview quiz without answers, and gets 401 for anything else', async () => {
    const res = await api.get(`/quiz/${preview.id}`);
    expect(res.statusCode).toBe(200);
    const quiz = quizApi.getQuiz.response.parse(res.json());
    expect(quiz.results).toMatchObject({ status: '', graduation: '', answered: {}, total_time: null });
    expect(quiz.checked_questions).toEqual([]);
    expectNoSecrets(quiz.questions);
    const guest = await api.get(`/quiz/${locked.id}`);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({
      code: 'rest_not_logged_in',
      message: 'Akce vyžaduje přihlášený účet',
    });
    for (const path of [
      '/quiz/start',
      '/quiz/save-answers',
      '/quiz/check_answer',
      '/quiz/finish',
      '/quiz/retake',
    ]) {
      const call = await api.post(path, { id: preview.id, question_id: 1, answered: {} });
      expect(call.statusCode, path).toBe(401);
    }
    for (const path of [`/quiz/fetch-results?id=${preview.id}`, `/quiz/quiz-course-summary?id=${preview.id}`])
      expect((await api.get(path)).statusCode, path).toBe(401);
  });

  it('a learner outside the course gets 403 with a code, for reading and for every action', async () => {
    const me = await makeLearner(t, ['subscriber', 'premium_osp', 'premium_zsv', 'premium_tsp']);
    const read = await api.get(`/quiz/${locked.id}`, me.token);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({
      code: 'learning_not_enrolled',
      message: 'Tento obsah je dostupný jen studujícím kurzu. Nejdřív se do kurzu zapiš.',
      data: { status: 403 },
    });
    for (const path of ['/quiz/start', '/quiz/save-answers', '/quiz/finish', '/quiz/retake']) {
      const call = await api.post(path, { id: locked.id, answered: {} }, me.token);
      expect(call.statusCode, path).toBe(403);
    }
    expect((await api.get(`/quiz/fetch-results?id=${locked.id}`, me.token)).statusCode).toBe(403);
    expect(await attemptsOf(t, me.id, locked.id)).toEqual([]);
  });

  it('without the study plan a learner practises but cannot evaluate (SPEC §6); with it, can', async () => {
    const key = await answerKey(t, locked.id);
    const me = await makeLearner(t, ['subscriber']);
    await enrol(t, me.id, locked.courseId);
    expect((await api.post('/quiz/start', { id: locked.id }, me.token)).statusCode).toBe(200);
    const save = await api.post(
      '/quiz/save-answers',
      { id: locked.id, answered: pick(key, 'right', [0]) },
      me.token,
    );
    expect(save.statusCode).toBe(200);
    const refused = await api.post('/quiz/finish', { id: locked.id, answered: key.right }, me.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'quiz_requires_plan',
      message: 'Kvíz se dá vyhodnotit pouze s aktivním studijním plánem',
      data: { status: 403 },
    });
    expect((await attemptsOf(t, me.id, locked.id)).map((a) => a.status)).toEqual(['started']);
    const [family] = await t.db.query<{ code: string }>(
      `select unnest(cat.subscription) as code from course_categories cc join categories cat on cat.id = cc.category_id
        where cc.course_id = $1`,
      [locked.courseId],
    );
    await t.db.query('update users set roles = $2 where id = $1', [
      me.id,
      ['subscriber', `premium_${family!.code}`],
    ]);
    const finish = await api.post('/quiz/finish', { id: locked.id, answered: key.right }, me.token);
    expect(finish.statusCode).toBe(200);
    expect(finish.json().data.results).toMatchObject({ status: 'completed', result: 100 });
  });

  it('another learner never sees nor touches someone else’s attempt', async () => {
    const key = await answerKey(t, locked.id);
    const owner = await makeLearner(t, ['subscriber', 'premium_osp', 'premium_zsv', 'premium_tsp']);
    const other = await makeLearner(t, ['subscriber', 'premium_osp', 'premium_zsv', 'premium_tsp']);
    const stranger = await makeLearner(t, ['subscriber']);
    await enrol(t, owner.id, locked.courseId);
    await enrol(t, other.id, locked.courseId);
    await api.post('/quiz/start', { id: locked.id }, owner.token);
    await api.post('/quiz/save-answers', { id: locked.id, answered: key.right }, owner.token);
    const before = await attemptsOf(t, owner.id, locked.id);
    // outside the course: 403; in it: their own (empty) run, and actions that do not reach the owner's
    expect((await api.get(`/quiz/${locked.id}`, stranger.token)).statusCode).toBe(403);
    const view = quizApi.getQuiz.response.parse((await api.get(`/quiz/${locked.id}`, other.token)).json());
    expect(view.results).toMatchObject({ status: '', answered: {} });
    const finish = await api.post('/quiz/finish', { id: locked.id, answered: key.wrong }, other.token);
    expect(finish.statusCode).toBe(400);
    expect((await api.get(`/items/reset?id=${locked.id}`, stranger.token)).statusCode).toBe(403);
    expect(await attemptsOf(t, owner.id, locked.id)).toEqual(before);
  });

  it('an unknown quiz is 404 with a code; a lesson id is no quiz', async () => {
    const me = await makeLearner(t);
    const lesson = await findLesson(t, true);
    for (const id of [99999999, lesson.id]) {
      const res = await api.get(`/quiz/${id}`, me.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'quiz_not_found',
        message: 'Kvíz neexistuje.',
        data: { status: 404 },
      });
      expect((await api.post('/quiz/start', { id }, me.token)).statusCode).toBe(404);
      expect((await api.post('/quiz/finish', { id, answered: {} }, me.token)).statusCode).toBe(404);
      expect((await api.get(`/quiz/fetch-results?id=${id}`, me.token)).statusCode).toBe(404);
      expect((await api.get(`/quiz/quiz-course-summary?id=${id}`, me.token)).statusCode).toBe(404);
    }
  });

  it('input of the wrong types is 400 and changes nothing', async () => {
    const key = await answerKey(t, preview.id);
    const me = await makeLearner(t);
    await api.post('/quiz/start', { id: preview.id }, me.token);
    await api.post('/quiz/save-answers', { id: preview.id, answered: pick(key, 'right', [0]) }, me.token);
    const before = await attemptsOf(t, me.id, preview.id);
    const q = String(key.questions[1]!.id);
    const bad: [string, object][] = [
      ['/quiz/start', { id: 'abc' }],
      ['/quiz/save-answers', { id: preview.id, answered: 5 }],
      ['/quiz/save-answers', { id: preview.id, answered: { abc: 'x' } }],
      ['/quiz/save-answers', { id: preview.id, answered: { [q]: 7 } }],
      ['/quiz/check_answer', { id: preview.id, answered: 'x' }],
      ['/quiz/check_answer', { id: preview.id, question_id: q, answered: { b1: 3 } }],
      ['/quiz/finish', { id: preview.id }],
      ['/quiz/finish', { id: -1, answered: {} }],
    ];
    for (const [path, payload] of bad) {
      const res = await api.post(path, payload, me.token);
      expect(res.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    }
    expect((await api.get('/quiz/fetch-results?id=x', me.token)).statusCode).toBe(400);
    expect(await attemptsOf(t, me.id, preview.id)).toEqual(before);
  });

  it('fetch-results and the course summary reveal nothing before the finish', async () => {
    const me = await makeLearner(t);
    await api.post('/quiz/start', { id: preview.id }, me.token);
    const results = quizApi.fetchQuizResults.response.parse(
      (await api.get(`/quiz/fetch-results?id=${preview.id}`, me.token)).json(),
    );
    expect(results.results.status).toBe('started');
    expectNoSecrets(results.questions);
    const summary = await api.get(`/quiz/quiz-course-summary?id=${preview.id}`, me.token);
    expect(summary.statusCode).toBe(200);
    expect(JSON.stringify(summary.json())).not.toContain('is_true');
  });
});
