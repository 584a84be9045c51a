import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerLearner, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, type Caller } from '../../../test/course-fixtures';

/** POST /users/change-password: the password tab of Settings (SPEC §2, §5). */
describe.each(testDatabases)('password change on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
  });
  afterAll(() => t.close());

  const change = (token: string | undefined, old_password: string, new_password: string) =>
    api.post('/users/change-password', { old_password, new_password }, token);
  const login = (username: string, password: string) => api.post('/token', { username, password });

  it('needs both passwords, a long enough new one, and a logged-in account', async () => {
    const me = await registerLearner(t.app);
    for (const [old, next] of [
      ['', 'Nove-heslo-1'],
      [me.password, ''],
    ] as const) {
      const res = await change(me.token, old, next);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'settings_invalid',
        message: 'Prosím zadej své stávající, a také nové heslo.',
      });
    }
    const short = await change(me.token, me.password, 'kratke');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'settings_invalid',
      message: 'Heslo musí mít alespoň 8 znaků.',
    });
    expect((await change(undefined, me.password, 'Nove-heslo-1')).statusCode).toBe(401);
    expect((await login(me.username, me.password)).statusCode).toBe(200);
    expect((await api.get(`/users/${me.id}`, me.token)).statusCode).toBe(200);
  });

  it('a wrong current password is refused and changes nothing', async () => {
    const me = await registerLearner(t.app);
    const res = await change(me.token, 'Spatne-heslo-1', 'Nove-heslo-1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'incorrect_password',
      message: 'Zadané stávající heslo není správné.',
      data: { status: 400 },
    });
    expect((await api.get(`/users/${me.id}`, me.token)).statusCode).toBe(200);
    expect((await login(me.username, me.password)).statusCode).toBe(200);
    expect((await login(me.username, 'Nove-heslo-1')).statusCode).toBe(403);
  });

  it('the right one sets the new password and ends every token of the account', async () => {
    const me = await registerLearner(t.app);
    const otherDevice = (await login(me.username, me.password)).json().token as string;
    const res = await change(me.token, me.password, 'Nove-heslo-1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Heslo je změněné. Přihlas se prosím znovu novým heslem.',
      data: null,
    });
    for (const token of [me.token, otherDevice]) {
      const old = await api.get(`/users/${me.id}`, token);
      expect(old.statusCode).toBe(401);
      expect(old.json().message).toBe('Přihlášení vypršelo. Prosím, přihlaš se');
    }
    const oldPassword = await login(me.username, me.password);
    expect(oldPassword.statusCode).toBe(403);
    expect(oldPassword.json().code).toBe('[jwt_auth] incorrect_password');
    const fresh = await login(me.username, 'Nove-heslo-1');
    expect(fresh.statusCode).toBe(200);
    expect((await api.get(`/users/${me.id}`, fresh.json().token)).statusCode).toBe(200);
  });

  it('wrong current passwords count as failed logins: past the limit even the right one waits', async () => {
    const me = await registerLearner(t.app);
    const { perAccount } = t.ctx.config.loginLimits;
    for (let i = 0; i < perAccount; i++)
      expect((await change(me.token, `Spatne-heslo-${i}`, 'Nove-heslo-1')).statusCode).toBe(400);
    const locked = await change(me.token, me.password, 'Nove-heslo-1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'too_many_attempts',
      message: 'Příliš mnoho pokusů o přihlášení. Zkus to znovu za několik minut.',
    });
    // the login of the account is held back too, and the password did not change
    expect((await login(me.username, me.password)).statusCode).toBe(429);
    expect((await api.get(`/users/${me.id}`, me.token)).statusCode).toBe(200);
    const [row] = await t.db.query<{ token_version: number }>(
      'select token_version from users where id = $1',
      [me.id],
    );
    expect(row?.token_version).toBe(0);
  });
});
