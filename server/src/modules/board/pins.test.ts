import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import {
  caller,
  courseId,
  makeLearner,
  SLUGS,
  tokenOf,
  type Caller,
  type TestLearner,
} from '../../../test/course-fixtures';
import { enrol } from '../quiz/quiz-test-kit';
import { stored } from '../progress/question-status-test-kit';

interface SeededQuiz {
  id: number;
  title: string;
  questions: number[];
}

/** GET /users/pins: the caller's pinned questions, grouped by category, course and quiz. */
describe.each(testDatabases)('pins list on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
  });
  afterAll(() => t.close());

  /** The quizzes of a seeded course in curriculum order, with their question ids in order. */
  const quizzesOf = async (slug: string): Promise<SeededQuiz[]> => {
    const course = await courseId(t, slug);
    const rows = await t.db.query<{ id: number; title: string; questions: number[] }>(
      `select i.id, i.title, array(select q.id from questions q where q.quiz_id = i.id order by q.sort, q.id) as questions
         from items i join sections s on s.id = i.section_id
        where i.course_id = $1 and i.type = 'lp_quiz' order by s.sort, i.sort`,
      [course],
    );
    return rows;
  };
  const pinsOf = async (me: TestLearner, query = '') => {
    const res = await api.get(`/users/pins${query}`, me.token);
    expect(res.statusCode, res.body).toBe(200);
    return boardApi.listPins.response.parse(res.json()).pins;
  };

  it('the demo learner with the OSP plan has three pins of the free OSP course on a fresh install', async () => {
    const petr = await tokenOf(t, 'petr');
    const [sample] = (await quizzesOf(SLUGS.ospFree)).filter((q) => q.title === 'Analogie – procvičování');
    const pins = await pinsOf(petr);
    expect(pins.map((p) => [p.id, p.order, p.status])).toEqual([
      [sample!.questions[0], 1, 11],
      [sample!.questions[1], 2, 13],
      [sample!.questions[2], 3, 10],
    ]);
    expect(pins[0]).toMatchObject({
      quizId: sample!.id,
      quizName: 'Analogie – procvičování',
      courseId: await courseId(t, SLUGS.ospFree),
      // a free course's pins need no plan (decision 0019)
      coursePrice: 0,
      sample: true,
      categoryData: {
        courseName: 'OSP: Verbální oddíl',
        courseCategories: [{ slug: 'osp', name: expect.any(String), id: expect.any(Number) }],
      },
    });
    expect(Date.parse(pins[2]!.pinnedAt)).toBeGreaterThan(Date.parse(pins[0]!.pinnedAt));
    const jana = await tokenOf(t, 'jana');
    expect(await pinsOf(jana)).toEqual([]);
  });

  it('lists only pinned questions, ordered by category, course, quiz and question order, filtered by category', async () => {
    const me = await makeLearner(t, ['subscriber', 'premium_osp', 'premium_zsv', 'premium_tsp']);
    const zsv = await quizzesOf(SLUGS.zsvFree);
    const ospPaid = await quizzesOf(SLUGS.ospPaid);
    const ospFree = await quizzesOf(SLUGS.ospFree);
    for (const slug of [SLUGS.zsvFree, SLUGS.ospPaid, SLUGS.ospFree])
      await enrol(t, me.id, await courseId(t, slug));
    const pin = async (quiz: SeededQuiz, position: number, status = 10) =>
      stored(api, me, { quiz: quiz.id, question: quiz.questions[position]!, status });
    // pinned in a mixed order; one answered and unpinned again, one only answered
    await pin(zsv[0]!, 1, 13);
    await pin(ospPaid[0]!, 0, 11);
    await pin(ospFree[1]!, 2);
    await pin(ospFree[0]!, 3);
    await pin(ospFree[0]!, 0, 12);
    await pin(ospFree[0]!, 1, 13);
    await pin(ospFree[0]!, 1, 3);
    await pin(zsv[0]!, 0, 1);

    const all = await pinsOf(me);
    expect(all.map((p) => [p.quizId, p.order, p.status])).toEqual([
      [ospFree[0]!.id, 1, 12],
      [ospFree[0]!.id, 4, 10],
      [ospFree[1]!.id, 3, 10],
      [ospPaid[0]!.id, 1, 11],
      [zsv[0]!.id, 2, 13],
    ]);
    expect(all.map((p) => p.categoryData.courseCategories.map((c) => c.slug))).toEqual([
      ['osp'],
      ['osp'],
      ['osp'],
      ['osp'],
      ['zsv'],
    ]);
    expect(all[3]).toMatchObject({
      quizName: ospPaid[0]!.title,
      categoryData: { courseName: 'OSP: Analytický a kvantitativní oddíl' },
    });

    expect((await pinsOf(me, '?category=zsv')).map((p) => p.id)).toEqual([zsv[0]!.questions[1]]);
    expect((await pinsOf(me, '?category=osp')).map((p) => p.quizId)).toEqual(
      all.slice(0, 4).map((p) => p.quizId),
    );
    expect(await pinsOf(me, '?category=tsp')).toEqual([]);
    expect(await pinsOf(me, '?category=nic-takoveho')).toEqual([]);
    // nobody else sees them
    expect(await pinsOf(await makeLearner(t))).toEqual([]);
  });

  it('needs a logged-in learner', async () => {
    const res = await api.get('/users/pins');
    expect(res.statusCode).toBe(401);
  });

  it('the OpenAPI document marks store-question, questions-stats and the pins list served', async () => {
    const doc = (
      await t.app.inject({ url: '/wp-json/openapi.json', headers: { host: 'localhost:3000' } })
    ).json() as { paths: Record<string, Record<string, { 'x-served': boolean; parameters?: unknown[] }>> };
    const op = (path: string) => doc.paths[`/wp-json/learnpress/v1${path}`]!.get!;
    for (const path of ['/quiz/store-question', '/users/questions-stats', '/users/pins'])
      expect(op(path)['x-served'], path).toBe(true);
    expect(JSON.stringify(op('/quiz/store-question').parameters)).toContain('status');
  });
});
