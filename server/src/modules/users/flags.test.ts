import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerLearner, testDatabases, type TestApp } from '../../../test/test-app';

const base = '/wp-json/learnpress/v1';

/** The learner's flags (issue 26): the theme chosen in Settings, kept with the account. */
describe.each(testDatabases)('learner flags on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const headers = (token?: string) => ({
    host: 'localhost:3000',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const saveFlags = (payload: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `${base}/users/flags`,
      headers: headers(token),
      payload: payload as object,
    });
  const userOf = async (id: number, token: string) =>
    (await t.app.inject({ method: 'GET', url: `${base}/users/${id}`, headers: headers(token) })).json();

  it('start as the system’s theme for a new account', async () => {
    const me = await registerLearner(t.app);
    expect((await userOf(me.id, me.token)).flags).toEqual({ theme: 'system' });
  });

  it('keep the theme chosen and give it with the user to the learner’s next login, on any device', async () => {
    const me = await registerLearner(t.app);
    const saved = await saveFlags({ theme: 'dark' }, me.token);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ theme: 'dark' });

    const login = await t.app.inject({
      method: 'POST',
      url: `${base}/token`,
      headers: headers(),
      payload: { username: me.username, password: me.password },
    });
    const { token } = login.json() as { token: string };
    expect((await userOf(me.id, token)).flags).toEqual({ theme: 'dark' });

    // flags left out keep their value; light and the system's again
    expect((await saveFlags({}, token)).json()).toEqual({ theme: 'dark' });
    expect((await saveFlags({ theme: 'light' }, token)).json()).toEqual({ theme: 'light' });
    expect((await saveFlags({ theme: 'system' }, token)).json()).toEqual({ theme: 'system' });
    expect((await userOf(me.id, token)).flags).toEqual({ theme: 'system' });
  });

  it('refuse a theme that does not exist, and change nothing', async () => {
    const me = await registerLearner(t.app);
    await saveFlags({ theme: 'dark' }, me.token);
    for (const theme of ['blue', '', 'DARK', 1, null]) {
      const refused = await saveFlags({ theme }, me.token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'rest_invalid_param' });
    }
    expect((await userOf(me.id, me.token)).flags).toEqual({ theme: 'dark' });
  });

  it('are the caller’s own: a guest gets 401, another learner changes only their own', async () => {
    const me = await registerLearner(t.app);
    const other = await registerLearner(t.app);
    expect((await saveFlags({ theme: 'dark' })).statusCode).toBe(401);
    await saveFlags({ theme: 'light' }, other.token);
    expect((await userOf(me.id, me.token)).flags).toEqual({ theme: 'system' });
    expect((await userOf(other.id, other.token)).flags).toEqual({ theme: 'light' });
  });
});
