import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webSessionApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { makeLearner } from '../../../test/course-fixtures';

describe.each(testDatabases)('POST /users/web-session on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SITE_URL: 'https://studovna.example/' });
  });
  afterAll(() => t.close());

  const request = (token: string | null, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/wp-json/learnpress/v1/users/web-session',
      headers: { host: 'localhost:3000', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: payload as object,
    });

  it('answers a single-use address of the site’s plans page, valid two minutes; only its hash is kept', async () => {
    const me = await makeLearner(t);
    const res = await request(me.token, { path: '/studijni-plany/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = webSessionApi.createWebSession.response.parse(res.json());
    expect(body.expires_in).toBe(120);
    const match = /^https:\/\/studovna\.example\/studijni-plany\/\?prihlaseni=([A-Za-z0-9_-]{43})$/.exec(
      body.url,
    );
    expect(match).not.toBeNull();
    const rows = await t.db.query<{ code_hash: string; expires_at: Date }>(
      'select code_hash, expires_at from site_handoffs where user_id = $1',
      [me.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toBe(createHash('sha256').update(match![1]!).digest('hex'));
    expect(rows[0]!.expires_at.getTime() - Date.now()).toBeGreaterThan(110_000);
    expect(rows[0]!.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(120_000);
    // every call gives a new code
    const second = webSessionApi.createWebSession.response.parse(
      (await request(me.token, { path: '/studijni-plany/' })).json(),
    );
    expect(second.url).not.toBe(body.url);
  });

  it('needs a signed-in learner, and opens only the plans page', async () => {
    expect((await request(null, { path: '/studijni-plany/' })).statusCode).toBe(401);
    expect((await request('not-a-token', { path: '/studijni-plany/' })).statusCode).toBe(401);
    const me = await makeLearner(t);
    expect((await request(me.token, { path: 'https://evil.example/' })).statusCode).toBe(400);
    expect((await request(me.token, {})).statusCode).toBe(400);
    expect(await t.db.query('select 1 from site_handoffs where user_id = $1', [me.id])).toEqual([]);
  });
});
