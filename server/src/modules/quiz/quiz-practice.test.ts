import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, type Caller, type TestLearner } from '../../../test/course-fixtures';
import { histogramOf, planLearner, takeQuiz } from '../statistics/scores-test-kit';
import {
  answerKey,
  attemptsOf,
  expectNoSecrets,
  findQuiz,
  pick,
  userItemOf,
  type AnswerKey,
  type QuizRef,
} from './quiz-test-kit';

/** "Retake only my mistakes": a practice run that spends no retake, changes no grade, counts in no percentile. */
describe.each(testDatabases)('practice run of mistakes on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  let quiz: QuizRef;
  let key: AnswerKey;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    quiz = await findQuiz(t, { preview: false, paid: false, retakeCount: 2, negativeMarking: false });
    key = await answerKey(t, quiz.id);
  });
  afterAll(() => t.close());

  const practice = async (me: TestLearner, path: 'practice' | 'practice/finish', answered?: object) => {
    const res = await api.post(`/quiz/${path}`, { id: quiz.id, ...(answered ? { answered } : {}) }, me.token);
    expect(res.statusCode, res.body).toBe(200);
    return quizApi.startPractice.response.parse(res.json());
  };
  /** Everything a practice run must leave alone. */
  const snapshot = async (me: TestLearner) => ({
    item: await userItemOf(t, me.id, quiz.id),
    graded: (await attemptsOf(t, me.id, quiz.id)).filter((a) => a.user_item_id !== null),
    histogram: await histogramOf(t, quiz.id),
    quiz: quizApi.getQuiz.response.parse((await api.get(`/quiz/${quiz.id}`, me.token)).json()).results,
    statistics: (await api.post('/quiz/statistics', { id_list: [quiz.id] }, me.token)).json(),
    results: (await api.get(`/quiz/fetch-results?id=${quiz.id}`, me.token)).json(),
  });

  it('repeats the wrong and skipped questions of the latest attempt, graded into its own results only', async () => {
    const me = await planLearner(t, quiz.courseId);
    // 3 right, 2 wrong, the rest skipped
    await takeQuiz(api, me, quiz.id, { ...pick(key, 'right', [0, 1, 2]), ...pick(key, 'wrong', [3, 4]) });
    const before = await snapshot(me);
    const mistakes = key.questions.slice(3).map((q) => q.id);

    const started = await practice(me, 'practice');
    expect(started).toMatchObject({ status: 'success', message: 'Kvíz začal. Hodně štěstí!' });
    const run = started.data!;
    expect(run.questions.map((q) => q.id)).toEqual(mistakes);
    expect(run.results).toMatchObject({ status: 'started', total_time: null, answered: {} });
    expect(run.source_attempt_id).toBe(before.graded.at(-1)!.id);
    expectNoSecrets(run.questions);
    const again = await practice(me, 'practice');
    expect(again.message).toBe('Pokračuješ v rozpracovaném kvízu.');
    expect(again.data!.attempt_id).toBe(run.attempt_id);

    const right = pick(
      key,
      'right',
      [3, 4, 5, 6].filter((p) => p < key.questions.length),
    );
    const finished = await practice(me, 'practice/finish', { ...right, [key.questions[0]!.id]: 'x' });
    expect(finished.message).toBe('Kvíz je vyhodnocený.');
    const results = finished.data!.results;
    expect(results).toMatchObject({ status: 'completed', question_count: mistakes.length });
    expect(results.question_correct).toBe(Object.keys(right).length);
    expect(Object.keys(results.answered).map(Number)).toEqual(mistakes);
    expect(finished.data!.checked_questions).toEqual(mistakes);
    const second = await practice(me, 'practice/finish', key.right);
    expect(second.message).toBe('Kvíz už je vyhodnocený, výsledek zůstává stejný.');
    expect(second.data!.results).toEqual(results);

    // the grade, the retakes, the percentile and the statistics are as they were
    expect(await snapshot(me)).toEqual(before);
    const history = quizApi.quizAttempts.response.parse(
      (await api.get(`/quiz/attempts?id=${quiz.id}`, me.token)).json(),
    ).attempts;
    expect(history.map((a) => [a.practice, a.percentil === null, a.counted])).toEqual([
      [true, true, false],
      [false, false, true],
    ]);
    const review = await api.get(`/quiz/attempts/${run.attempt_id}`, me.token);
    expect(quizApi.quizAttemptReview.response.parse(review.json()).questions.map((q) => q.id)).toEqual(
      mistakes,
    );
    for (const n of [1, 2]) {
      expect((await api.post('/quiz/retake', { id: quiz.id }, me.token)).statusCode, `retake ${n}`).toBe(200);
      await api.post('/quiz/finish', { id: quiz.id, answered: {} }, me.token);
    }
    expect((await api.post('/quiz/retake', { id: quiz.id }, me.token)).json().code).toBe('quiz_no_retakes');
  });

  it('a run left over from an older attempt is replaced by the latest attempt’s mistakes', async () => {
    const me = await planLearner(t, quiz.courseId);
    await takeQuiz(api, me, quiz.id, {});
    const old = (await practice(me, 'practice')).data!;
    expect(old.questions).toHaveLength(key.questions.length);
    await takeQuiz(api, me, quiz.id, pick(key, 'right', [0, 1, 2, 3]));
    const fresh = (await practice(me, 'practice')).data!;
    expect(fresh.attempt_id).not.toBe(old.attempt_id);
    expect(fresh.questions).toHaveLength(key.questions.length - 4);
    const practices = (await attemptsOf(t, me.id, quiz.id)).filter((a) => a.user_item_id === null);
    expect(practices.map((a) => a.id)).toEqual([fresh.attempt_id]);
  });

  it('saves the run’s answers as the learner goes: a continued run gets them back, the finish grades them', async () => {
    const me = await planLearner(t, quiz.courseId);
    const save = (answered: object, who: TestLearner = me) =>
      api.post('/quiz/practice/save', { id: quiz.id, answered }, who.token);
    expect((await save({})).json()).toMatchObject({ code: 'quiz_not_started', data: { status: 400 } });
    await takeQuiz(api, me, quiz.id, pick(key, 'right', [0, 1]));
    const run = (await practice(me, 'practice')).data!;
    const [first, second, third] = run.questions.map((q) => String(q.id));
    const right = key.right;
    const outside = String(key.questions[0]!.id); // answered right, so not in the run

    const saved = await save({ [first!]: right[first!], [second!]: 'x', [outside]: right[outside] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(quizApi.savePractice.response.parse(saved.json())).toEqual({
      status: 'success',
      message: 'Odpovědi jsou uložené.',
      data: { saved: [Number(first), Number(second)], ignored: [Number(outside)], total_time: null },
    });
    // an empty answer clears one saved before; the rest stays
    await save({ [second!]: '', [third!]: right[third!] });
    const again = (await practice(me, 'practice')).data!;
    expect(again.attempt_id).toBe(run.attempt_id);
    expect(Object.keys(again.results.answered).sort()).toEqual([first, third].sort());
    expect(again.results.answered[first!]).toMatchObject({ answered: right[first!], correct: false });
    expectNoSecrets(again.questions);

    // another learner has no run to save into, and never reaches this one
    const other = await planLearner(t, quiz.courseId);
    expect((await save({ [first!]: 'x' }, other)).json()).toMatchObject({ code: 'quiz_not_started' });
    const finished = (await practice(me, 'practice/finish', {})).data!.results;
    expect(finished.question_correct).toBe(2);
    expect(finished.answered[first!]).toMatchObject({ correct: true });
    const late = await save({ [second!]: right[second!] });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'quiz_already_completed' });
    expect((await api.get(`/quiz/attempts/${run.attempt_id}`, me.token)).json().results).toEqual(finished);
  });

  it('refuses with a code and changes nothing: no finished attempt, no mistakes, nothing started', async () => {
    const me = await planLearner(t, quiz.courseId);
    const refused = async (path: string, status: number, code: string, who: TestLearner | null = me) => {
      const res = await api.post(path, { id: quiz.id, answered: {} }, who?.token);
      expect(res.statusCode, `${path} ${code}`).toBe(status);
      expect(res.json()).toMatchObject({ code, data: { status } });
    };
    await refused('/quiz/practice', 400, 'quiz_not_completed');
    await refused('/quiz/practice/finish', 400, 'quiz_not_started');
    await refused('/quiz/practice', 401, 'rest_not_logged_in', null);
    await refused('/quiz/practice', 403, 'learning_not_enrolled', await makeLearner(t));
    expect(await attemptsOf(t, me.id, quiz.id)).toEqual([]);

    await takeQuiz(api, me, quiz.id, key.right);
    const before = await snapshot(me);
    const none = await api.post('/quiz/practice', { id: quiz.id }, me.token);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      code: 'quiz_no_mistakes',
      message: 'V posledním pokusu nemáš žádnou chybu, není co procvičovat.',
    });
    const english = await api.post('/quiz/practice', { id: quiz.id }, me.token, { 'client-locale': 'en' });
    expect(english.json().message).toBe('Your latest attempt has no mistakes, there is nothing to practise.');
    for (const [body, status, code] of [
      [{ id: 999999 }, 404, 'quiz_not_found'],
      [{ id: 'abc' }, 400, 'rest_invalid_param'],
      [{}, 400, 'rest_invalid_param'],
    ] as const) {
      const res = await api.post('/quiz/practice', body, me.token);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code });
    }
    expect(await snapshot(me)).toEqual(before);

    // the course is free: a learner whose plan ended still has the run evaluated (decision 0019)
    await takeQuiz(api, me, quiz.id, {});
    expect((await practice(me, 'practice')).status).toBe('success');
    await t.db.query(`update users set roles = '{subscriber}' where id = $1`, [me.id]);
    expect((await practice(me, 'practice/finish', {})).status).toBe('success');
  });
});
