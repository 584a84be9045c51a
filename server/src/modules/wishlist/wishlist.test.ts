import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishlistApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, courseId, makeLearner, SLUGS, type Caller } from '../../../test/course-fixtures';

describe.each(testDatabases)('wishlist on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
  });
  afterAll(() => t.close());

  const stored = async (userId: number) =>
    (
      await t.db.query<{ course_id: number }>(
        'select course_id from wishlist where user_id = $1 order by course_id',
        [userId],
      )
    ).map((r) => r.course_id);

  it('toggles a course in and out of the caller’s wishlist', async () => {
    const me = await makeLearner(t);
    const id = await courseId(t, SLUGS.ospPaid);
    const added = await api.post('/wishlist/toggle', { id }, me.token);
    expect(added.statusCode).toBe(200);
    const body = wishlistApi.toggleWishlist.response.parse(added.json());
    expect(body).toMatchObject({
      status: 'success',
      message: 'Kurz je v seznamu přání.',
      data: { course_id: id, state: true },
    });
    expect(body.data!.items.map((c) => c.id)).toEqual([id]);
    expect(body.data!.items[0]).toMatchObject({
      name: 'OSP: Analytický a kvantitativní oddíl',
      on_sale: true,
    });
    expect(body.data!.items[0]).not.toHaveProperty('sections');
    expect(await stored(me.id)).toEqual([id]);

    const removed = await api.post('/wishlist/toggle', { id }, me.token, { 'client-locale': 'en' });
    expect(removed.json()).toMatchObject({
      status: 'success',
      message: 'The course is no longer in your wishlist.',
      data: { items: [], course_id: id, state: false },
    });
    expect(await stored(me.id)).toEqual([]);
  });

  it('lists the wishlist newest first, and tells per course whether it is in', async () => {
    const me = await makeLearner(t);
    const [a, b, c] = await Promise.all(
      [SLUGS.ospFree, SLUGS.zsvPaid, SLUGS.tspFree].map((s) => courseId(t, s)),
    );
    for (const id of [a, b]) await api.post('/wishlist/toggle', { id }, me.token);
    const list = await api.get('/wishlist?v=3', me.token);
    expect(list.statusCode).toBe(200);
    const body = wishlistApi.listWishlist.response.parse(list.json());
    expect(body.data.items.map((x) => x.id)).toEqual([b, a]);
    expect((await api.get(`/wishlist/course/${a}`, me.token)).json().data).toMatchObject({
      course_id: a,
      state: true,
    });
    expect((await api.get(`/wishlist/course/${c}`, me.token)).json().data).toMatchObject({
      course_id: c,
      state: false,
    });
  });

  it('is the caller’s own: another learner sees and changes only theirs', async () => {
    const me = await makeLearner(t);
    const other = await makeLearner(t);
    const id = await courseId(t, SLUGS.tspPaid);
    await api.post('/wishlist/toggle', { id }, me.token);
    expect((await api.get('/wishlist', other.token)).json().data.items).toEqual([]);
    expect((await api.get(`/wishlist/course/${id}`, other.token)).json().data.state).toBe(false);
    await api.post('/wishlist/toggle', { id }, other.token);
    expect(await stored(me.id)).toEqual([id]);
    expect(await stored(other.id)).toEqual([id]);
  });

  it('needs a login, a known course and a valid id; nothing changes', async () => {
    const me = await makeLearner(t);
    const id = await courseId(t, SLUGS.ospFree);
    expect((await api.post('/wishlist/toggle', { id })).statusCode).toBe(401);
    expect((await api.get('/wishlist')).statusCode).toBe(401);
    expect((await api.get(`/wishlist/course/${id}`)).statusCode).toBe(401);
    const unknown = await api.post('/wishlist/toggle', { id: 999999 }, me.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'course_not_found', data: { status: 404 } });
    expect((await api.get('/wishlist/course/999999', me.token)).statusCode).toBe(404);
    for (const payload of [{}, { id: 'x' }, { id: 0 }]) {
      const bad = await api.post('/wishlist/toggle', payload, me.token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('rest_invalid_param');
    }
    expect((await api.get('/wishlist/course/abc', me.token)).statusCode).toBe(400);
    expect(await stored(me.id)).toEqual([]);
  });
});
