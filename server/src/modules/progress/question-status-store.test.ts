import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, type Caller, type TestLearner } from '../../../test/course-fixtures';
import { enrol, findQuiz, type QuizRef } from '../quiz/quiz-test-kit';
import { statsOf, storeQuestion, stored } from './question-status-test-kit';

/** GET /quiz/store-question: who may store what, and what the stored record becomes. */
describe.each(testDatabases)('store-question on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  /** A quiz of a course in the OSP category, not a sample, and its questions. */
  let quiz: QuizRef;
  let questions: number[];
  let sample: QuizRef;
  let sampleQuestion: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    const [osp] = await t.db.query<{ id: number }>(
      `select i.id from items i join course_categories cc on cc.course_id = i.course_id
         join categories cat on cat.id = cc.category_id join courses c on c.id = i.course_id
        where cat.slug = 'osp' and c.price > 0 and i.type = 'lp_quiz' and not i.preview order by i.id limit 1`,
    );
    const [ref] = await t.db.query<QuizRef>('select id, course_id as "courseId" from items where id = $1', [
      osp!.id,
    ]);
    quiz = ref!;
    questions = (
      await t.db.query<{ id: number }>('select id from questions where quiz_id = $1 order by sort', [quiz.id])
    ).map((r) => r.id);
    sample = await findQuiz(t, { preview: true, paid: true });
    const [first] = await t.db.query<{ id: number }>('select id from questions where quiz_id = $1 limit 1', [
      sample.id,
    ]);
    sampleQuestion = first!.id;
  });
  afterAll(() => t.close());

  const ospLearner = async (roles = ['subscriber', 'premium_osp']) => {
    const me = await makeLearner(t, roles);
    await enrol(t, me.id, quiz.courseId);
    return me;
  };
  const rowsOf = (me: TestLearner) =>
    t.db.query('select question_id, answer_status, pinned from question_statuses where user_id = $1', [
      me.id,
    ]);

  it('pins, changes, unpins and removes the caller’s status of a question', async () => {
    const me = await ospLearner();
    const [a, b] = questions;
    expect(await stored(api, me, { quiz: quiz.id, question: a!, status: 10 })).toEqual({
      status: 'success',
      message: 'Úloha je připnutá na nástěnce.',
      data: { question_id: a, status: 10 },
    });
    expect((await stored(api, me, { quiz: quiz.id, question: b!, status: 3 })).data).toEqual({
      question_id: b,
      status: 3,
    });
    // +10 pins the answered question, -10 unpins it again
    expect((await stored(api, me, { quiz: quiz.id, question: b!, status: 13 })).message).toBe(
      'Úloha je připnutá na nástěnce.',
    );
    expect(await statsOf(api, me)).toEqual({ [a!]: 10, [b!]: 13 });
    const unpinned = await stored(api, me, { quiz: quiz.id, question: b!, status: 3 });
    expect(unpinned).toMatchObject({ message: 'Úloha už na nástěnce není.', data: { status: 3 } });
    const removed = await stored(api, me, { quiz: quiz.id, question: b!, status: -1 });
    expect(removed).toMatchObject({
      message: 'Záznam o otázce je smazaný.',
      data: { question_id: b, status: -1 },
    });
    // unpinning a question never answered leaves no record
    await stored(api, me, { quiz: quiz.id, question: a!, status: 0 });
    expect(await statsOf(api, me)).toEqual({});
    expect(await rowsOf(me)).toEqual([]);
  });

  it('another learner’s user id is refused (403) and nothing is stored', async () => {
    const me = await ospLearner();
    const other = await ospLearner();
    const res = await storeQuestion(api, me, {
      quiz: quiz.id,
      question: questions[0]!,
      status: 10,
      userId: other.id,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'rest_user_cannot_edit', data: { status: 403 } });
    expect(await rowsOf(other)).toEqual([]);
    expect(await rowsOf(me)).toEqual([]);
  });

  it('a question of another quiz or an unknown one is 404 with a Czech message', async () => {
    const me = await ospLearner();
    for (const question of [sampleQuestion, 999999]) {
      const res = await storeQuestion(api, me, { quiz: quiz.id, question, status: 10 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'question_not_found',
        message: 'Taková otázka v tomto kvízu není.',
        data: { status: 404 },
      });
    }
    const unknownQuiz = await storeQuestion(api, me, { quiz: 999999, question: questions[0]!, status: 10 });
    expect(unknownQuiz.statusCode).toBe(404);
    expect(unknownQuiz.json()).toMatchObject({ code: 'quiz_not_found', message: 'Kvíz neexistuje.' });
    // a lesson is not a quiz
    const [lesson] = await t.db.query<{ id: number }>(
      `select id from items where type = 'lp_lesson' limit 1`,
    );
    const notQuiz = await storeQuestion(api, me, { quiz: lesson!.id, question: questions[0]!, status: 10 });
    expect(notQuiz.statusCode).toBe(404);
    expect(await rowsOf(me)).toEqual([]);
  });

  it('a status outside SPEC §3 digits is 400 with a code, and changes nothing', async () => {
    const me = await ospLearner();
    await stored(api, me, { quiz: quiz.id, question: questions[0]!, status: 3 });
    for (const status of [14, 23, 4, -2, -11, 1.5, '', 'x', '0x0A']) {
      const res = await storeQuestion(api, me, { quiz: quiz.id, question: questions[0]!, status });
      expect(res.statusCode, String(status)).toBe(400);
      expect(res.json(), String(status)).toMatchObject({
        code: 'rest_invalid_param',
        message: 'Požadavek obsahuje neplatné údaje.',
        data: { status: 400, params: { 'querystring.status': expect.any(String) } },
      });
    }
    expect(await statsOf(api, me)).toEqual({ [questions[0]!]: 3 });
  });

  it('pinning in a paid course needs the plan of its category (403, nothing stored); unpinning and removing do not', async () => {
    for (const roles of [['subscriber'], ['subscriber', 'premium_zsv', 'premium_tsp']]) {
      const me = await ospLearner(roles);
      await stored(api, me, { quiz: quiz.id, question: questions[0]!, status: 3 });
      for (const status of [13, 10]) {
        const res = await storeQuestion(api, me, { quiz: quiz.id, question: questions[0]!, status });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          code: 'pin_requires_plan',
          message: 'Úlohy si lze označovat pouze s aktivním studijním plánem',
          data: { status: 403 },
        });
      }
      // a sample quiz of a paid course needs the plan to pin as well (decision 0019)
      const sampleRes = await storeQuestion(api, me, {
        quiz: sample.id,
        question: sampleQuestion,
        status: 10,
      });
      expect(sampleRes.json().code).toBe('pin_requires_plan');
      expect(await statsOf(api, me)).toEqual({ [questions[0]!]: 3 });
    }
    // pinned while the plan was active: the plan ends, the pin can still go
    const lapsed = await ospLearner(['subscriber']);
    await t.db.query(
      `insert into question_statuses (user_id, question_id, answer_status, pinned, pinned_at)
       values ($1, $2, 3, true, now()), ($1, $3, 1, true, now())`,
      [lapsed.id, questions[0], questions[1]],
    );
    expect(
      (await stored(api, lapsed, { quiz: quiz.id, question: questions[0]!, status: 3 })).data!.status,
    ).toBe(3);
    expect(
      (await stored(api, lapsed, { quiz: quiz.id, question: questions[1]!, status: -1 })).data!.status,
    ).toBe(-1);
    expect(await statsOf(api, lapsed)).toEqual({ [questions[0]!]: 3 });
  });

  it('the quiz must be open to the learner: enrolled, or a sample; a guest logs in first', async () => {
    const outsider = await makeLearner(t, ['subscriber', 'premium_osp', 'premium_zsv', 'premium_tsp']);
    const res = await storeQuestion(api, outsider, { quiz: quiz.id, question: questions[0]!, status: 10 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'learning_not_enrolled' });
    expect(await rowsOf(outsider)).toEqual([]);
    expect(
      (await stored(api, outsider, { quiz: sample.id, question: sampleQuestion, status: 10 })).data,
    ).toEqual({
      question_id: sampleQuestion,
      status: 10,
    });
    const guest = await api.get(
      `/quiz/store-question?id=${sample.id}&question_id=${sampleQuestion}&user_id=${outsider.id}&status=10`,
    );
    expect(guest.statusCode).toBe(401);
  });

  it('answers in the client’s language', async () => {
    const me = await ospLearner(['subscriber']);
    const res = await api.get(
      `/quiz/store-question?id=${quiz.id}&question_id=${questions[0]}&user_id=${me.id}&status=10`,
      me.token,
      { 'client-locale': 'en_US' },
    );
    expect(res.json().message).toBe('Questions can only be pinned with an active study plan');
  });
});
