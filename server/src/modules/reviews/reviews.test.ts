import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewsApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, courseId, makeLearner, SLUGS, type Caller } from '../../../test/course-fixtures';
import { plainText } from '../../lib/plain-text';

describe.each(testDatabases)('reviews on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
  });
  afterAll(() => t.close());

  const reviewsOf = async (course: number) =>
    t.db.query<{ user_id: number; title: string; content: string; rating: number }>(
      'select user_id, title, content, rating from reviews where course_id = $1 order by id',
      [course],
    );

  const enrolled = async (slug: string = SLUGS.tspFree) => {
    const me = await makeLearner(t);
    const id = await courseId(t, slug);
    expect((await api.post('/courses/enroll', { id }, me.token)).statusCode).toBe(200);
    return { me, id };
  };

  it('GET /review/course/{id}: newest first with authors, average, total and count per star', async () => {
    const id = await courseId(t, SLUGS.ospFree);
    const res = await api.get(`/review/course/${id}?v=9`);
    expect(res.statusCode).toBe(200);
    const { data } = reviewsApi.courseReviews.response.parse(res.json());
    const rows = await t.db.query<{ rating: number; created_at: Date }>(
      'select rating, created_at from reviews where course_id = $1',
      [id],
    );
    expect(data.total).toBe(rows.length);
    expect(data.total).toBeGreaterThanOrEqual(2);
    const avg = rows.reduce((a, r) => a + r.rating, 0) / rows.length;
    expect(data.rating).toBeCloseTo(avg, 1);
    expect(data.counts).toEqual(
      Object.fromEntries([1, 2, 3, 4, 5].map((s) => [String(s), rows.filter((r) => r.rating === s).length])),
    );
    const dates = data.items.map((i) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data.items[0]!.display_name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}/u);
    expect(data).not.toHaveProperty('reviewed');
    expect((await api.get(`/courses/${id}`)).json().rating).toBe(data.rating);
    const paged = (await api.get(`/review/course/${id}?per_page=1&page=2`)).json().data;
    expect(paged.items).toEqual([data.items[1]]);
    expect(paged.total).toBe(data.total);
  });

  it('POST /review/submit stores a learner’s review as plain text and answers the new summary', async () => {
    const { me, id } = await enrolled();
    const before = (await api.get(`/review/course/${id}`, me.token)).json().data;
    expect(before.reviewed).toBe(false);
    const res = await api.post(
      '/review/submit',
      {
        course: id,
        rating: 4,
        title: '  <b>Skvělý</b> kurz ',
        content: 'Tom &amp; Jerry <script>alert(1)</script>se učí <i>rádi</i>.',
      },
      me.token,
    );
    expect(res.statusCode).toBe(200);
    const body = reviewsApi.submitReview.response.parse(res.json());
    expect(body).toMatchObject({ status: 'success', message: 'Děkujeme za hodnocení!' });
    expect(body.data).toMatchObject({ total: before.total + 1, reviewed: true });
    expect(body.data!.items[0]).toMatchObject({
      title: 'Skvělý kurz',
      rating: 4,
      content: 'Tom & Jerry se učí rádi.',
    });
    expect((await reviewsOf(id)).filter((r) => r.user_id === me.id)).toEqual([
      { user_id: me.id, title: 'Skvělý kurz', rating: 4, content: 'Tom & Jerry se učí rádi.' },
    ]);
  });

  it('accepts LearnPress’s id and rate', async () => {
    const { me, id } = await enrolled(SLUGS.zsvFree);
    const res = await api.post(
      '/review/submit',
      { id, rate: '5', title: 'Super', content: 'Doporučuju.' },
      me.token,
    );
    expect(res.statusCode).toBe(200);
    expect((await reviewsOf(id)).find((r) => r.user_id === me.id)).toMatchObject({
      rating: 5,
      title: 'Super',
    });
  });

  it.each([
    [{ title: '   ' }, 'review_title_required', 'Prosím, vyplň název hodnocení'],
    [{ title: undefined }, 'review_title_required', 'Prosím, vyplň název hodnocení'],
    [{ title: '<p></p>' }, 'review_title_required', 'Prosím, vyplň název hodnocení'],
    [{ content: '' }, 'review_content_required', 'Prosím, vyplň hodnocení'],
    [{ content: ' <br> ' }, 'review_content_required', 'Prosím, vyplň hodnocení'],
    [{ title: '', content: '' }, 'review_title_required', 'Prosím, vyplň název hodnocení'],
  ])('a blank field %j is 400 with the SPEC message', async (change, code, text) => {
    const { me, id } = await enrolled();
    const res = await api.post(
      '/review/submit',
      { course: id, rating: 3, title: 'Název', content: 'Text', ...change },
      me.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code, message: text, data: { status: 400 } });
    expect((await reviewsOf(id)).filter((r) => r.user_id === me.id)).toEqual([]);
  });

  it.each([
    [{ rating: 6 }, 'body.rating'],
    [{ rating: 'pět' }, 'body.rating'],
    [{ rating: undefined }, 'body.rating'],
    [{ course: 'x' }, 'body.course'],
    [{ title: 'x'.repeat(201) }, 'body.title'],
  ])('bad input %j is 400 rest_invalid_param', async (change, param) => {
    const { me, id } = await enrolled();
    const res = await api.post(
      '/review/submit',
      { course: id, rating: 3, title: 'Název', content: 'Text', ...change },
      me.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { [param]: expect.any(String) } },
    });
    expect((await reviewsOf(id)).filter((r) => r.user_id === me.id)).toEqual([]);
  });

  it('only learners enrolled in or finished with the course, once each', async () => {
    const review = { rating: 5, title: 'Dobré', content: 'Moc dobré.' };
    const stranger = await makeLearner(t);
    const id = await courseId(t, SLUGS.tspFree);
    const refused = await api.post('/review/submit', { course: id, ...review }, stranger.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'review_not_enrolled', data: { status: 403 } });

    const { me } = await enrolled();
    await api.post('/courses/finish', { id }, me.token);
    expect((await api.post('/review/submit', { course: id, ...review }, me.token)).statusCode).toBe(200);
    const twice = await api.post('/review/submit', { course: id, ...review, title: 'Znovu' }, me.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'review_already_exists',
      message: 'Tento kurz už jsi hodnotil/a.',
    });
    expect((await reviewsOf(id)).filter((r) => r.user_id === me.id).map((r) => r.title)).toEqual(['Dobré']);
    expect((await reviewsOf(id)).filter((r) => r.user_id === stranger.id)).toEqual([]);
  });

  it('needs a login to submit and a known course; guests read', async () => {
    const id = await courseId(t, SLUGS.tspFree);
    const guest = await api.post('/review/submit', { course: id, rating: 5, title: 'A', content: 'B' });
    expect(guest.statusCode).toBe(401);
    const { me } = await enrolled();
    const unknown = await api.post(
      '/review/submit',
      { course: 999999, rating: 5, title: 'A', content: 'B' },
      me.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('course_not_found');
    expect((await api.get('/review/course/999999')).statusCode).toBe(404);
    expect((await api.get('/review/course/abc')).statusCode).toBe(400);
  });
});

describe('plainText', () => {
  it.each([
    ['<b>tučně</b> a <i>kurzíva</i>', 'tučně a kurzíva'],
    ['a < b a c > d', 'a < b a c > d'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;ok', 'ok'],
    ['<p>první</p><p>druhý</p>', 'první\ndruhý'],
    ['  mezery  ', 'mezery'],
    ['"uvozovky" a \'apostrofy\'', '"uvozovky" a \'apostrofy\''],
  ])('%j → %j', (input, output) => expect(plainText(input)).toBe(output));
});
