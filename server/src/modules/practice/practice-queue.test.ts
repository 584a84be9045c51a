import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, courseId, SLUGS, type Caller, type TestLearner } from '../../../test/course-fixtures';
import { planLearner, takeQuiz } from '../statistics/scores-test-kit';
import {
  answerKey,
  enrol,
  expectNoSecrets,
  findQuiz,
  pick,
  type AnswerKey,
  type QuizRef,
} from '../quiz/quiz-test-kit';
import { answerOf, daysPass, dueOf, pin, queueIds, queueOf, sendAnswer } from './practice-test-kit';

/** GET /board/practice and GET /board/due: which questions are practised, and when. */
describe.each(testDatabases)('practice queue on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  let osp: QuizRef;
  let ospKey: AnswerKey;
  let zsv: { id: number; courseId: number };
  let zsvKey: AnswerKey;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    osp = await findQuiz(t, { preview: false, paid: false, retakeCount: 2 });
    ospKey = await answerKey(t, osp.id);
    const zsvCourse = await courseId(t, SLUGS.zsvFree);
    const [row] = await t.db.query<{ id: number }>(
      `select id from items where course_id = $1 and type = 'lp_quiz' and not preview order by id limit 1`,
      [zsvCourse],
    );
    zsv = { id: row!.id, courseId: zsvCourse };
    zsvKey = await answerKey(t, zsv.id);
  });
  afterAll(() => t.close());

  const q = (key: AnswerKey, position: number) => key.questions[position]!.id;

  /**
   * A learner of both courses: the OSP quiz finished with positions 0–1 wrong and 2–3 right (the rest
   * skipped), then 1, 2 and 4 pinned; the ZSV quiz finished with position 0 wrong.
   */
  async function learnerWithMistakes(): Promise<TestLearner> {
    const me = await planLearner(t, osp.courseId);
    await enrol(t, me.id, zsv.courseId);
    await takeQuiz(api, me, osp.id, { ...pick(ospKey, 'wrong', [0, 1]), ...pick(ospKey, 'right', [2, 3]) });
    await pin(api, me, osp.id, q(ospKey, 1), 3);
    await pin(api, me, osp.id, q(ospKey, 2), 1);
    await pin(api, me, osp.id, q(ospKey, 4));
    await takeQuiz(api, me, zsv.id, pick(zsvKey, 'wrong', [0]));
    return me;
  }

  it('answers 401 to guests on the queue, an answer and the due count', async () => {
    for (const res of [
      await api.get('/board/practice'),
      await api.get('/board/due'),
      await sendAnswer(api, { id: 0, token: '', username: '' }, { question_id: q(ospKey, 0), answered: 'a' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Akce vyžaduje přihlášený účet');
    }
  });

  it('holds the pinned and the wrongly answered questions only, due now, without their answers', async () => {
    const me = await learnerWithMistakes();
    const queue = await queueOf(api, me);
    const byId = new Map(queue.cards.map((card) => [card.question.id, card]));
    expect([...byId.keys()].sort((a, b) => a - b)).toEqual(
      [q(ospKey, 0), q(ospKey, 1), q(ospKey, 2), q(ospKey, 4), q(zsvKey, 0)].sort((a, b) => a - b),
    );
    expect(byId.get(q(ospKey, 0))).toMatchObject({ reason: 'incorrect', status: 3, reps: 0, lapses: 0 });
    expect(byId.get(q(ospKey, 1))).toMatchObject({ reason: 'both', status: 13 });
    expect(byId.get(q(ospKey, 2))).toMatchObject({ reason: 'pinned', status: 11 });
    expect(byId.get(q(ospKey, 4))).toMatchObject({ reason: 'pinned', status: 10 });
    expect(byId.get(q(ospKey, 0))).toMatchObject({ quizId: osp.id, courseId: osp.courseId });
    expect(byId.get(q(ospKey, 0))!.courseName).not.toBe('');
    expect(byId.get(q(ospKey, 0))!.quizName).not.toBe('');
    expectNoSecrets(queue.cards.map((card) => card.question));
    expect(queue).toMatchObject({ total: 5, due_today: 5, next_due: null });
    expect(await dueOf(api, me)).toBe(5);
  });

  it('filters by category: only questions of courses in that category', async () => {
    const me = await learnerWithMistakes();
    expect(await queueIds(api, me, 'zsv')).toEqual([q(zsvKey, 0)]);
    expect((await queueIds(api, me, 'osp')).sort((a, b) => a - b)).toEqual(
      [0, 1, 2, 4].map((p) => q(ospKey, p)).sort((a, b) => a - b),
    );
    expect(await queueOf(api, me, 'tsp')).toMatchObject({ cards: [], total: 0, due_today: 0 });
    expect(await queueOf(api, me, 'neni-takova')).toMatchObject({ cards: [], total: 0 });
    expect(await dueOf(api, me, 'zsv')).toBe(1);
    expect(await dueOf(api, me, 'osp')).toBe(4);
  });

  it('puts the most overdue first and counts what is due later today apart from now', async () => {
    const me = await learnerWithMistakes();
    await queueOf(api, me, 'osp');
    // the pin of position 4 has waited a week, the others are due now
    await t.db.query(
      `update practice_cards set due = due - interval '7 days' where user_id = $1 and question_id = $2`,
      [me.id, q(ospKey, 4)],
    );
    expect((await queueIds(api, me, 'osp'))[0]).toBe(q(ospKey, 4));

    // a right answer on a new question brings it back ten minutes later: in practice, not due now
    const right = await answerOf(api, me, {
      question_id: q(ospKey, 2),
      answered: ospKey.right[q(ospKey, 2)]!,
    });
    const queue = await queueOf(api, me, 'osp');
    expect(queue.cards.map((card) => card.question.id)).not.toContain(q(ospKey, 2));
    expect(queue.total).toBe(4);
    expect(queue.next_due).toBe(right.next_due);
  });

  it('leaves out questions of a course the learner is no longer in', async () => {
    const me = await learnerWithMistakes();
    await t.db.query('delete from user_courses where user_id = $1 and course_id = $2', [me.id, zsv.courseId]);
    expect(await queueIds(api, me)).not.toContain(q(zsvKey, 0));
    expect((await queueOf(api, me)).total).toBe(4);
    const res = await sendAnswer(api, me, {
      question_id: q(zsvKey, 0),
      answered: zsvKey.right[q(zsvKey, 0)]!,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'learning_not_enrolled' });
  });

  it('keeps a question answered right once in practice until it is known on two days', async () => {
    const me = await learnerWithMistakes();
    const id = q(ospKey, 0);
    await answerOf(api, me, { question_id: id, answered: ospKey.right[id]! });
    // now re-correct (2), no longer "incorrect", but still practised
    await daysPass(t, me.id, 1);
    expect(await queueIds(api, me, 'osp')).toContain(id);
    const done = await answerOf(api, me, { question_id: id, answered: ospKey.right[id]! });
    expect(done.retired).toBe(true);
    expect(await queueIds(api, me, 'osp')).not.toContain(id);
    expect((await queueOf(api, me, 'osp')).total).toBe(3);
  });

  it('the due count is the learner’s own', async () => {
    const me = await learnerWithMistakes();
    const other = await planLearner(t, osp.courseId);
    expect(await dueOf(api, other)).toBe(0);
    expect(await queueOf(api, other)).toMatchObject({ cards: [], total: 0, due_today: 0 });
    expect(await dueOf(api, me)).toBe(5);
  });
});
