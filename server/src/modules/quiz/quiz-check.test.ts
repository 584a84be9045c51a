import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, type Caller } from '../../../test/course-fixtures';
import {
  answerKey,
  enrol,
  expectNoSecrets,
  findQuiz,
  pick,
  type AnswerKey,
  type QuizRef,
} from './quiz-test-kit';

/** check_answer on quizzes with instant check: grading per type, locking, what is revealed. */
describe.each(testDatabases)('quiz check_answer on %s', (kind) => {
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

  const started = async () => {
    const me = await makeLearner(t, ['subscriber', 'premium_osp', 'premium_zsv', 'premium_tsp']);
    await enrol(t, me.id, quiz.courseId);
    await api.post('/quiz/start', { id: quiz.id }, me.token);
    return me;
  };
  const check = async (token: string, questionId: number, answered: unknown) => {
    const res = await api.post(
      '/quiz/check_answer',
      { id: quiz.id, question_id: questionId, answered },
      token,
    );
    expect(res.statusCode).toBe(200);
    return quizApi.checkAnswer.response.parse(res.json());
  };

  it('grades each question type right, reveals only that question, and locks it', async () => {
    const me = await started();
    for (const q of key.questions) {
      const body = await check(me.token, q.id, key.right[String(q.id)]);
      expect(body, q.type).toMatchObject({
        status: 'success',
        message: 'Odpověď je zkontrolovaná.',
        data: { result: { correct: true, mark: q.mark }, question_status: 1 },
      });
      expect(body.data!.explanation).toBeTruthy();
      if (q.type === 'fill_in_blanks') {
        for (const b of Object.values(body.data!.options[0]!.answers!)) expect(b.is_correct).toBe(true);
      } else {
        expect(body.data!.options.every((o) => o.is_true === 'yes' || o.is_true === 'no')).toBe(true);
        if (q.type === 'sorting_choice')
          expect([...body.data!.options].sort((a, b) => a.sorting! - b.sorting!).map((o) => o.value)).toEqual(
            key.right[String(q.id)],
          );
      }
      // everything else stays hidden
      const view = quizApi.getQuiz.response.parse((await api.get(`/quiz/${quiz.id}`, me.token)).json());
      expect(view.checked_questions).toContain(q.id);
      expectNoSecrets(view.questions, view.checked_questions);
      expect(view.questions.find((x) => x.id === q.id)!.explanation).toBeTruthy();
    }
    const view = quizApi.getQuiz.response.parse((await api.get(`/quiz/${quiz.id}`, me.token)).json());
    expect(view.results).toMatchObject({
      status: 'started',
      question_correct: key.questions.length,
      question_empty: 0,
    });
  });

  it('grades each question type wrong (status 3) and an unanswered check (status 0)', async () => {
    const me = await started();
    for (const q of key.questions.slice(0, -1)) {
      const body = await check(me.token, q.id, key.wrong[String(q.id)]);
      expect(body.data, q.type).toMatchObject({ result: { correct: false, mark: 0 }, question_status: 3 });
    }
    const last = key.questions.at(-1)!;
    const empty = await check(me.token, last.id, []);
    expect(empty.data).toMatchObject({ result: { answered: '', correct: false }, question_status: 0 });
  });

  it('a checked question keeps its answer: a second check, a save and the finish do not change it', async () => {
    const me = await started();
    const q = key.questions[0]!;
    const id = String(q.id);
    await check(me.token, q.id, key.wrong[id]);
    const again = await check(me.token, q.id, key.right[id]);
    expect(again.message).toBe('Tuto otázku už máš zkontrolovanou.');
    expect(again.data!.result).toMatchObject({ answered: key.wrong[id], correct: false });
    const save = await api.post(
      '/quiz/save-answers',
      { id: quiz.id, answered: { [id]: key.right[id]! } },
      me.token,
    );
    expect(save.json().data).toMatchObject({ saved: [], ignored: [q.id] });
    const finish = quizApi.finishQuiz.response.parse(
      (await api.post('/quiz/finish', { id: quiz.id, answered: key.right }, me.token)).json(),
    );
    expect(finish.data!.results.answered[id]).toMatchObject({ answered: key.wrong[id], correct: false });
    expect(finish.data!.results.question_correct).toBe(key.questions.length - 1);
  });

  it('a right answer after a wrong one in an earlier attempt is re-correct (status 2)', async () => {
    const me = await started();
    const q = key.questions[1]!;
    await api.post('/quiz/finish', { id: quiz.id, answered: pick(key, 'wrong', [1]) }, me.token);
    const retake = await api.post('/quiz/retake', { id: quiz.id }, me.token);
    expect(retake.statusCode).toBe(200);
    expectNoSecrets(quizApi.retakeQuiz.response.parse(retake.json()).data!.questions);
    const body = await check(me.token, q.id, key.right[String(q.id)]);
    expect(body.data).toMatchObject({ result: { correct: true }, question_status: 2 });
  });

  it('a question that cannot be checked answers status "error" and changes nothing', async () => {
    const me = await makeLearner(t, ['subscriber', 'premium_osp', 'premium_zsv', 'premium_tsp']);
    await enrol(t, me.id, quiz.courseId);
    const q = key.questions[0]!;
    const notStarted = await check(me.token, q.id, key.right[String(q.id)]);
    expect(notStarted).toEqual({
      status: 'error',
      message: 'Kvíz ještě nezačal. Nejdřív ho spusť.',
      data: null,
    });
    await api.post('/quiz/start', { id: quiz.id }, me.token);
    const other = await findQuiz(t, { preview: false, instantCheck: false });
    const [foreign] = await t.db.query<{ id: number }>(
      'select id from questions where quiz_id = $1 limit 1',
      [other.id],
    );
    expect(await check(me.token, foreign!.id, 'x')).toEqual({
      status: 'error',
      message: 'Tuto otázku teď nelze zkontrolovat.',
      data: null,
    });
    const view = quizApi.getQuiz.response.parse((await api.get(`/quiz/${quiz.id}`, me.token)).json());
    expect(view.checked_questions).toEqual([]);
  });

  it('a quiz without instant check does not check answers one by one', async () => {
    const me = await makeLearner(t, ['subscriber', 'premium_osp', 'premium_zsv', 'premium_tsp']);
    const other = await findQuiz(t, { preview: false, instantCheck: false });
    await enrol(t, me.id, other.courseId);
    await api.post('/quiz/start', { id: other.id }, me.token);
    const otherKey = await answerKey(t, other.id);
    const q = otherKey.questions[0]!;
    const res = await api.post(
      '/quiz/check_answer',
      { id: other.id, question_id: q.id, answered: otherKey.right[String(q.id)] },
      me.token,
    );
    expect(res.json()).toEqual({
      status: 'error',
      message: 'V tomto kvízu se odpovědi nekontrolují průběžně, vyhodnotí se až na konci.',
      data: null,
    });
    const view = quizApi.getQuiz.response.parse((await api.get(`/quiz/${other.id}`, me.token)).json());
    expect(view.results.answered).toEqual({});
    expectNoSecrets(view.questions);
  });
});
