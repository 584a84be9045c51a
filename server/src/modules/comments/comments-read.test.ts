import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLearner, SLUGS } from '../../../test/course-fixtures';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import {
  commentsCaller,
  enrolledLearner,
  insertStored,
  seededItem,
  shapeOf,
  threadOf,
} from './comments-test-kit';

describe.each(testDatabases)('reading comments on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof commentsCaller>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = commentsCaller(t);
  });
  afterAll(() => t.close());

  it('nests replies at any depth under their parent, newest first at every level', async () => {
    const post = await seededItem(t, SLUGS.ospFree, 'lp_lesson', true);
    const [jana, petr] = [await makeLearner(t), await makeLearner(t)];
    const older = await insertStored(t, { postId: post, userId: jana.id, content: 'Starší', minutesAgo: 50 });
    const newer = await insertStored(t, {
      postId: post,
      userId: petr.id,
      content: 'Novější',
      minutesAgo: 40,
    });
    const firstReply = await insertStored(t, {
      postId: post,
      userId: petr.id,
      content: 'První odpověď',
      parentId: older,
      minutesAgo: 30,
    });
    const secondReply = await insertStored(t, {
      postId: post,
      userId: jana.id,
      content: 'Druhá odpověď',
      parentId: older,
      minutesAgo: 20,
    });
    const deep = await insertStored(t, {
      postId: post,
      userId: jana.id,
      content: 'Odpověď na odpověď',
      parentId: firstReply,
      minutesAgo: 10,
    });

    const res = await api.list(`post=${post}&per_page=100&v=123`);
    const thread = threadOf(res);
    expect(shapeOf(thread)).toEqual([
      [newer, []],
      [
        older,
        [
          [secondReply, []],
          [firstReply, [[deep, []]]],
        ],
      ],
    ]);
    expect(res.headers['x-wp-total']).toBe('2');
    expect(res.headers['x-wp-totalpages']).toBe('1');
    const reply = thread[1]!.children![1]!;
    expect(reply).toMatchObject({
      post,
      parent: older,
      author: petr.id,
      author_name: `Testovací ${petr.username}`,
      content: { rendered: 'První odpověď' },
      author_avatar_urls: {},
    });
    expect(Date.parse(thread[0]!.date)).toBeGreaterThan(Date.parse(thread[1]!.date));
  });

  it('pages by top-level comments, 100 at most, with the WordPress totals', async () => {
    const post = await seededItem(t, SLUGS.zsvFree, 'lp_quiz', true);
    const author = await makeLearner(t);
    const ids: number[] = [];
    for (let i = 0; i < 205; i++)
      ids.push(
        await insertStored(t, { postId: post, userId: author.id, content: `č. ${i}`, minutesAgo: 300 - i }),
      );
    const reply = await insertStored(t, {
      postId: post,
      userId: author.id,
      content: 'Re',
      parentId: ids[0]!,
    });
    const newestFirst = [...ids].reverse();

    const pages = await Promise.all(
      [1, 2, 3].map((page) => api.list(`post=${post}&per_page=100&page=${page}`)),
    );
    expect(pages.map((p) => threadOf(p).map((c) => c.id))).toEqual([
      newestFirst.slice(0, 100),
      newestFirst.slice(100, 200),
      newestFirst.slice(200),
    ]);
    for (const p of pages) {
      expect(p.headers['x-wp-total']).toBe('205');
      expect(p.headers['x-wp-totalpages']).toBe('3');
    }
    expect(shapeOf(threadOf(pages[2]!)).at(-1)).toEqual([ids[0], [[reply, []]]]);
    expect(threadOf(await api.list(`post=${post}`))).toHaveLength(100);
    expect(threadOf(await api.list(`post=${post}&per_page=100&page=4`))).toEqual([]);

    const tooMany = await api.list(`post=${post}&per_page=101`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { 'querystring.per_page': expect.any(String) } },
    });
  });

  it('reads a whole thread in the same few queries however many replies it has (no N+1)', async () => {
    const busy = await seededItem(t, SLUGS.zsvFree, 'lp_lesson', true);
    const empty = await seededItem(t, SLUGS.tspFree, 'lp_lesson', true);
    const author = await makeLearner(t);
    let parent = await insertStored(t, { postId: busy, userId: author.id, content: 'Kořen' });
    for (let depth = 0; depth < 8; depth++) {
      await insertStored(t, { postId: busy, userId: author.id, content: 'Vedle', parentId: parent });
      parent = await insertStored(t, {
        postId: busy,
        userId: author.id,
        content: 'Hlouběji',
        parentId: parent,
      });
    }
    const queriesFor = async (post: number) => {
      const query = t.db.query.bind(t.db);
      let count = 0;
      t.db.query = ((sql: string, params?: readonly unknown[]) => {
        count++;
        return query(sql, params);
      }) as typeof t.db.query;
      try {
        expect((await api.list(`post=${post}`)).statusCode).toBe(200);
      } finally {
        t.db.query = query;
      }
      return count;
    };
    const deep = threadOf(await api.list(`post=${busy}`));
    expect(JSON.stringify(deep).match(/"id":/g)).toHaveLength(17);
    expect(await queriesFor(busy)).toBe(await queriesFor(empty));
    expect(await queriesFor(busy)).toBeLessThanOrEqual(3);
  });

  it('an item without comments answers an empty list', async () => {
    const post = await seededItem(t, SLUGS.tspFree, 'lp_quiz', true);
    const res = await api.list(`post=${post}`);
    expect(threadOf(res)).toEqual([]);
    expect(res.headers['x-wp-total']).toBe('0');
  });

  it('shows the e-mail only to the author and the avatar when the author has one', async () => {
    const post = await seededItem(t, SLUGS.ospFree, 'lp_quiz', true);
    const [lektor] = await t.db.query<{ id: number; email: string; avatar_path: string }>(
      "select id, email, avatar_path from users where username = 'lektorka.dvorakova'",
    );
    const learner = await makeLearner(t);
    await insertStored(t, { postId: post, userId: lektor!.id, content: 'Od lektorky', minutesAgo: 5 });
    await insertStored(t, { postId: post, userId: learner.id, content: 'Od studenta' });

    const asLearner = threadOf(await api.list(`post=${post}`, learner.token));
    expect(asLearner.map((c) => c.author_email)).toEqual([`${learner.username}@example.cz`, undefined]);
    const url = `http://localhost:3000/wp-content/uploads/${lektor!.avatar_path}`;
    expect(asLearner[1]!.author_avatar_urls).toEqual({ '24': url, '48': url, '96': url });
    expect(asLearner[0]!.author_avatar_urls).toEqual({});

    const asGuest = threadOf(await api.list(`post=${post}`));
    expect(asGuest.every((c) => !('author_email' in c))).toBe(true);
    expect(JSON.stringify(asGuest)).not.toContain(lektor!.email);
  });

  it('lets everyone read a preview item, only learners of the course any other item', async () => {
    const lesson = await seededItem(t, SLUGS.tspFree, 'lp_lesson', false);
    const author = await enrolledLearner(t, SLUGS.tspFree);
    await insertStored(t, { postId: lesson, userId: author.id, content: 'Jen pro studující' });

    expect(threadOf(await api.list(`post=${lesson}`, author.token))).toHaveLength(1);
    const guest = await api.list(`post=${lesson}`);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: 'rest_not_logged_in', data: { status: 401 } });
    const stranger = await api.list(`post=${lesson}`, (await makeLearner(t)).token);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ code: 'learning_not_enrolled' });
    expect(stranger.body).not.toContain('Jen pro studující');
  });

  it('an unknown post, an assignment or a bad id is refused', async () => {
    const missing = await api.list('post=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'item_not_found',
      message: 'Tato část kurzu neexistuje.',
      data: { status: 404 },
    });
    const assignment = await seededItem(t, SLUGS.ospFree, 'lp_assignment', false);
    const learner = await enrolledLearner(t, SLUGS.ospFree);
    expect((await api.list(`post=${assignment}`, learner.token)).statusCode).toBe(404);
    expect((await api.list('post=abc')).statusCode).toBe(400);
    expect((await api.list('per_page=10')).statusCode).toBe(400);
  });
});
