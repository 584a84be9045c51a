import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, type Caller, type TestLearner } from '../../../test/course-fixtures';
import { planLearner, takeQuiz } from '../statistics/scores-test-kit';
import { answerKey, expectNoSecrets, findQuiz, pick, type AnswerKey, type QuizRef } from './quiz-test-kit';

/** GET /quiz/attempts and GET /quiz/attempts/{id}: the caller's finished attempts, and only theirs. */
describe.each(testDatabases)('attempt history and review on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  let quiz: QuizRef;
  let key: AnswerKey;
  let me: TestLearner;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    quiz = await findQuiz(t, {
      preview: false,
      retakeCount: -1,
      negativeMarking: false,
      minusSkipped: false,
    });
    key = await answerKey(t, quiz.id);
    me = await planLearner(t, quiz.courseId);
    await takeQuiz(api, me, quiz.id, key.wrong);
    await takeQuiz(api, me, quiz.id, key.right);
    await takeQuiz(api, me, quiz.id, pick(key, 'right', [0, 1, 2, 3, 4]));
  });
  afterAll(() => t.close());

  const history = async (learner: TestLearner) => {
    const res = await api.get(`/quiz/attempts?id=${quiz.id}`, learner.token);
    expect(res.statusCode, res.body).toBe(200);
    return quizApi.quizAttempts.response.parse(res.json());
  };

  it('lists every finished attempt newest first, with score, percentile, time and graduation', async () => {
    const list = await history(me);
    expect(list.quiz_id).toBe(quiz.id);
    const n = key.questions.length;
    expect(list.attempts.map((a) => [a.question_correct, a.retaken, a.practice, a.counted])).toEqual([
      [5, 2, false, false],
      [n, 1, false, true],
      [0, 0, false, false],
    ]);
    const [latest, best, first] = list.attempts;
    expect(best).toMatchObject({ result: 100, graduation: 'passed', percentil: 1, question_empty: 0 });
    expect(first).toMatchObject({ result: 0, user_mark: 0, graduation: 'failed', question_wrong: n });
    expect(latest!.question_empty).toBe(n - 5);
    // the percentile at each score, among the seeded cohort and this learner (counted at 100 %)
    expect(first!.percentil).toBe(0);
    expect(latest!.percentil).toBeGreaterThan(0);
    expect(latest!.percentil).toBeLessThan(1);
    for (const a of list.attempts) {
      expect(a.quiz_id).toBe(quiz.id);
      expect(a.time_spend).toMatch(/^\d+:\d\d:\d\d$/);
      expect(Date.parse(a.end_time)).toBeGreaterThanOrEqual(Date.parse(a.start_time));
    }
    expect(Date.parse(latest!.end_time)).toBeGreaterThanOrEqual(Date.parse(first!.end_time));
  });

  it('reviews a finished attempt with answers, correctness, correct options and explanations', async () => {
    const [, , first] = (await history(me)).attempts;
    const res = await api.get(`/quiz/attempts/${first!.id}`, me.token);
    expect(res.statusCode).toBe(200);
    const review = quizApi.quizAttemptReview.response.parse(res.json());
    expect(review.attempt).toEqual(first);
    expect(review.results).toMatchObject({
      status: 'completed',
      graduation: 'failed',
      result: 0,
      retaken: 0,
    });
    expect(review.checked_questions).toHaveLength(key.questions.length);
    for (const q of key.questions) {
      expect(review.results.answered[String(q.id)]).toMatchObject({
        correct: false,
        answered: key.wrong[String(q.id)],
      });
    }
    const explained = review.questions.filter((q) => q.explanation);
    expect(explained.length).toBeGreaterThan(0);
    for (const q of review.questions.filter((x) => x.type !== 'fill_in_blanks'))
      expect(q.options.every((o) => o.is_true === 'yes' || o.is_true === 'no')).toBe(true);
  });

  it('another learner sees none of it: an empty list and 404 for the review', async () => {
    const other = await planLearner(t, quiz.courseId);
    expect((await history(other)).attempts).toEqual([]);
    const [latest] = (await history(me)).attempts;
    const res = await api.get(`/quiz/attempts/${latest!.id}`, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'quiz_attempt_not_found', data: { status: 404 } });
    expect(JSON.stringify(res.json())).not.toContain('explanation');
  });

  it('an attempt in progress cannot be reviewed; guests, outsiders and bad ids are refused', async () => {
    const started = await api.post('/quiz/retake', { id: quiz.id }, me.token);
    const [{ id }] = (await t.db.query<{ id: number }>(
      `select id from quiz_attempts where user_id = $1 and status = 'started'`,
      [me.id],
    )) as [{ id: number }];
    expect(started.statusCode).toBe(200);
    expect((await api.get(`/quiz/attempts/${id}`, me.token)).statusCode).toBe(404);
    expect((await history(me)).attempts).toHaveLength(3);
    expectNoSecrets(quizApi.retakeQuiz.response.parse(started.json()).data!.questions);

    expect((await api.get(`/quiz/attempts?id=${quiz.id}`)).statusCode).toBe(401);
    expect((await api.get(`/quiz/attempts/${id}`)).statusCode).toBe(401);
    const outsider = await makeLearner(t);
    expect((await api.get(`/quiz/attempts?id=${quiz.id}`, outsider.token)).json()).toMatchObject({
      code: 'learning_not_enrolled',
      data: { status: 403 },
    });
    for (const [url, status, code] of [
      ['/quiz/attempts?id=999999', 404, 'quiz_not_found'],
      ['/quiz/attempts?id=abc', 400, 'rest_invalid_param'],
      ['/quiz/attempts', 400, 'rest_invalid_param'],
      ['/quiz/attempts/abc', 400, 'rest_invalid_param'],
      ['/quiz/attempts/999999', 404, 'quiz_attempt_not_found'],
    ] as const) {
      const res = await api.get(url, me.token);
      expect(res.statusCode, url).toBe(status);
      expect(res.json(), url).toMatchObject({ code });
    }
  });
});
