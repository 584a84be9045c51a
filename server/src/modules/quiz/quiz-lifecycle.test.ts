import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, type Caller } from '../../../test/course-fixtures';
import {
  answerKey,
  attemptsOf,
  enrol,
  expectNoSecrets,
  findQuiz,
  pick,
  userItemOf,
  type QuizRef,
} from './quiz-test-kit';

/** Start, save as you go, finish and its results, through the API on the seeded content. */
describe.each(testDatabases)('quiz attempt lifecycle on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  let quiz: QuizRef;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    // an untimed test without instant check, in a course of the OSP family
    quiz = await findQuiz(t, { preview: false, timed: false, instantCheck: false });
  });
  afterAll(() => t.close());

  /** A learner with the plan of every family, enrolled in the quiz's course. */
  const learner = async () => {
    const me = await makeLearner(t, ['subscriber', 'premium_osp', 'premium_zsv', 'premium_tsp']);
    await enrol(t, me.id, quiz.courseId);
    return me;
  };

  it('start creates the attempt; a second start answers the same attempt; nothing is revealed', async () => {
    const me = await learner();
    const first = await api.post('/quiz/start', { id: quiz.id }, me.token);
    expect(first.statusCode).toBe(200);
    const body = quizApi.startQuiz.response.parse(first.json());
    expect(body).toMatchObject({ status: 'success', message: 'Kvíz začal. Hodně štěstí!' });
    expect(body.data!.results).toMatchObject({
      status: 'started',
      graduation: 'in-progress',
      graduationText: 'Probíhá',
      total_time: null,
      retaken: 0,
      answered: {},
    });
    expectNoSecrets(body.data!.questions);
    const again = quizApi.startQuiz.response.parse(
      (await api.post('/quiz/start', { id: quiz.id }, me.token)).json(),
    );
    expect(again.message).toBe('Pokračuješ v rozpracovaném kvízu.');
    expect(again.data!.results.start_time).toBe(body.data!.results.start_time);
    expect(again.data!.questions).toEqual(body.data!.questions);
    expect(await attemptsOf(t, me.id, quiz.id)).toHaveLength(1);
    expect(await userItemOf(t, me.id, quiz.id)).toEqual({ status: 'started', graduation: 'in-progress' });
  });

  it('answers saved as the learner goes come back on GET /quiz/{id} (reload, another device)', async () => {
    const me = await learner();
    const key = await answerKey(t, quiz.id);
    await api.post('/quiz/start', { id: quiz.id }, me.token);
    const half = pick(key, 'right', [0, 1, 2]);
    const saved = await api.post('/quiz/save-answers', { id: quiz.id, answered: half }, me.token);
    expect(saved.statusCode).toBe(200);
    expect(quizApi.saveAnswers.response.parse(saved.json())).toEqual({
      status: 'success',
      message: 'Odpovědi jsou uložené.',
      data: { saved: key.questions.slice(0, 3).map((q) => q.id), ignored: [], total_time: null },
    });
    // a later save changes one answer, clears another and adds a third
    const [q0, q1, , q3] = key.questions.map((q) => String(q.id));
    await api.post(
      '/quiz/save-answers',
      { id: quiz.id, answered: { [q0!]: key.wrong[q0!]!, [q1!]: '', [q3!]: key.right[q3!]! } },
      me.token,
    );
    const quizView = quizApi.getQuiz.response.parse((await api.get(`/quiz/${quiz.id}`, me.token)).json());
    const answered = Object.fromEntries(
      Object.entries(quizView.results.answered).map(([id, a]) => [id, a.answered]),
    );
    expect(answered).toEqual({
      [q0!]: key.wrong[q0!],
      [String(key.questions[2]!.id)]: key.right[String(key.questions[2]!.id)],
      [q3!]: key.right[q3!],
    });
    // unchecked answers say nothing about being right
    for (const a of Object.values(quizView.results.answered)) {
      expect(a.correct).toBe(false);
      expect(a).not.toHaveProperty('mark');
      expect(a).not.toHaveProperty('explanation');
    }
    expect(quizView.checked_questions).toEqual([]);
    expectNoSecrets(quizView.questions);
  });

  it('finish grades every question type; all right passes with 100 %, results and the item are stored', async () => {
    const me = await learner();
    const key = await answerKey(t, quiz.id);
    expect(new Set(key.questions.map((q) => q.type))).toEqual(
      new Set(['true_or_false', 'single_choice', 'multi_choice', 'fill_in_blanks', 'sorting_choice']),
    );
    await api.post('/quiz/start', { id: quiz.id }, me.token);
    const res = await api.post('/quiz/finish', { id: quiz.id, answered: key.right }, me.token);
    expect(res.statusCode).toBe(200);
    const body = quizApi.finishQuiz.response.parse(res.json());
    const total = key.questions.reduce((sum, q) => sum + q.mark, 0);
    expect(body).toMatchObject({ status: 'success', message: 'Kvíz je vyhodnocený.' });
    expect(body.data!.results).toMatchObject({
      status: 'completed',
      graduation: 'passed',
      graduationText: 'Úspěšně splněno',
      result: 100,
      question_count: key.questions.length,
      question_correct: key.questions.length,
      question_wrong: 0,
      question_empty: 0,
      user_mark: total,
      mark: total,
      total_time: null,
    });
    for (const q of key.questions) expect(body.data!.results.answered[String(q.id)]!.correct).toBe(true);
    // after finish everything is revealed: right options, sorting positions, blanks, explanations
    for (const q of body.data!.questions) {
      expect(q.explanation).toBeTruthy();
      if (q.type === 'fill_in_blanks')
        for (const b of Object.values(q.options[0]!.answers!)) expect(b.is_correct).toBe(true);
      else for (const o of q.options) expect(o.is_true).toMatch(/^(yes|no)$/);
    }
    expect(await userItemOf(t, me.id, quiz.id)).toEqual({ status: 'completed', graduation: 'passed' });
    const fetched = quizApi.fetchQuizResults.response.parse(
      (await api.get(`/quiz/fetch-results?id=${quiz.id}`, me.token)).json(),
    );
    expect(fetched.results).toEqual(body.data!.results);
  });

  it('each question type graded wrong: all wrong fails with 0 %', async () => {
    const me = await learner();
    const key = await answerKey(t, quiz.id);
    await api.post('/quiz/start', { id: quiz.id }, me.token);
    const body = quizApi.finishQuiz.response.parse(
      (await api.post('/quiz/finish', { id: quiz.id, answered: key.wrong }, me.token)).json(),
    );
    expect(body.data!.results).toMatchObject({
      graduation: 'failed',
      graduationText: 'Nesplněno',
      result: 0,
      question_correct: 0,
      question_wrong: key.questions.length,
      user_mark: 0,
    });
    for (const q of key.questions) {
      const outcome = body.data!.results.answered[String(q.id)]!;
      expect(outcome, q.type).toMatchObject({ correct: false, answered: key.wrong[String(q.id)] });
    }
    expect(await userItemOf(t, me.id, quiz.id)).toEqual({ status: 'completed', graduation: 'failed' });
  });

  it('finish grades saved answers together with sent ones; a sent answer replaces the saved one', async () => {
    const me = await learner();
    const key = await answerKey(t, quiz.id);
    await api.post('/quiz/start', { id: quiz.id }, me.token);
    // saved: 0 right, 1 wrong; sent: 1 right, 2 right → three right, the rest empty
    await api.post(
      '/quiz/save-answers',
      { id: quiz.id, answered: { ...pick(key, 'right', [0]), ...pick(key, 'wrong', [1]) } },
      me.token,
    );
    const body = quizApi.finishQuiz.response.parse(
      (
        await api.post('/quiz/finish', { id: quiz.id, answered: pick(key, 'right', [1, 2]) }, me.token)
      ).json(),
    );
    const n = key.questions.length;
    expect(body.data!.results).toMatchObject({
      question_correct: 3,
      question_wrong: 0,
      question_empty: n - 3,
    });
    const unanswered = body.data!.results.answered[String(key.questions[5]!.id)];
    expect(unanswered).toMatchObject({ answered: '', correct: false });
  });

  it('a second finish never counts twice, also when two arrive at once', async () => {
    const me = await learner();
    const key = await answerKey(t, quiz.id);
    await api.post('/quiz/start', { id: quiz.id }, me.token);
    const [a, b] = await Promise.all([
      api.post('/quiz/finish', { id: quiz.id, answered: key.right }, me.token),
      api.post('/quiz/finish', { id: quiz.id, answered: key.wrong }, me.token),
    ]);
    const results = [a, b].map((r) => quizApi.finishQuiz.response.parse(r.json()));
    expect(results.map((r) => r.message).sort()).toEqual([
      'Kvíz je vyhodnocený.',
      'Kvíz už je vyhodnocený, výsledek zůstává stejný.',
    ]);
    expect(results[0]!.data!.results).toEqual(results[1]!.data!.results);
    const later = quizApi.finishQuiz.response.parse(
      (await api.post('/quiz/finish', { id: quiz.id, answered: {} }, me.token)).json(),
    );
    expect(later.data!.results).toEqual(results[0]!.data!.results);
    const attempts = await attemptsOf(t, me.id, quiz.id);
    expect(attempts.map((x) => x.status)).toEqual(['completed']);
    // a finished quiz is not started again: that is what retake is for
    const start = await api.post('/quiz/start', { id: quiz.id }, me.token);
    expect(start.statusCode).toBe(400);
    expect(start.json()).toMatchObject({ code: 'quiz_already_completed' });
  });

  it('saving, checking or finishing without a started attempt is refused and stores nothing', async () => {
    const me = await learner();
    const key = await answerKey(t, quiz.id);
    const finish = await api.post('/quiz/finish', { id: quiz.id, answered: key.right }, me.token);
    expect(finish.statusCode).toBe(400);
    expect(finish.json()).toMatchObject({
      code: 'quiz_not_started',
      message: 'Kvíz ještě nezačal. Nejdřív ho spusť.',
    });
    const save = await api.post('/quiz/save-answers', { id: quiz.id, answered: key.right }, me.token);
    expect(save.statusCode).toBe(400);
    expect(await attemptsOf(t, me.id, quiz.id)).toEqual([]);
    expect(await userItemOf(t, me.id, quiz.id)).toBeNull();
  });
});
