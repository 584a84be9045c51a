import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, type Caller, type TestLearner } from '../../../test/course-fixtures';
import { planLearner, takeQuiz } from '../statistics/scores-test-kit';
import { answerKey, findQuiz, pick, type AnswerKey, type QuizRef } from '../quiz/quiz-test-kit';
import { statsOf, stored } from './question-status-test-kit';

/** SPEC §3 question statuses moved by checks, finishes and practice runs of mistakes, the pin kept. */
describe.each(testDatabases)('question statuses from answers on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  let quiz: QuizRef;
  let key: AnswerKey;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    quiz = await findQuiz(t, { preview: false, instantCheck: true, retakeCount: -1 });
    key = await answerKey(t, quiz.id);
  });
  afterAll(() => t.close());

  const q = (position: number) => key.questions[position]!.id;
  const check = async (me: TestLearner, position: number, from: 'right' | 'wrong') => {
    const res = await api.post(
      '/quiz/check_answer',
      { id: quiz.id, question_id: q(position), answered: key[from][String(q(position))] },
      me.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    return quizApi.checkAnswer.response.parse(res.json()).data!.question_status;
  };
  const start = async (me: TestLearner, path: 'start' | 'retake') =>
    expect((await api.post(`/quiz/${path}`, { id: quiz.id }, me.token)).statusCode).toBe(200);
  const finish = async (me: TestLearner, answered: object) =>
    expect((await api.post('/quiz/finish', { id: quiz.id, answered }, me.token)).statusCode).toBe(200);

  it('a check stores 1 right and 3 wrong, then 2 for right after wrong, keeping the pin', async () => {
    const me = await planLearner(t, quiz.courseId);
    expect((await stored(api, me, { quiz: quiz.id, question: q(0), status: 10 })).data!.status).toBe(10);
    await start(me, 'start');
    expect(await check(me, 0, 'wrong')).toBe(13);
    expect(await check(me, 1, 'right')).toBe(1);
    expect(await statsOf(api, me)).toEqual({ [q(0)]: 13, [q(1)]: 1 });
    await finish(me, {});
    await start(me, 'retake');
    expect(await check(me, 0, 'right')).toBe(12);
    expect(await check(me, 1, 'wrong')).toBe(3);
    await finish(me, {});
    await start(me, 'retake');
    // re-correct stays re-correct on the next right answer
    expect(await check(me, 0, 'right')).toBe(12);
    expect(await statsOf(api, me)).toEqual({ [q(0)]: 12, [q(1)]: 3 });
  });

  it('a repeated check answers the stored status and moves nothing; an empty check stores nothing', async () => {
    const me = await planLearner(t, quiz.courseId);
    await start(me, 'start');
    expect(await check(me, 0, 'wrong')).toBe(3);
    expect(await check(me, 0, 'right')).toBe(3);
    const empty = await api.post(
      '/quiz/check_answer',
      { id: quiz.id, question_id: q(1), answered: [] },
      me.token,
    );
    expect(empty.json().data.question_status).toBe(0);
    expect(await statsOf(api, me)).toEqual({ [q(0)]: 3 });
  });

  it('a finish moves every answered question; unanswered ones keep their status and pin', async () => {
    const me = await planLearner(t, quiz.courseId);
    await stored(api, me, { quiz: quiz.id, question: q(2), status: 10 });
    await stored(api, me, { quiz: quiz.id, question: q(3), status: 3 });
    await takeQuiz(api, me, quiz.id, {
      ...pick(key, 'right', [0, 2]),
      ...pick(key, 'wrong', [1]),
    });
    expect(await statsOf(api, me)).toEqual({ [q(0)]: 1, [q(1)]: 3, [q(2)]: 11, [q(3)]: 3 });

    await takeQuiz(api, me, quiz.id, { ...pick(key, 'wrong', [0]), ...pick(key, 'right', [1, 3]) });
    expect(await statsOf(api, me)).toEqual({ [q(0)]: 3, [q(1)]: 2, [q(2)]: 11, [q(3)]: 2 });
    // a second finish of the same attempt changes nothing
    await finish(me, pick(key, 'right', [0]));
    expect((await statsOf(api, me))[q(0)]).toBe(3);
  });

  it('a checked question moves once: the finish does not count it again', async () => {
    const me = await planLearner(t, quiz.courseId);
    await start(me, 'start');
    expect(await check(me, 0, 'wrong')).toBe(3);
    // the learner removes the record after the check; the finish must not bring it back
    await stored(api, me, { quiz: quiz.id, question: q(0), status: -1 });
    await finish(me, pick(key, 'right', [0, 1]));
    expect(await statsOf(api, me)).toEqual({ [q(1)]: 1 });
  });

  it('a practice run of mistakes moves the statuses of what it answered', async () => {
    const me = await planLearner(t, quiz.courseId);
    await takeQuiz(api, me, quiz.id, { ...pick(key, 'right', [0]), ...pick(key, 'wrong', [1, 2]) });
    const practice = await api.post('/quiz/practice', { id: quiz.id }, me.token);
    expect(practice.statusCode, practice.body).toBe(200);
    const done = await api.post(
      '/quiz/practice/finish',
      { id: quiz.id, answered: { ...pick(key, 'right', [1]), ...pick(key, 'wrong', [3]) } },
      me.token,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(await statsOf(api, me)).toEqual({ [q(0)]: 1, [q(1)]: 2, [q(2)]: 3, [q(3)]: 3 });
  });

  it('questions-stats answers only the caller’s own statuses', async () => {
    const me = await makeLearner(t);
    const other = await makeLearner(t);
    const res = await api.get(`/users/questions-stats?id=${other.id}`, me.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'rest_user_cannot_view', data: { status: 403 } });
    expect((await api.get(`/users/questions-stats?id=${me.id}`)).statusCode).toBe(401);
    expect(await statsOf(api, me)).toEqual({});
  });
});
