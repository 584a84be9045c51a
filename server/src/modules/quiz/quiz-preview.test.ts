import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMESPACES, quizApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { makeLearner } from '../../../test/course-fixtures';
import { expectNoSecrets, findQuiz } from './quiz-test-kit';

const PREVIEW = `${NAMESPACES.wpV1}/quiz/preview`;

/** GET /wp/v1/quiz/preview: the synthetic quiz of a course's sample tasks (SPEC §4, §7). */
describe.each(testDatabases)('quiz preview on %s', (kind) => {
  let t: TestApp;
  const get = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `${PREVIEW}?${query}`,
      headers: { host: 'localhost:3000', ...headers },
    });
  const parse = (body: unknown) => quizApi.quizPreview.response.parse(body);

  /** Question ids of the course's quizzes in curriculum order, preview ones or the others. */
  const questionIds = async (courseId: number, preview: boolean) =>
    (
      await t.db.query<{ id: number }>(
        `select q.id from questions q join items i on i.id = q.quiz_id join sections s on s.id = i.section_id
          where i.course_id = $1 and i.type = 'lp_quiz' and i.preview = $2
          order by s.sort, i.sort, q.sort`,
        [courseId, preview],
      )
    ).map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('a guest gets every preview question of the course, unanswered and with no answer revealed', async () => {
    const { courseId } = await findQuiz(t, { preview: true });
    const [course] = await t.db.query<{ title: string; slug: string }>(
      'select title, slug from courses where id = $1',
      [courseId],
    );
    const res = await get(`course_id=${courseId}`);
    expect(res.statusCode).toBe(200);
    const quiz = parse(res.json());
    expect(quiz).toMatchObject({
      id: courseId,
      name: `Ukázkové úlohy — ${course!.title}`,
      duration: 0,
      checked_questions: [],
      percentile: null,
      assigned: { course: { id: courseId, title: course!.title, slug: course!.slug } },
      meta_data: { _lp_duration: '0 minute' },
    });
    expect(quiz.results).toMatchObject({
      status: '',
      graduation: '',
      answered: {},
      total_time: null,
      question_count: quiz.questions.length,
    });
    expect(quiz.questions.map((q) => q.id)).toEqual(await questionIds(courseId, true));
    expectNoSecrets(quiz.questions);
  });

  it('holds no question of a course quiz that is not a preview item', async () => {
    const { courseId } = await findQuiz(t, { preview: true });
    const others = await questionIds(courseId, false);
    expect(others.length).toBeGreaterThan(0);
    const quiz = parse((await get(`course_id=${courseId}`)).json());
    const ids = new Set(quiz.questions.map((q) => q.id));
    expect(others.filter((id) => ids.has(id))).toEqual([]);
  });

  it('joins several preview quizzes in curriculum order', async () => {
    const { courseId } = await findQuiz(t, { preview: true });
    const [later] = await t.db.query<{ id: number }>(
      `select i.id from items i join sections s on s.id = i.section_id
        where i.course_id = $1 and i.type = 'lp_quiz' and not i.preview order by s.sort desc, i.sort desc limit 1`,
      [courseId],
    );
    const first = await questionIds(courseId, true);
    await t.db.query('update items set preview = true where id = $1', [later!.id]);
    try {
      const quiz = parse((await get(`course_id=${courseId}`)).json());
      const laterIds = (
        await t.db.query<{ id: number }>('select id from questions where quiz_id = $1 order by sort', [
          later!.id,
        ])
      ).map((r) => r.id);
      expect(quiz.questions.map((q) => q.id)).toEqual([...first, ...laterIds]);
      expect(quiz.results.question_count).toBe(first.length + laterIds.length);
    } finally {
      await t.db.query('update items set preview = false where id = $1', [later!.id]);
    }
  });

  it('a course without a preview quiz answers an empty list of questions', async () => {
    const { courseId } = await findQuiz(t, { preview: true });
    const samples = await t.db.query<{ id: number }>(
      `update items set preview = false where course_id = $1 and type = 'lp_quiz' and preview returning id`,
      [courseId],
    );
    try {
      const res = await get(`course_id=${courseId}`);
      expect(res.statusCode).toBe(200);
      const quiz = parse(res.json());
      expect(quiz.id).toBe(courseId);
      expect(quiz.questions).toEqual([]);
      expect(quiz.results.question_count).toBe(0);
    } finally {
      await t.db.query('update items set preview = true where id = any($1::int[])', [
        samples.map((r) => r.id),
      ]);
    }
  });

  it('an unknown or unpublished course is 404 with a Czech message', async () => {
    const unknown = await get('course_id=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'course_not_found',
      message: 'Kurz neexistuje.',
      data: { status: 404 },
    });
    const { courseId } = await findQuiz(t, { preview: true });
    await t.db.query(`update courses set status = 'draft' where id = $1`, [courseId]);
    try {
      expect((await get(`course_id=${courseId}`)).statusCode).toBe(404);
    } finally {
      await t.db.query(`update courses set status = 'publish' where id = $1`, [courseId]);
    }
    const quizId = (await findQuiz(t, { preview: true })).id;
    // a quiz id is not a course id
    expect((await get(`course_id=${quizId}`)).statusCode).toBe(404);
  });

  it('refuses a missing or non-numeric course id with the Czech message', async () => {
    for (const [query, message] of [
      ['', 'Požadavek obsahuje neplatné údaje.'],
      ['course_id=abc', 'Požadavek obsahuje neplatné údaje.'],
      ['course_id=0', 'Identifikátor musí být celé číslo od 1 do 2147483647.'],
    ]) {
      const res = await get(query!);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ message });
    }
  });

  it('stores nothing for a learner and answers the same as for a guest; English by client-locale', async () => {
    const { courseId } = await findQuiz(t, { preview: true });
    const me = await makeLearner(t, ['subscriber']);
    const count = async () =>
      (
        await t.db.query<{ n: number }>(
          `select (select count(*) from quiz_attempts where user_id = $1)
                + (select count(*) from user_items where user_id = $1)
                + (select count(*) from user_courses where user_id = $1) as n`,
          [me.id],
        )
      )[0]!.n;
    const before = await count();
    const mine = await get(`course_id=${courseId}`, { authorization: `Bearer ${me.token}` });
    expect(mine.statusCode).toBe(200);
    expect(await count()).toBe(before);
    const guest = parse((await get(`course_id=${courseId}`)).json());
    expect(parse(mine.json()).questions).toEqual(guest.questions);
    const english = parse((await get(`course_id=${courseId}`, { 'client-locale': 'en_US' })).json());
    expect(english.name).toMatch(/^Sample tasks — /);
  });

  it('every sample task names the preview quiz it comes from, so a learner can pin it', async () => {
    const { courseId } = await findQuiz(t, { preview: true });
    const quiz = parse((await get(`course_id=${courseId}`)).json());
    const owners = await t.db.query<{ id: number; quiz_id: number }>(
      'select id, quiz_id from questions where id = any($1::int[])',
      [quiz.questions.map((q) => q.id)],
    );
    const quizOf = new Map(owners.map((r) => [r.id, r.quiz_id]));
    expect(quiz.questions.map((q) => q.quiz_id)).toEqual(quiz.questions.map((q) => quizOf.get(q.id)));
  });

  describe('evaluating the sample tasks (decision 0019)', () => {
    const evaluate = (body: unknown, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: `${PREVIEW}/evaluate`,
        headers: { host: 'localhost:3000', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: body as object,
      });

    /** The right option value of each one-answer sample task. */
    const rightAnswers = async (courseId: number) => {
      const quiz = parse((await get(`course_id=${courseId}`)).json());
      const rows = await t.db.query<{ question_id: number; value: string }>(
        `select o.question_id, o.value from question_options o join questions q on q.id = o.question_id
          where o.question_id = any($1::int[]) and o.is_true and q.type in ('single_choice', 'true_or_false')`,
        [quiz.questions.map((q) => q.id)],
      );
      return { quiz, right: Object.fromEntries(rows.map((r) => [String(r.question_id), r.value])) };
    };

    it('asks a guest to log in', async () => {
      const { courseId } = await findQuiz(t, { preview: true });
      const res = await evaluate({ course_id: courseId, answered: {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'Akce vyžaduje přihlášený účet' });
    });

    it('grades a learner without a plan: every task revealed with its explanation, nothing stored', async () => {
      const { courseId } = await findQuiz(t, { preview: true });
      const me = await makeLearner(t, ['subscriber']);
      const { quiz, right } = await rightAnswers(courseId);
      const ids = Object.keys(right);
      expect(ids.length).toBeGreaterThan(1);
      // every right answer but the first, which is answered wrong
      const wrongValue = quiz.questions
        .find((q) => String(q.id) === ids[0])!
        .options.find((o) => o.value !== right[ids[0]!])!.value;
      const answered = { ...right, [ids[0]!]: wrongValue };
      const stored = async () =>
        (
          await t.db.query<{ n: number }>(
            `select (select count(*) from quiz_attempts where user_id = $1)
                  + (select count(*) from question_statuses where user_id = $1) as n`,
            [me.id],
          )
        )[0]!.n;
      const res = await evaluate({ course_id: courseId, answered }, me.token);
      expect(res.statusCode, res.body).toBe(200);
      const attempt = quizApi.evaluatePreview.response.parse(res.json());
      expect(attempt.results).toMatchObject({
        status: 'completed',
        question_count: quiz.questions.length,
        question_correct: ids.length - 1,
        question_wrong: 1,
        question_empty: quiz.questions.length - ids.length,
      });
      expect(attempt.results.answered[ids[0]!]).toMatchObject({ answered: wrongValue, correct: false });
      expect(attempt.results.answered[ids[1]!]).toMatchObject({ correct: true });
      expect(attempt.results.answered[ids[1]!]!.explanation).toBeTruthy();
      expect(attempt.checked_questions).toEqual(quiz.questions.map((q) => q.id));
      const first = attempt.questions.find((q) => String(q.id) === ids[0])!;
      expect(first.options.find((o) => o.value === right[ids[0]!])!.is_true).toBe('yes');
      expect(first.quiz_id).toBe(quiz.questions.find((q) => String(q.id) === ids[0])!.quiz_id);
      expect(await stored()).toBe(0);
    });

    it('leaves out answers to questions that are not sample tasks, and refuses a shape that fits none', async () => {
      const { courseId } = await findQuiz(t, { preview: true });
      const me = await makeLearner(t, ['subscriber']);
      const [other] = await questionIds(courseId, false);
      const res = await evaluate({ course_id: courseId, answered: { [other!]: 'a' } }, me.token);
      expect(res.statusCode).toBe(200);
      const attempt = quizApi.evaluatePreview.response.parse(res.json());
      expect(attempt.results.answered[String(other)]).toBeUndefined();
      expect(attempt.results.question_correct).toBe(0);

      const { right } = await rightAnswers(courseId);
      const single = Object.keys(right)[0]!;
      const twice = await evaluate({ course_id: courseId, answered: { [single]: ['a', 'b'] } }, me.token);
      expect(twice.statusCode).toBe(400);
      expect((await evaluate({ course_id: 999999, answered: {} }, me.token)).statusCode).toBe(404);
    });
  });

  it('the OpenAPI document marks the preview served', async () => {
    const doc = (
      await t.app.inject({ url: '/wp-json/openapi.json', headers: { host: 'localhost:3000' } })
    ).json();
    expect(doc.paths[PREVIEW].get['x-served']).toBe(true);
  });
});
