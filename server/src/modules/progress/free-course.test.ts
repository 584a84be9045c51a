import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, type Caller } from '../../../test/course-fixtures';
import { statsOf, storeQuestion } from './question-status-test-kit';
import { answerKey, enrol, findQuiz } from '../quiz/quiz-test-kit';

/**
 * A course priced 0 is free in full (decision 0019): a learner without any study plan enrols, has its
 * quizzes evaluated and pins its questions, although its category sells a plan; a paid course of the
 * same category keeps asking for the plan.
 */
describe.each(testDatabases)('a free course in a category with a plan, on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
  });
  afterAll(() => t.close());

  it('a learner without a plan enrols, finishes a quiz that is not a sample and pins its question', async () => {
    const quiz = await findQuiz(t, { paid: false, preview: false, instantCheck: false });
    const [category] = await t.db.query<{ subscription: string[] }>(
      `select cat.subscription from course_categories cc join categories cat on cat.id = cc.category_id
        where cc.course_id = $1`,
      [quiz.courseId],
    );
    expect(category!.subscription.length).toBeGreaterThan(0);
    const me = await makeLearner(t, ['subscriber']);
    expect((await api.post('/courses/enroll', { id: quiz.courseId }, me.token)).statusCode).toBe(200);
    expect((await api.post('/quiz/start', { id: quiz.id }, me.token)).statusCode).toBe(200);
    const key = await answerKey(t, quiz.id);
    const finish = await api.post('/quiz/finish', { id: quiz.id, answered: key.right }, me.token);
    expect(finish.statusCode, finish.body).toBe(200);
    const body = quizApi.finishQuiz.response.parse(finish.json());
    expect(body.data!.results).toMatchObject({
      status: 'completed',
      question_correct: key.questions.length,
    });

    const question = key.questions[0]!.id;
    const pin = await storeQuestion(api, me, { quiz: quiz.id, question, status: 11 });
    expect(pin.statusCode, pin.body).toBe(200);
    expect((await statsOf(api, me))[String(question)]).toBe(11);
  });

  it('in a paid course of the same family the same learner is still asked for the plan', async () => {
    const quiz = await findQuiz(t, { paid: true, preview: false });
    const me = await makeLearner(t, ['subscriber']);
    // enrolled while a plan was active; the plan has ended since
    await enrol(t, me.id, quiz.courseId);
    const key = await answerKey(t, quiz.id);
    const pin = await storeQuestion(api, me, { quiz: quiz.id, question: key.questions[0]!.id, status: 10 });
    expect(pin.statusCode).toBe(403);
    expect(pin.json()).toMatchObject({ code: 'pin_requires_plan' });
    expect((await api.post('/quiz/start', { id: quiz.id }, me.token)).statusCode).toBe(200);
    const finish = await api.post('/quiz/finish', { id: quiz.id, answered: key.right }, me.token);
    expect(finish.statusCode).toBe(403);
    expect(finish.json()).toMatchObject({ code: 'quiz_requires_plan' });
  });
});
