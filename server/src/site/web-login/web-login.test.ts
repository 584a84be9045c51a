import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { startOidcProvider, type OidcTestProvider, type SignInOptions } from '../../../test/oidc-provider';
import { createTestApp, registerLearner, testDatabases, type TestApp } from '../../../test/test-app';

const HOST = { host: 'localhost:3000' };
const APP_LOGIN = 'http://app.localhost:3000/prihlaseni';
const CALLBACK = 'http://localhost:3000/prihlaseni/web/zpet';
const LP = '/wp-json/learnpress/v1';

const alice = {
  sub: 'alice-sub',
  login: 'alice',
  password: 'alice-heslo',
  email: 'alice@example.org',
  emailVerified: true,
  name: 'Alice Nováková',
  preferredUsername: 'alice',
};
const existingByEmail = {
  sub: 'bohus-sub',
  login: 'bohus',
  password: 'bohus-heslo',
  email: 'bohus-web@example.cz',
  emailVerified: true,
  name: 'Bohuslav Web',
  preferredUsername: 'bohus.web',
};
const unverified = {
  sub: 'cyril-sub',
  login: 'cyril',
  password: 'cyril-heslo',
  email: 'cyril-web@example.cz',
  emailVerified: false,
  name: 'Cyril Neověřený',
  preferredUsername: 'Cyril Ř.',
};

const header = (response: LightMyRequestResponse, name: string) => {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join('\n') : value === undefined ? undefined : String(value);
};
/** `name=value` of the cookie the response sets, as a browser would send it back. */
const cookieOf = (response: LightMyRequestResponse) => header(response, 'set-cookie')?.split(';')[0] ?? '';

describe.each(testDatabases)('web login on %s', (kind) => {
  let provider: OidcTestProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startOidcProvider({
      redirectUri: CALLBACK,
      accounts: [alice, existingByEmail, unverified],
    });
    t = await createTestApp(kind, provider.env);
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const start = (redirectTo: string = APP_LOGIN) =>
    t.app.inject({
      method: 'GET',
      url: `/prihlaseni/web/?redirect_to=${encodeURIComponent(redirectTo)}`,
      headers: HOST,
    });

  const callback = (back: URL, cookie: string) =>
    t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { ...HOST, cookie } });

  /** The browser's whole round trip: our start, the provider's pages, our callback. */
  async function webLogin(options: SignInOptions) {
    const started = await start();
    expect(started.statusCode).toBe(302);
    const back = await provider.signIn(header(started, 'location')!, options);
    expect(back.origin + back.pathname).toBe(CALLBACK);
    const returned = await callback(back, cookieOf(started));
    expect(returned.statusCode).toBe(302);
    return { started, back, returned, outcome: new URL(header(returned, 'location')!) };
  }

  const me = async (token: string) => {
    const list = await t.app.inject({
      method: 'GET',
      url: `${LP}/users`,
      headers: { ...HOST, authorization: `Bearer ${token}` },
    });
    expect(list.statusCode).toBe(200);
    const [user] = list.json() as { id: number }[];
    const one = await t.app.inject({
      method: 'GET',
      url: `${LP}/users/${user!.id}`,
      headers: { ...HOST, authorization: `Bearer ${token}` },
    });
    expect(one.statusCode).toBe(200);
    return one.json() as { id: number; username: string; email: string; name: string; roles: string[] };
  };

  it('sends the browser to the provider with state, nonce and PKCE kept in a short-lived cookie', async () => {
    const started = await start();
    expect(started.statusCode).toBe(302);
    const location = new URL(header(started, 'location')!);
    expect(location.origin).toBe(provider.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: expect.any(String),
      nonce: expect.any(String),
      code_challenge: expect.any(String),
    });
    const cookie = header(started, 'set-cookie')!;
    expect(cookie).toMatch(/^studovna_web_login=[^;]+;/);
    expect(cookie).toContain('Max-Age=600');
    expect(cookie).toContain('Path=/prihlaseni/web/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain(location.searchParams.get('nonce')!);
  });

  it('logs a new learner in through the provider and returns a token that works', async () => {
    const { outcome, returned } = await webLogin({ login: 'alice', password: 'alice-heslo' });
    expect(outcome.origin + outcome.pathname).toBe(APP_LOGIN);
    expect(outcome.searchParams.get('status')).toBe('success');
    expect(header(returned, 'set-cookie')).toMatch(/^studovna_web_login=;.*Max-Age=0/);
    const user = await me(outcome.searchParams.get('token')!);
    expect(user).toMatchObject({
      username: 'alice',
      email: 'alice@example.org',
      name: 'Alice Nováková',
      roles: ['subscriber'],
    });

    const again = await webLogin({ login: 'alice', password: 'alice-heslo' });
    expect(again.outcome.searchParams.get('status')).toBe('success');
    expect((await me(again.outcome.searchParams.get('token')!)).id).toBe(user.id);
    const users = await t.db.query<{ id: number }>(
      "select id from users where lower(username) like 'alice%'",
    );
    expect(users).toEqual([{ id: user.id }]);
  });

  it('links a provider-verified e-mail to the learner who already has it', async () => {
    const learner = await registerLearner(t.app, 'bohus-web');
    const { outcome } = await webLogin({ login: 'bohus', password: 'bohus-heslo' });
    expect(outcome.searchParams.get('status')).toBe('success');
    expect((await me(outcome.searchParams.get('token')!)).id).toBe(learner.id);
    const links = await t.db.query<{ user_id: number }>(
      'select user_id from user_identities where issuer = $1 and subject = $2',
      [provider.issuer, 'bohus-sub'],
    );
    expect(links).toEqual([{ user_id: learner.id }]);
  });

  it('gives a blocked learner no token: the app is told the account is blocked', async () => {
    const first = await webLogin({ login: 'alice', password: 'alice-heslo' });
    const user = await me(first.outcome.searchParams.get('token')!);
    await t.db.query("update users set blocked_at = now(), blocked_reason = 'Zkouška' where id = $1", [
      user.id,
    ]);
    const { outcome } = await webLogin({ login: 'alice', password: 'alice-heslo' });
    expect(outcome.origin + outcome.pathname).toBe(APP_LOGIN);
    expect(Object.fromEntries(outcome.searchParams)).toEqual({ status: 'blocked' });
    await t.db.query('update users set blocked_at = null, blocked_reason = null where id = $1', [user.id]);
  });

  it('does not hand an existing account to an unverified e-mail: a new learner instead', async () => {
    const learner = await registerLearner(t.app, 'cyril-web');
    const { outcome } = await webLogin({ login: 'cyril', password: 'cyril-heslo' });
    expect(outcome.searchParams.get('status')).toBe('success');
    const user = await me(outcome.searchParams.get('token')!);
    expect(user.id).not.toBe(learner.id);
    expect(user.username).toBe('CyrilR.');
    expect(user.email).not.toBe('cyril-web@example.cz');
    expect(user.email).toMatch(/\.invalid$/);
  });

  it('fails when the state does not match, or the cookie is missing or forged', async () => {
    const started = await start();
    const back = await provider.signIn(header(started, 'location')!, {
      login: 'alice',
      password: 'alice-heslo',
    });
    const tampered = new URL(back);
    tampered.searchParams.set('state', 'someone-else');
    const claims = decodeJwt(cookieOf(started).split('=')[1]!);
    const forged = `studovna_web_login=${await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'))}`;
    for (const [url, cookie] of [
      [tampered, cookieOf(started)],
      [back, ''],
      [back, forged],
    ] as const) {
      const returned = await callback(url, cookie);
      expect(returned.statusCode).toBe(302);
      expect(header(returned, 'location')).toBe(`${APP_LOGIN}?status=failed`);
    }
  });

  it('fails when the login comes back after more than ten minutes', async () => {
    const clock = manualClock();
    const late = await createTestApp(kind, provider.env, { clock });
    try {
      const started = await late.app.inject({
        method: 'GET',
        url: `/prihlaseni/web/?redirect_to=${encodeURIComponent(APP_LOGIN)}`,
        headers: HOST,
      });
      const back = await provider.signIn(header(started, 'location')!, {
        login: 'alice',
        password: 'alice-heslo',
      });
      clock.advance(10 * 60_000 + 1000);
      const returned = await late.app.inject({
        method: 'GET',
        url: back.pathname + back.search,
        headers: { ...HOST, cookie: cookieOf(started) },
      });
      expect(header(returned, 'location')).toBe(`${APP_LOGIN}?status=failed`);
    } finally {
      await late.close();
    }
  });

  it('fails when the learner refuses the consent at the provider', async () => {
    const { back, outcome } = await webLogin({ login: 'alice', password: 'alice-heslo', consent: 'deny' });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(outcome.href).toBe(`${APP_LOGIN}?status=failed`);
  });

  it.each([
    ['another host', 'https://evil.example/prihlaseni'],
    ['a look-alike host', 'http://app.localhost:3000.evil.example/prihlaseni'],
    ['another page of the app', 'http://app.localhost:3000/kurzy'],
    ['extra parameters', `${APP_LOGIN}?token=x`],
    ['the site instead of the app', 'http://localhost:3000/prihlaseni'],
    ['a relative address', '/prihlaseni'],
    ['credentials in the address', 'http://user:pw@app.localhost:3000/prihlaseni'],
  ])('refuses a redirect_to of %s with 400 and no redirect', async (_case, redirectTo) => {
    const response = await start(redirectTo);
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Přihlášení přes web nelze spustit');
  });

  it('refuses a missing redirect_to with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/prihlaseni/web/', headers: HOST });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });
});
