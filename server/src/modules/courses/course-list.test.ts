import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesApi, type CourseSummary } from '@studovna/core/contract';
import { SORT_FILTERS, type SortFilter } from '@studovna/core/domain';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import {
  caller,
  completeItems,
  courseId,
  makeLearner,
  SLUGS,
  tokenOf,
  type Caller,
} from '../../../test/course-fixtures';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';

/** Lower case without diacritics and without HTML tags, as a reader would search. */
const folded = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

const queryOf = (filter: SortFilter) =>
  Object.entries(SORT_FILTERS[filter])
    .map(([key, value]) => `${key}=${value === true ? '1' : value}`)
    .join('&');

describe.each(testDatabases)('GET /courses on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  let all: CourseSummary[];
  let published: Map<number, number>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    all = (await api.get('/courses?per_page=100')).json();
    const rows = await t.db.query<{ id: number; published_at: Date }>('select id, published_at from courses');
    published = new Map(rows.map((r) => [r.id, r.published_at.getTime()]));
  });
  afterAll(() => t.close());

  const slugs = (res: { json(): unknown }) => (res.json() as CourseSummary[]).map((c) => c.slug);

  it('lists the published courses with every field, valid by the contract', async () => {
    const res = await api.get('/courses?v=0.42');
    expect(res.statusCode).toBe(200);
    const list = coursesApi.listCourses.response.parse(res.json());
    expect(list).toHaveLength(6);
    expect(list[0]).toHaveProperty('sections');
    expect(list[0]).toHaveProperty('course_data', null);
    expect(res.headers['x-wp-total']).toBe('6');
    expect(res.headers['x-wp-totalpages']).toBe('1');
  });

  it('pages with per_page and page, totals in X-WP-Total and X-WP-TotalPages', async () => {
    const first = await api.get('/courses?per_page=4&orderby=id&order=asc');
    const second = await api.get('/courses?per_page=4&page=2&orderby=id&order=asc');
    const beyond = await api.get('/courses?per_page=4&page=3');
    expect(first.json()).toHaveLength(4);
    expect(second.json()).toHaveLength(2);
    expect(beyond.json()).toEqual([]);
    for (const res of [first, second, beyond]) {
      expect(res.headers['x-wp-total']).toBe('6');
      expect(res.headers['x-wp-totalpages']).toBe('2');
    }
    expect([...slugs(first), ...slugs(second)]).toEqual(
      [...all].sort((a, b) => a.id - b.id).map((c) => c.slug),
    );
  });

  it.each([1, 2, 3, 4, 5, 6, 7] as SortFilter[])(
    'sort filter %i of SPEC §9 orders as it says',
    async (filter) => {
      const res = await api.get(`/courses?${queryOf(filter)}`);
      expect(res.statusCode).toBe(200);
      const { orderby, order, on_sale } = SORT_FILTERS[filter];
      const dir = order === 'desc' ? -1 : 1;
      const key = (c: CourseSummary): number | string =>
        orderby === 'price'
          ? c.price
          : orderby === 'popular'
            ? c.count_students!
            : orderby === 'date'
              ? published.get(c.id)!
              : c.name;
      const collator = new Intl.Collator('cs');
      const expected = all
        .filter((c) => !on_sale || c.on_sale)
        .sort((a, b) => {
          const [x, y] = [key(a), key(b)];
          const byKey = typeof x === 'string' ? collator.compare(x, y as string) : x - (y as number);
          return dir * (byKey || a.id - b.id);
        })
        .map((c) => c.slug);
      expect(slugs(res)).toEqual(expected);
      if (on_sale) expect(expected).toEqual([SLUGS.zsvPaid, SLUGS.ospPaid]);
    },
  );

  it('popular lists the most studied first: the cohort makes the order differ from the date', async () => {
    const popular = slugs(await api.get('/courses?popular=1'));
    expect(popular).toEqual([
      SLUGS.ospFree,
      SLUGS.ospPaid,
      SLUGS.zsvFree,
      SLUGS.zsvPaid,
      SLUGS.tspFree,
      SLUGS.tspPaid,
    ]);
    expect(slugs(await api.get('/courses?orderby=date&order=asc'))).not.toEqual(popular);
  });

  it('orders titles as Czech does: Č after C, Ch after H', async () => {
    const learner = await makeLearner(t);
    const author = learner.id;
    await t.db.query(
      `insert into courses (slug, title, author_id, published_at) values
         ('t-cesta', 'Čeština pro pokročilé', $1, now()), ('t-chemie', 'Chemie', $1, now()),
         ('t-cukr', 'Cukrovar', $1, now()), ('t-hory', 'Hory', $1, now()), ('t-izo', 'Izotopy', $1, now())`,
      [author],
    );
    try {
      const titles = (
        await api.get('/courses?orderby=title&order=asc&search=&per_page=100')
      ).json() as CourseSummary[];
      const ours = titles
        .map((c) => c.name)
        .filter((n) => ['Čeština pro pokročilé', 'Chemie', 'Cukrovar', 'Hory', 'Izotopy'].includes(n));
      expect(ours).toEqual(['Cukrovar', 'Čeština pro pokročilé', 'Hory', 'Chemie', 'Izotopy']);
    } finally {
      await t.db.query(`delete from courses where slug like 't-%'`);
    }
  });

  it.each(['verbalni', 'VERBÁLNÍ', 'analogie', 'Přijímací', 'strong', '%', 'nic takového neexistuje'])(
    'search %j matches title, excerpt or text, ignoring case and accents',
    async (term) => {
      const res = await api.get(`/courses?per_page=100&search=${encodeURIComponent(term)}`);
      const expected = all
        .filter((c) =>
          [c.name, c.excerpt ?? '', c.content ?? ''].some((text) => folded(text).includes(folded(term))),
        )
        .map((c) => c.slug);
      expect(slugs(res).sort()).toEqual(expected.sort());
      expect(res.headers['x-wp-total']).toBe(String(expected.length));
    },
  );

  it('search finds the verbal courses without diacritics and nothing for markup', async () => {
    expect(slugs(await api.get('/courses?search=verbalni%20oddil'))).toEqual([SLUGS.ospFree]);
    expect(slugs(await api.get('/courses?search=strong'))).toEqual([]);
  });

  it('filters by category ids, and by on_sale', async () => {
    const categories = await t.db.query<{ id: number; slug: string }>('select id, slug from categories');
    const id = (slug: string) => categories.find((c) => c.slug === slug)!.id;
    const osp = await api.get(`/courses?category=${id('osp')}&orderby=id&order=asc`);
    expect(slugs(osp)).toEqual([SLUGS.ospFree, SLUGS.ospPaid]);
    expect(osp.headers['x-wp-total']).toBe('2');
    const two = await api.get(`/courses?category=${id('osp')},${id('tsp')}`);
    expect(slugs(two).sort()).toEqual([SLUGS.ospFree, SLUGS.ospPaid, SLUGS.tspFree, SLUGS.tspPaid].sort());
    expect(slugs(await api.get('/courses?category=999999'))).toEqual([]);
    const sale = (await api.get('/courses?on_sale=1')).json() as CourseSummary[];
    expect(sale.every((c) => c.on_sale && c.sale_price < c.origin_price)).toBe(true);
    expect(sale).toHaveLength(2);
  });

  it('optimize leaves out the heavy fields, or the ones named', async () => {
    const [light] = (await api.get('/courses?optimize=1&per_page=1')).json() as Record<string, unknown>[];
    for (const field of [
      'sections',
      'course_data',
      'instructor',
      'meta_data',
      'can_retake',
      'count_students',
    ])
      expect(light).not.toHaveProperty(field);
    expect(light).toHaveProperty('price_rendered');
    const [named] = (await api.get('/courses?optimize=content,sections&per_page=1')).json() as Record<
      string,
      unknown
    >[];
    expect(named).not.toHaveProperty('content');
    expect(named).not.toHaveProperty('sections');
    expect(named).toHaveProperty('instructor');
    // a required field cannot be dropped
    const [kept] = (await api.get('/courses?optimize=name,id&per_page=1')).json() as Record<
      string,
      unknown
    >[];
    expect(kept).toHaveProperty('name');
  });

  it('My courses: learned=1 lists the caller’s courses, course_filter by graduation', async () => {
    const jana = await tokenOf(t, DEMO_ACCOUNTS.learner.username);
    expect(slugs(await api.get('/courses?learned=1', jana.token))).toEqual([SLUGS.ospFree]);

    const me = await makeLearner(t, ['subscriber', 'premium_tsp']);
    for (const slug of [SLUGS.ospFree, SLUGS.zsvFree, SLUGS.tspFree, SLUGS.tspPaid])
      expect((await api.post('/courses/enroll', { id: await courseId(t, slug) }, me.token)).statusCode).toBe(
        200,
      );
    const passed = await courseId(t, SLUGS.zsvFree);
    await completeItems(t, me.id, passed, () => 'passed');
    await api.post('/courses/finish', { id: passed }, me.token);
    await api.post('/courses/finish', { id: await courseId(t, SLUGS.tspFree) }, me.token);

    const mine = (filter = '') =>
      api.get(`/courses?learned=1&optimize=1&orderby=id&order=asc${filter}`, me.token);
    expect(slugs(await mine())).toEqual([SLUGS.ospFree, SLUGS.zsvFree, SLUGS.tspFree, SLUGS.tspPaid]);
    expect((await mine()).headers['x-wp-total']).toBe('4');
    expect(slugs(await mine('&course_filter=in-progress'))).toEqual([SLUGS.ospFree, SLUGS.tspPaid]);
    expect(slugs(await mine('&course_filter=passed'))).toEqual([SLUGS.zsvFree]);
    expect(slugs(await mine('&course_filter=failed'))).toEqual([SLUGS.tspFree]);
    // nobody else's courses
    const other = await makeLearner(t);
    expect(slugs(await api.get('/courses?learned=1', other.token))).toEqual([]);
  });

  it('My courses need a login', async () => {
    const res = await api.get('/courses?learned=1');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'rest_not_logged_in', data: { status: 401 } });
  });

  it.each([
    ['per_page=abc', 'querystring.per_page'],
    ['per_page=0', 'querystring.per_page'],
    ['page=-1', 'querystring.page'],
    ['order=up', 'querystring.order'],
    ['orderby=rating', 'querystring.orderby'],
    ['category=osp', 'querystring.category'],
    ['course_filter=done', 'querystring.course_filter'],
  ])('refuses %s with 400 rest_invalid_param', async (query, param) => {
    const res = await api.get(`/courses?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { [param]: expect.any(String) } },
    });
  });
});
