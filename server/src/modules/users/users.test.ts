import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { createTestApp, registerLearner, testDatabases, type TestApp } from '../../../test/test-app';

const base = '/wp-json/learnpress/v1';

describe.each(testDatabases)('users on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: base + url,
      headers: { host: 'localhost:3000', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  it('GET /users/{id} answers the caller themself', async () => {
    const me = await registerLearner(t.app, 'karel');
    const res = await get(`/users/${me.id}?v=123`, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: me.id,
      name: 'karel',
      username: 'karel',
      email: 'karel@example.cz',
      first_name: '',
      last_name: '',
      nickname: 'karel',
      description: '',
      avatar_url: '',
      roles: ['subscriber'],
      flags: { theme: 'system' },
    });
  });

  it('GET /users/{id} of another user is 403, and a guest gets 401', async () => {
    const me = await registerLearner(t.app);
    const other = await registerLearner(t.app);
    expect((await get(`/users/${other.id}`, me.token)).statusCode).toBe(403);
    const guest = await get(`/users/${me.id}`);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({
      code: 'rest_not_logged_in',
      message: 'Akce vyžaduje přihlášený účet',
    });
  });

  it('refuses forged, expired and malformed tokens with 401', async () => {
    const me = await registerLearner(t.app);
    const forged = await new SignJWT({ data: { user: { id: me.id, ver: 0 } } })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('studovna')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const expired = await new SignJWT({ data: { user: { id: me.id, ver: 0 } } })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('studovna')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(t.ctx.config.jwtSecret);
    for (const token of [forged, expired, 'not-a-token']) {
      const res = await get(`/users/${me.id}`, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Přihlášení vypršelo. Prosím, přihlaš se');
    }
  });

  it('GET /users lists only the caller', async () => {
    const me = await registerLearner(t.app);
    const res = await get('/users', me.token);
    expect(res.json().map((u: { id: number }) => u.id)).toEqual([me.id]);
  });

  it('GET /users/user_capabilities answers the caps and roles maps of SPEC §3', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: `${base}/token`,
      headers: { host: 'localhost:3000' },
      payload: { username: DEMO_ACCOUNTS.premium.username, password: DEMO_ACCOUNTS.premium.password },
    });
    const { token, user_id } = login.json();
    const res = await get(`/users/user_capabilities?id=${user_id}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      caps: { osp: true },
      roles: { subscriber: { name: 'Studující' }, premium_osp: { name: 'Studijní plán OSP' } },
    });
    const learner = await registerLearner(t.app);
    expect((await get('/users/user_capabilities', learner.token)).json()).toEqual({
      caps: {},
      roles: { subscriber: { name: 'Studující' } },
    });
    expect((await get(`/users/user_capabilities?id=${user_id}`, learner.token)).statusCode).toBe(403);
  });
});
