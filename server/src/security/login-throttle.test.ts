import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LP } from '../../test/course-fixtures';
import { http, type Http } from '../../test/http';
import { createTestApp, registerLearner, testDatabases, type TestApp } from '../../test/test-app';

const TOO_MANY = 'Příliš mnoho pokusů o přihlášení. Zkus to znovu za několik minut.';

describe.each(testDatabases)('login brute force on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      LOGIN_MAX_FAILURES_PER_IP: '6',
    });
    api = http(t.app);
  });
  afterAll(() => t?.close());

  const login = (username: string, password: string, remoteAddress: string, locale?: string) =>
    api.post(
      `${LP}/token`,
      { username, password },
      { remoteAddress, headers: locale ? { 'client-locale': locale } : {} },
    );

  it('per account: after the allowed failures even the right password waits, from any address', async () => {
    const me = await registerLearner(t.app);
    for (let i = 0; i < 3; i++) {
      const res = await login(me.username, `spatne-${i}`, `10.1.0.${i + 1}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('[jwt_auth] incorrect_password');
    }
    const blocked = await login(me.username, me.password, '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'too_many_attempts',
      message: TOO_MANY,
      data: { status: 429 },
    });
    expect(blocked.json().data.retry_after).toBeGreaterThan(0);
    expect(blocked.json().token).toBeUndefined();
    const english = await login(me.username, me.password, '10.1.0.98', 'en_US');
    expect(english.json().message).toBe('Too many login attempts. Try again in a few minutes.');
  });

  it('per address: guessing many accounts from one address blocks that address only', async () => {
    const me = await registerLearner(t.app);
    for (let i = 0; i < 6; i++) {
      const res = await login(`nikdo${i}`, 'heslo-nahodne', '10.2.0.1');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('[jwt_auth] invalid_username');
    }
    const blocked = await login(me.username, me.password, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'too_many_attempts', message: TOO_MANY });
    const elsewhere = await login(me.username, me.password, '10.2.0.2');
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().user_id).toBe(me.id);
  });

  it('a username longer than 254 characters is refused before any lookup, with the Czech message', async () => {
    const throttleRows = async () =>
      Number((await t.db.query<{ n: string }>('select count(*)::text as n from login_throttle'))[0]!.n);
    const users = async () =>
      Number((await t.db.query<{ n: string }>('select count(*)::text as n from users'))[0]!.n);
    const before = { throttle: await throttleRows(), users: await users() };
    const long = 'a'.repeat(255);

    const res = await login(long, 'heslo', '10.3.0.1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'rest_invalid_param',
      message: 'Přihlašovací jméno nebo e-mail může mít nejvýše 254 znaků.',
      data: {
        status: 400,
        params: { 'body.username': 'Přihlašovací jméno nebo e-mail může mít nejvýše 254 znaků.' },
      },
    });
    const huge = await login('b'.repeat(200_000), 'heslo', '10.3.0.1', 'en');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('A username or e-mail has at most 254 characters.');

    const register = await api.post(
      `${LP}/token/register`,
      {
        username: long,
        email: 'dlouhy@example.cz',
        password: 'Heslo-12345',
        confirm_password: 'Heslo-12345',
      },
      { remoteAddress: '10.3.0.2' },
    );
    expect(register.statusCode).toBe(400);
    expect(register.json()).toMatchObject({
      code: 'rest_invalid_param',
      message: 'Přihlašovací jméno nebo e-mail může mít nejvýše 254 znaků.',
    });
    expect({ throttle: await throttleRows(), users: await users() }).toEqual(before);

    const longest = await login('c'.repeat(254), 'heslo', '10.3.0.3');
    expect(longest.statusCode).toBe(403);
    expect(longest.json().code).toBe('[jwt_auth] invalid_username');
  });
});
