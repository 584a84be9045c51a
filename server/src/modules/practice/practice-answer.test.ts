import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, type Caller, type TestLearner } from '../../../test/course-fixtures';
import { stored, statsOf } from '../progress/question-status-test-kit';
import { histogramOf, planLearner, takeQuiz } from '../statistics/scores-test-kit';
import {
  answerKey,
  attemptsOf,
  findQuiz,
  pick,
  userItemOf,
  type AnswerKey,
  type QuizRef,
} from '../quiz/quiz-test-kit';
import { answerOf, cardOf, daysPass, dueOf, pin, queueIds, queueOf, sendAnswer } from './practice-test-kit';

const MINUTE = 60_000;

/** POST /board/practice/answer: graded at once, scheduled by FSRS, retired on spaced days, applied once. */
describe.each(testDatabases)('practice answers on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  let quiz: QuizRef;
  let key: AnswerKey;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    quiz = await findQuiz(t, { preview: false, paid: false, retakeCount: 2 });
    key = await answerKey(t, quiz.id);
  });
  afterAll(() => t.close());

  const q = (position: number) => key.questions[position]!.id;
  const right = (position: number) => key.right[String(q(position))]!;
  const wrong = (position: number) => key.wrong[String(q(position))]!;

  /** The quiz finished with positions 0–1 wrong, 2–3 right; 1, 2 and 4 pinned. */
  async function learnerWithMistakes(): Promise<TestLearner> {
    const me = await planLearner(t, quiz.courseId);
    await takeQuiz(api, me, quiz.id, { ...pick(key, 'wrong', [0, 1]), ...pick(key, 'right', [2, 3]) });
    await pin(api, me, quiz.id, q(1), 3);
    await pin(api, me, quiz.id, q(2), 1);
    await pin(api, me, quiz.id, q(4));
    return me;
  }

  it('grades at once, reveals the explanation and the right options, and moves the status keeping the pin', async () => {
    const me = await learnerWithMistakes();
    const before = Date.now();
    const [{ explanation } = { explanation: '' }] = await t.db.query<{ explanation: string }>(
      'select explanation from questions where id = $1',
      [q(1)],
    );
    const good = await answerOf(api, me, { question_id: q(1), answered: right(1) });
    expect(good).toMatchObject({
      message: 'Správně! Otázka se ti vrátí, až přijde čas ji zopakovat.',
      question_id: q(1),
      result: { correct: true, answered: right(1), explanation },
      explanation,
      question_status: 12,
      retired: false,
    });
    expect(explanation).not.toBe('');
    expect(good.options.some((o) => o.is_true === 'yes')).toBe(true);
    expect(good.options.every((o) => o.is_true === 'yes' || o.is_true === 'no')).toBe(true);
    const wait = Date.parse(good.next_due!) - before;
    expect(wait).toBeGreaterThan(5 * MINUTE);
    expect(wait).toBeLessThan(20 * MINUTE);

    const bad = await answerOf(api, me, { question_id: q(0), answered: wrong(0) });
    expect(bad).toMatchObject({
      message: 'Tentokrát ne. Otázku si brzy zopakuješ znovu.',
      result: { correct: false },
      question_status: 3,
      retired: false,
    });
    const empty = await answerOf(api, me, { question_id: q(4), answered: null });
    expect(empty).toMatchObject({ result: { correct: false, answered: '' }, question_status: 10 });
    expect(await statsOf(api, me)).toMatchObject({ [q(1)]: 12, [q(0)]: 3, [q(4)]: 10 });
  });

  it('a wrong answer brings the question back sooner than a right one', async () => {
    const me = await learnerWithMistakes();
    const good = await answerOf(api, me, { question_id: q(2), answered: right(2) });
    const bad = await answerOf(api, me, { question_id: q(0), answered: wrong(0) });
    expect(Date.parse(bad.next_due!)).toBeLessThan(Date.parse(good.next_due!));
    expect(Date.parse(bad.next_due!) - Date.now()).toBeLessThan(5 * MINUTE);

    // twice right on the first day: not due for a day or more; forgotten then: back within the hour
    const later = await answerOf(api, me, { question_id: q(2), answered: right(2) });
    expect(later.retired).toBe(false);
    expect(Date.parse(later.next_due!) - Date.now()).toBeGreaterThan(20 * 60 * MINUTE);
    await daysPass(t, me.id, 3);
    const lapse = await answerOf(api, me, { question_id: q(2), answered: wrong(2) });
    expect(lapse).toMatchObject({ retired: false, question_status: 13 });
    expect(Date.parse(lapse.next_due!) - Date.now()).toBeLessThan(60 * MINUTE);
    expect(await cardOf(t, me.id, q(2))).toMatchObject({ reps: 3, right_days: 0 });
  });

  it('right answers on two different days retire the question, a wrong one in between starts again', async () => {
    const me = await learnerWithMistakes();
    const first = await answerOf(api, me, { question_id: q(0), answered: right(0) });
    expect(first).toMatchObject({ retired: false, question_status: 2 });
    // right again the same day: still one day
    const sameDay = await answerOf(api, me, { question_id: q(0), answered: right(0) });
    expect(sameDay.retired).toBe(false);
    expect(await cardOf(t, me.id, q(0))).toMatchObject({ right_days: 1, reps: 2 });

    await daysPass(t, me.id, 1);
    const wrongNext = await answerOf(api, me, { question_id: q(0), answered: wrong(0) });
    expect(wrongNext).toMatchObject({ retired: false, question_status: 3 });
    await daysPass(t, me.id, 1);
    expect((await answerOf(api, me, { question_id: q(0), answered: right(0) })).retired).toBe(false);
    await daysPass(t, me.id, 1);
    const before = await queueOf(api, me);
    const wasDue = before.cards.some((card) => card.question.id === q(0));
    const done = await answerOf(api, me, { question_id: q(0), answered: right(0) });
    expect(done).toMatchObject({
      message: 'Výborně! Otázku umíš už ve dvou různých dnech, z procvičování proto odchází.',
      retired: true,
      next_due: null,
      question_status: 2,
      due_today: before.due_today - (wasDue ? 1 : 0),
    });
    expect(await dueOf(api, me)).toBe(done.due_today);
    expect(await queueIds(api, me)).not.toContain(q(0));
    expect((await queueOf(api, me)).total).toBe(before.total - 1);
    const again = await sendAnswer(api, me, { question_id: q(0), answered: right(0) });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      code: 'practice_not_found',
      message: 'Tato otázka v tvém procvičování není.',
    });
  });

  it('a question answered wrongly in the quiz, or pinned again, after it retired comes back', async () => {
    const me = await learnerWithMistakes();
    for (const p of [0, 2]) await answerOf(api, me, { question_id: q(p), answered: right(p) });
    await daysPass(t, me.id, 1);
    for (const p of [0, 2])
      expect((await answerOf(api, me, { question_id: q(p), answered: right(p) })).retired).toBe(true);
    await daysPass(t, me.id, 1);
    expect(await queueIds(api, me)).not.toContain(q(0));

    await takeQuiz(api, me, quiz.id, pick(key, 'wrong', [0]));
    const queue = await queueOf(api, me);
    expect(queue.cards.find((card) => card.question.id === q(0))).toMatchObject({
      status: 3,
      reason: 'incorrect',
    });
    expect(await cardOf(t, me.id, q(0))).toMatchObject({ retired: false, right_days: 0 });

    // unpinned it leaves practice (answered right), pinned again it is back
    expect(await queueIds(api, me)).not.toContain(q(2));
    await stored(api, me, { quiz: quiz.id, question: q(2), status: 1 });
    await stored(api, me, { quiz: quiz.id, question: q(2), status: 11 });
    expect(await queueIds(api, me)).toContain(q(2));
  });

  it('never changes the quiz’s attempts, grade, statistics or percentile', async () => {
    const me = await learnerWithMistakes();
    const snapshot = async () => ({
      item: await userItemOf(t, me.id, quiz.id),
      attempts: await attemptsOf(t, me.id, quiz.id),
      histogram: await histogramOf(t, quiz.id),
      quiz: (await api.get(`/quiz/${quiz.id}`, me.token)).json().results,
      statistics: (await api.post('/quiz/statistics', { id_list: [quiz.id] }, me.token)).json(),
      percentile: (await api.get(`/quiz/percentil?id=${quiz.id}`, me.token)).json(),
      course: (await t.db.query('select * from user_courses where user_id = $1', [me.id]))[0],
    });
    const before = await snapshot();
    for (const p of [0, 1, 2, 4]) await answerOf(api, me, { question_id: q(p), answered: right(p) });
    await daysPass(t, me.id, 1);
    for (const p of [0, 1, 2, 4]) await answerOf(api, me, { question_id: q(p), answered: right(p) });
    expect(await snapshot()).toEqual(before);
  });

  it('a replay with the same action_id applies once and answers the first result', async () => {
    const me = await learnerWithMistakes();
    const first = await answerOf(api, me, { question_id: q(0), answered: right(0), action_id: 'akce-0001' });
    const replay = await answerOf(api, me, { question_id: q(0), answered: wrong(0), action_id: 'akce-0001' });
    expect(replay.message).toBe('Tuto odpověď už máme zaznamenanou.');
    const { message: _first, ...firstData } = first;
    const { message: _replay, ...replayData } = replay;
    expect(replayData).toEqual(firstData);
    expect(await cardOf(t, me.id, q(0))).toMatchObject({ reps: 1, right_days: 1 });
    expect((await statsOf(api, me))[q(0)]).toBe(2);

    await answerOf(api, me, { question_id: q(0), answered: wrong(0), action_id: 'akce-0002' });
    expect(await cardOf(t, me.id, q(0))).toMatchObject({ reps: 2, right_days: 0 });
    // sent twice at the same moment: applied once, both answered alike
    const body = { question_id: q(0), answered: right(0), action_id: 'akce-0003' };
    const both = await Promise.all([answerOf(api, me, body), answerOf(api, me, body)]);
    expect(both[0].result).toEqual(both[1].result);
    expect(await cardOf(t, me.id, q(0))).toMatchObject({ reps: 3 });
    // action ids are the learner's own: another learner's same id is a new answer
    const other = await learnerWithMistakes();
    const theirs = await answerOf(api, other, {
      question_id: q(0),
      answered: wrong(0),
      action_id: 'akce-0001',
    });
    expect(theirs.result.correct).toBe(false);
  });

  it('refuses another learner’s question and an unknown one (404) and bad input (400), changing nothing', async () => {
    const me = await learnerWithMistakes();
    const other = await planLearner(t, quiz.courseId);
    const res = await sendAnswer(api, other, { question_id: q(0), answered: right(0) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'practice_not_found', data: { status: 404 } });
    expect(await cardOf(t, other.id, q(0))).toBeNull();

    for (const id of [999_999, quiz.id]) {
      const unknown = await sendAnswer(api, me, { question_id: id, answered: 'a' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        code: 'question_not_found',
        message: 'Taková otázka neexistuje.',
      });
    }
    for (const body of [
      { question_id: q(0), answered: 5 },
      { question_id: 'abc', answered: 'a' },
      { question_id: q(0), answered: right(0), action_id: 'krátké' },
      { question_id: q(0) },
    ]) {
      const bad = await api.post('/board/practice/answer', body, me.token);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await cardOf(t, me.id, q(0))).toBeNull();
    expect((await statsOf(api, me))[q(0)]).toBe(3);
  });

  it('in a paid course a learner whose plan has ended is refused as the quiz finish refuses, and learns nothing', async () => {
    const paid = await findQuiz(t, { preview: false, paid: true });
    const paidKey = await answerKey(t, paid.id);
    const question = paidKey.questions[0]!.id;
    const me = await planLearner(t, paid.courseId);
    await takeQuiz(api, me, paid.id, pick(paidKey, 'wrong', [0]));
    await pin(api, me, paid.id, question, 3);
    await t.db.query('update users set roles = $2 where id = $1', [me.id, ['subscriber']]);
    const finish = await api.post('/quiz/finish', { id: paid.id, answered: paidKey.right }, me.token);
    const res = await sendAnswer(api, me, {
      question_id: question,
      answered: paidKey.right[String(question)]!,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'quiz_requires_plan',
      message: 'Kvíz se dá vyhodnotit pouze s aktivním studijním plánem',
      data: { status: 403 },
    });
    expect(res.json()).toEqual(finish.json());
    expect(await cardOf(t, me.id, question)).toBeNull();
    expect((await statsOf(api, me))[question]).toBe(13);
  });

  it('the answer’s due count follows the category sent', async () => {
    const me = await learnerWithMistakes();
    const all = await answerOf(api, me, { question_id: q(0), answered: wrong(0) });
    const none = await answerOf(api, me, { question_id: q(1), answered: wrong(1), category: 'zsv' });
    const osp = await answerOf(api, me, { question_id: q(2), answered: wrong(2), category: 'osp' });
    expect(none.due_today).toBe(0);
    expect(osp.due_today).toBeGreaterThan(0);
    expect(osp.due_today).toBe(all.due_today);
    expect(osp.due_today).toBe(await dueOf(api, me, 'osp'));
  });
});
