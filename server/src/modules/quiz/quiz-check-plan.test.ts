import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, SLUGS, tokenOf, type Caller } from '../../../test/course-fixtures';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { statsOf } from '../progress/question-status-test-kit';
import { answerKey, enrol, expectNoSecrets, findQuiz, type AnswerKey, type QuizRef } from './quiz-test-kit';

/**
 * check_answer evaluates a question, so it needs the study plan as the finish does (SPEC §6): the paid OSP
 * course's instant-check test refuses a learner without the plan and reveals nothing to them.
 */
describe.each(testDatabases)('quiz check_answer and the study plan on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  let quiz: QuizRef;
  let key: AnswerKey;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    quiz = await findQuiz(t, { course: SLUGS.ospPaid, preview: false, instantCheck: true });
    key = await answerKey(t, quiz.id);
  });
  afterAll(() => t.close());

  const check = (token: string, questionId: number) =>
    api.post(
      '/quiz/check_answer',
      { id: quiz.id, question_id: questionId, answered: key.right[String(questionId)] },
      token,
    );

  it('a learner in the course without the plan is refused as the finish refuses, and learns nothing', async () => {
    // enrolled while a plan was active; the plan has ended since
    const me = await makeLearner(t, ['subscriber']);
    await enrol(t, me.id, quiz.courseId);
    expect((await api.post('/quiz/start', { id: quiz.id }, me.token)).statusCode).toBe(200);
    const finish = await api.post('/quiz/finish', { id: quiz.id, answered: key.right }, me.token);
    for (const q of key.questions) {
      const res = await check(me.token, q.id);
      expect(res.statusCode, q.type).toBe(403);
      expect(res.json()).toEqual({
        code: 'quiz_requires_plan',
        message: 'Kvíz se dá vyhodnotit pouze s aktivním studijním plánem',
        data: { status: 403 },
      });
      expect(res.json()).toEqual(finish.json());
    }
    const view = quizApi.getQuiz.response.parse((await api.get(`/quiz/${quiz.id}`, me.token)).json());
    expect(view.checked_questions).toEqual([]);
    expect(view.results).toMatchObject({ status: 'started', answered: {}, question_correct: 0 });
    expectNoSecrets(view.questions);
    expect(await statsOf(api, me)).toEqual({});
  });

  it('petr, with his OSP plan, checks the questions of the paid OSP course one by one', async () => {
    const petr = await tokenOf(t, DEMO_ACCOUNTS.premium.username);
    const enroll = await api.post('/courses/enroll', { id: quiz.courseId }, petr.token);
    expect(enroll.statusCode, enroll.body).toBe(200);
    expect((await api.post('/quiz/start', { id: quiz.id }, petr.token)).statusCode).toBe(200);
    const q = key.questions[0]!;
    const res = await check(petr.token, q.id);
    expect(res.statusCode).toBe(200);
    const body = quizApi.checkAnswer.response.parse(res.json());
    expect(body).toMatchObject({
      status: 'success',
      message: 'Odpověď je zkontrolovaná.',
      data: { result: { correct: true, mark: q.mark }, question_status: 1 },
    });
    expect(body.data!.explanation).toBeTruthy();
    expect((await statsOf(api, petr))[String(q.id)]).toBe(1);
  });

  it('jana, without a plan, cannot enrol in the paid course to reach it', async () => {
    const jana = await tokenOf(t, DEMO_ACCOUNTS.learner.username);
    const enroll = await api.post('/courses/enroll', { id: quiz.courseId }, jana.token);
    expect(enroll.statusCode).toBe(403);
    expect(enroll.json()).toMatchObject({ code: 'course_requires_plan' });
    expect((await check(jana.token, key.questions[0]!.id)).statusCode).toBe(403);
  });
});
