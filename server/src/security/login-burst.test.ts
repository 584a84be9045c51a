import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LP } from '../../test/course-fixtures';
import { createTestApp, registerLearner, testDatabases, type TestApp } from '../../test/test-app';
import { siteBrowser } from '../site/plans/site-test-kit';

/**
 * The login limits against bursts: requests sent together must not pass a limit that requests sent one
 * after another respect. A 403 (wrong password or unknown name) or a 200 means the password was
 * checked; a 429 means it was not.
 */
describe.each(testDatabases)('login limits under parallel requests on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // the defaults of the README: 5 per account, 30 per IP address
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const login = (app: FastifyInstance, username: string, password: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: `${LP}/token`,
      headers: { host: 'localhost:3000' },
      payload: { username, password },
      remoteAddress,
    });
  const statuses = (responses: LightMyRequestResponse[]) => {
    const count: Record<number, number> = {};
    for (const res of responses) count[res.statusCode] = (count[res.statusCode] ?? 0) + 1;
    return count;
  };
  /** The name of the account written as its username or its e-mail, in any case. */
  const nameOf = (me: { username: string }, i: number) =>
    i % 2 ? me.username.toUpperCase() : `${me.username}@example.cz`;

  const register = (username: string, email: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: `${LP}/token/register`,
      headers: { host: 'localhost:3000' },
      remoteAddress,
      payload: { username, email, password: 'Heslo-12345', confirm_password: 'Heslo-12345' },
    });

  it('40 wrong passwords at once, by username and by e-mail, are checked at most 5 times', async () => {
    const me = await registerLearner(t.app);
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(t.app, nameOf(me, i), `spatne-${i}`, `10.40.${i}.1`)),
    );
    expect(statuses(burst)).toEqual({ 403: 5, 429: 35 });
    for (const res of burst.filter((r) => r.statusCode === 429))
      expect(res.json()).toMatchObject({ code: 'too_many_attempts', data: { status: 429 } });

    const right = await login(t.app, me.username, me.password, '10.40.99.1');
    expect(right.statusCode).toBe(429);
    expect(right.json().token).toBeUndefined();
  });

  it('100 at once with the right password among them: at most 5 checks, no token past the limit', async () => {
    const me = await registerLearner(t.app);
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login(t.app, nameOf(me, i), i % 10 === 9 ? me.password : `spatne-${i}`, `10.100.${i}.1`),
      ),
    );
    const count = statuses(burst);
    expect((count[403] ?? 0) + (count[200] ?? 0)).toBeLessThanOrEqual(5);
    expect(count[429]).toBeGreaterThanOrEqual(95);
    expect(burst.filter((r) => r.statusCode === 429 && r.json().token)).toEqual([]);
  });

  it('wrong passwords by username and by e-mail count together for the account', async () => {
    const me = await registerLearner(t.app);
    for (let i = 0; i < 5; i++)
      expect((await login(t.app, nameOf(me, i), 'spatne', `10.5.${i}.1`)).statusCode).toBe(403);
    for (const name of [me.username, `${me.username}@example.cz`])
      expect((await login(t.app, name, me.password, '10.5.9.1')).statusCode).toBe(429);
  });

  it('a right password clears the account’s failures, as before', async () => {
    const me = await registerLearner(t.app);
    for (let i = 0; i < 4; i++)
      expect((await login(t.app, me.username, 'spatne', '10.6.0.1')).statusCode).toBe(403);
    expect((await login(t.app, me.username, me.password, '10.6.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await login(t.app, me.username, 'spatne', '10.6.0.2')).statusCode).toBe(403);
    expect((await login(t.app, me.username, me.password, '10.6.0.2')).statusCode).toBe(200);
  });

  it('one address guessing many names at once is checked at most 30 times', async () => {
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(t.app, `nikdo-${i}`, 'heslo', '10.30.0.1')),
    );
    expect(statuses(burst)).toEqual({ 403: 30, 429: 30 });
  });

  it('30 registrations at once from one address: 20 accounts, then 429', async () => {
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => register(`davka${i}`, `davka${i}@example.cz`, '10.20.0.1')),
    );
    expect(statuses(burst)).toEqual({ 200: 20, 429: 10 });
    expect(burst.find((r) => r.statusCode === 429)!.json()).toMatchObject({
      code: 'too_many_attempts',
      message: 'Z této adresy bylo vytvořeno příliš mnoho účtů. Zkus to prosím později.',
    });
    const [row] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from users where username like 'davka%'",
    );
    expect(row!.n).toBe(20);
  });

  it('a registration refused as invalid or taken does not use up the address’s registrations', async () => {
    const me = await registerLearner(t.app);
    const taken: LightMyRequestResponse[] = [];
    for (let i = 0; i < 21; i++) taken.push(await register(me.username, `jiny${i}@example.cz`, '10.21.0.1'));
    expect(statuses(taken)).toEqual({ 400: 21 });
    expect((await register('novacek', 'novacek@example.cz', '10.21.0.1')).statusCode).toBe(200);
  });

  it('the website’s login form keeps the same limit under a burst', async () => {
    const me = await registerLearner(t.app);
    const browser = siteBrowser(t);
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        browser.post('/studijni-plany/prihlaseni', {
          username: nameOf(me, i),
          password: i === 39 ? me.password : `spatne-${i}`,
        }),
      ),
    );
    const count = statuses(burst);
    expect((count[403] ?? 0) + (count[303] ?? 0)).toBeLessThanOrEqual(5);
    expect(count[429]).toBeGreaterThanOrEqual(35);
    expect(burst.filter((r) => r.statusCode === 429).every((r) => r.cookies.length === 0)).toBe(true);
  });

  // PGlite is held by one process alone (the data-directory lock), so this holds on PostgreSQL only
  if (kind === 'postgres')
    it('two server processes on one PostgreSQL share the limit: at most 5 checks between them', async () => {
      const other = await t.secondServer!();
      const me = await registerLearner(t.app);
      const burst = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          login(i % 2 ? other : t.app, nameOf(me, i), `spatne-${i}`, `10.200.${i}.1`),
        ),
      );
      expect(statuses(burst)).toEqual({ 403: 5, 429: 95 });
      expect((await login(other, me.username, me.password, '10.200.200.1')).statusCode).toBe(429);
    });
});
