import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { coursesApi, type Course } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, courseId, makeLearner, SLUGS, tokenOf, type Caller } from '../../../test/course-fixtures';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';

const NBSP = '\u00a0';

describe.each(testDatabases)('GET /courses/{id} on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
  });
  afterAll(() => t.close());

  const course = async (slug: string, token?: string) => {
    const res = await api.get(`/courses/${await courseId(t, slug)}?v=1`, token);
    expect(res.statusCode).toBe(200);
    return coursesApi.courseSchema.parse(res.json()) as Course;
  };

  it('answers a paid course on sale with Czech prices, meta data, instructor and categories', async () => {
    const c = await course(SLUGS.ospPaid);
    expect(c).toMatchObject({
      name: 'OSP: Analytický a kvantitativní oddíl',
      slug: SLUGS.ospPaid,
      status: 'publish',
      origin_price: 1290,
      price: 990,
      sale_price: 990,
      origin_price_rendered: `1${NBSP}290${NBSP}Kč`,
      price_rendered: `990${NBSP}Kč`,
      sale_price_rendered: `990${NBSP}Kč`,
      on_sale: true,
      duration: '5 týdnů',
      meta_data: { _lp_passing_condition: 70, _lp_retake_count: 2 },
      ratake_count: 2,
      rataken: 0,
      can_finish: false,
      can_retake: false,
      course_data: null,
      instructor: {
        name: 'Ing. Martin Kučera',
        avatar: 'http://localhost:3000/wp-content/uploads/seed/osp-avatar-kucera.svg',
      },
      image: 'http://localhost:3000/wp-content/uploads/seed/osp-analyticky-a-kvantitativni-oddil.svg',
    });
    expect(c.instructor.description).toContain('ČVUT');
    expect(c.categories).toEqual([
      expect.objectContaining({
        slug: 'osp',
        name: 'Obecné studijní předpoklady (OSP)',
        meta: { subscription: ['osp'] },
      }),
    ]);
    expect(c.count_students).toBe(20);
    const [{ avg }] = (await t.db.query<{ avg: number }>(
      'select round(avg(rating), 1) as avg from reviews where course_id = $1',
      [c.id],
    )) as [{ avg: number }];
    expect(c.rating).toBe(avg);
    expect(c.rating).toBeGreaterThan(0);
  });

  it('a free course shows as free and not on sale', async () => {
    const c = await course(SLUGS.ospFree);
    expect(c).toMatchObject({
      price: 0,
      origin_price: 0,
      price_rendered: 'Zdarma',
      origin_price_rendered: 'Zdarma',
      on_sale: false,
      sale_price: 0,
      sale_price_rendered: '',
      count_students: 25,
    });
  });

  it('for a guest: every item locked except the previews, no progress', async () => {
    const c = await course(SLUGS.ospFree);
    const items = c.sections.flatMap((s) => s.items);
    expect(items.length).toBeGreaterThan(4);
    expect(items.filter((i) => i.preview).length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.locked).toBe(!item.preview);
      expect([item.graduation, item.status]).toEqual(['', '']);
      expect(item.duration).toMatch(/^\d+\u00a0min$/);
    }
    expect(c.sections.every((s) => s.percent === undefined)).toBe(true);
  });

  it('for an enrolled learner: course_data, item graduation and status, nothing locked', async () => {
    const jana = await tokenOf(t, DEMO_ACCOUNTS.learner.username);
    const c = await course(SLUGS.ospFree, jana.token);
    expect(c.course_data).toMatchObject({
      status: 'enrolled',
      graduation: 'in-progress',
      end_time: null,
      expiration_time: null,
      result: { pass: 0, completed_items: 2, items: { lesson: { completed: 2, passed: 2 } } },
    });
    expect(c.course_data!.start_time).toMatch(/Z$/);
    const items = c.sections.flatMap((s) => s.items);
    expect(items.every((i) => !i.locked)).toBe(true);
    const done = items.filter((i) => i.status === 'completed');
    expect(done.map((i) => [i.type, i.graduation])).toEqual([
      ['lp_lesson', 'passed'],
      ['lp_lesson', 'passed'],
    ]);
    expect(c.course_data!.result.result).toBeCloseTo((2 / items.length) * 100, 2);
    expect(c.sections.every((s) => typeof s.percent === 'number')).toBe(true);
    expect(c.can_finish).toBe(true);
    // the same course for someone else shows no progress
    const other = await makeLearner(t);
    const theirs = await course(SLUGS.ospFree, other.token);
    expect(theirs.course_data).toBeNull();
    expect(theirs.sections.flatMap((s) => s.items).every((i) => i.status === '')).toBe(true);
  });

  it("a completed order without enrolment is 'purchased', items stay locked", async () => {
    const petr = await tokenOf(t, DEMO_ACCOUNTS.premium.username);
    const c = await course(SLUGS.zsvPaid, petr.token);
    expect(c.course_data).toMatchObject({ status: 'purchased', graduation: '' });
    expect(
      c.sections
        .flatMap((s) => s.items)
        .filter((i) => !i.preview)
        .every((i) => i.locked),
    ).toBe(true);
    expect(c.can_finish).toBe(false);
  });

  it('optimize names fields to leave out', async () => {
    const id = await courseId(t, SLUGS.ospFree);
    const res = await api.get(`/courses/${id}?optimize=sections,content`);
    expect(res.json()).not.toHaveProperty('sections');
    expect(res.json()).not.toHaveProperty('content');
    expect(res.json()).toHaveProperty('meta_data');
  });

  it('an unknown id is 404 with a code, in the client’s language; an item id is no course', async () => {
    const res = await api.get('/courses/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'course_not_found',
      message: 'Kurz neexistuje.',
      data: { status: 404 },
    });
    const en = await api.get('/courses/999999', undefined, { 'client-locale': 'en_US' });
    expect(en.json().message).toBe('The course does not exist.');
    const [item] = await t.db.query<{ id: number }>('select id from items limit 1');
    expect((await api.get(`/courses/${item!.id}`)).statusCode).toBe(404);
  });

  it.each(['abc', '0', '-3', '1.5'])('a malformed id %j is 400 rest_invalid_param', async (id) => {
    const res = await api.get(`/courses/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
  });

  it('loads a course in a fixed number of queries, however many items it has', async () => {
    const jana = await tokenOf(t, DEMO_ACCOUNTS.learner.username);
    const spy = vi.spyOn(t.db, 'query');
    // with nothing kept yet: a new content version empties the course cache
    const count = async (url: string) => {
      await t.db.query('update content_version set version = version + 1');
      spy.mockClear();
      expect((await api.get(url, jana.token)).statusCode).toBe(200);
      return spy.mock.calls.length;
    };
    try {
      const small = await count(`/courses/${await courseId(t, SLUGS.tspPaid)}`);
      const [{ n }] = (await t.db.query<{ n: number }>('select count(*) as n from items')) as [{ n: number }];
      expect(n).toBeGreaterThan(small);
      expect(await count(`/courses/${await courseId(t, SLUGS.ospFree)}`)).toBe(small);
      expect(small).toBeLessThanOrEqual(10);
      const one = await count('/courses?per_page=1');
      expect(await count('/courses?per_page=6')).toBe(one);
      spy.mockClear();
      await api.get('/courses?per_page=6', jana.token);
      expect(spy.mock.calls.length).toBeLessThan(one);
    } finally {
      spy.mockRestore();
    }
  });
});
