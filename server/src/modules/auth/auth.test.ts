import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';

const base = '/wp-json/learnpress/v1';
const host = { host: 'localhost:3000' };

describe.each(testDatabases)('accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '8' });
  });
  afterAll(() => t.close());

  const post = (
    url: string,
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = '10.0.0.1',
  ) =>
    t.app.inject({
      method: 'POST',
      url: base + url,
      payload,
      headers: { ...host, ...headers },
      remoteAddress,
    });

  describe('POST /token/register', () => {
    const valid = {
      username: 'eliska',
      email: 'eliska@example.cz',
      password: 'Heslo-2026',
      confirm_password: 'Heslo-2026',
    };

    it('creates the account and answers a token for it', async () => {
      const res = await post('/token/register', valid);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        user_login: 'eliska',
        user_email: 'eliska@example.cz',
        user_display_name: 'eliska',
      });
      expect(body.message).toBe('Registrace proběhla úspěšně. Vítej ve Studovně!');
      const claims = decodeJwt(body.token);
      expect(claims.exp! - claims.iat!).toBe(7 * 24 * 3600);
      const [row] = await t.db.query<{ password_hash: string }>(
        'select password_hash from users where id = $1',
        [body.user_id],
      );
      expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    });

    it.each([
      [{ username: '' }, 'Musíš zadat uživatelské jméno.'],
      [{ email: '' }, 'E-mail je vyžadován.'],
      [{ email: 'eliska(at)example.cz' }, 'E-mail je neplatný.'],
      [{ password: '', confirm_password: '' }, 'Heslo je vyžadováno.'],
      [{ confirm_password: '' }, 'Je vyžadováno potvrzení hesla.'],
      [{ confirm_password: 'Heslo-2027' }, 'Nesprávné potvrzovací heslo!'],
    ])('refuses %j with 400 and the SPEC message, creating nothing', async (change, message) => {
      const before = await t.db.query<{ n: number }>('select count(*) as n from users');
      const res = await post('/token/register', {
        ...valid,
        username: 'novy',
        email: 'novy@example.cz',
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'registration_invalid', message, data: { status: 400 } });
      const after = await t.db.query<{ n: number }>('select count(*) as n from users');
      expect(after[0]!.n).toBe(before[0]!.n);
    });

    it('refuses a taken username or e-mail whatever its case, with a clear message', async () => {
      const name = await post('/token/register', { ...valid, username: 'ELISKA', email: 'jina@example.cz' });
      expect(name.statusCode).toBe(400);
      expect(name.json()).toMatchObject({
        code: 'existing_user_login',
        message: 'Toto uživatelské jméno už někdo používá. Zvol si prosím jiné.',
      });
      const mail = await post('/token/register', { ...valid, username: 'jina', email: 'Eliska@Example.cz' });
      expect(mail.json()).toMatchObject({ code: 'existing_user_email' });
    });

    it('answers in English when the client asks for it', async () => {
      const res = await post('/token/register', { ...valid, username: '' }, { 'client-locale': 'en_US' });
      expect(res.json().message).toBe('You must enter a username.');
    });

    it('refuses a body that is not the contract with 400 and a code', async () => {
      const res = await post('/token/register', { username: 3 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    });
  });

  describe('POST /token', () => {
    const { learner } = DEMO_ACCOUNTS;

    it('logs in by username or by e-mail, ignoring case and surrounding spaces', async () => {
      for (const username of [learner.username, ` ${learner.email.toUpperCase()} `]) {
        const res = await post('/token', { username, password: learner.password }, {}, '10.0.1.1');
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          user_login: learner.username,
          user_email: learner.email,
          user_display_name: learner.displayName,
        });
      }
    });

    it('answers 403 with incorrect_password or invalid_username', async () => {
      const wrong = await post('/token', { username: learner.username, password: 'nope' }, {}, '10.0.2.1');
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().code).toContain('incorrect_password');
      const unknown = await post('/token', { username: 'nikdo', password: 'nope' }, {}, '10.0.2.1');
      expect(unknown.statusCode).toBe(403);
      expect(unknown.json().code).toContain('invalid_username');
    });

    it('refuses empty credentials with the SPEC messages', async () => {
      const res = await post('/token', { username: '  ', password: 'x' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Chybí přihlašovací jméno.');
      const pwd = await post('/token', { username: 'jana', password: '' });
      expect(pwd.json().message).toBe('Chybí heslo.');
    });

    it('limits failed logins per account, even from other addresses and with the right password', async () => {
      const target = { username: 'eliska', password: 'spatne' };
      for (let i = 0; i < 3; i++) {
        expect((await post('/token', target, {}, `10.1.0.${i}`)).statusCode).toBe(403);
      }
      const blocked = await post('/token', { username: 'eliska', password: 'Heslo-2026' }, {}, '10.1.0.99');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'too_many_attempts', data: { status: 429 } });
    });

    it('limits failed logins per IP address across accounts', async () => {
      const ip = '10.2.0.1';
      for (let i = 0; i < 8; i++) {
        expect((await post('/token', { username: `nikdo${i}`, password: 'x' }, {}, ip)).statusCode).toBe(403);
      }
      const blocked = await post(
        '/token',
        { username: DEMO_ACCOUNTS.premium.username, password: DEMO_ACCOUNTS.premium.password },
        {},
        ip,
      );
      expect(blocked.statusCode).toBe(429);
      const elsewhere = await post(
        '/token',
        { username: DEMO_ACCOUNTS.premium.username, password: DEMO_ACCOUNTS.premium.password },
        {},
        '10.2.0.2',
      );
      expect(elsewhere.statusCode).toBe(200);
    });
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { TRUST_PROXY: '10.9.0.1', LOGIN_MAX_FAILURES_PER_IP: '2' });
  });
  afterAll(() => t.close());

  /** A login through the proxy (10.9.0.1) for `learner`, or straight from `remoteAddress`. */
  const login = (password: string, learner: string, remoteAddress = '10.9.0.1') =>
    t.app.inject({
      method: 'POST',
      url: `${base}/token`,
      payload: { username: DEMO_ACCOUNTS.premium.username, password },
      headers: { ...host, 'x-forwarded-for': learner },
      remoteAddress,
    });

  it('counts failed logins by the learner’s address the proxy names, and believes no one else', async () => {
    for (let i = 0; i < 2; i++) expect((await login('spatne', '203.0.113.7')).statusCode).toBe(403);
    expect((await login(DEMO_ACCOUNTS.premium.password, '203.0.113.7')).statusCode).toBe(429);
    // another learner behind the same proxy is not limited by the first one's mistakes
    expect((await login(DEMO_ACCOUNTS.premium.password, '203.0.113.8')).statusCode).toBe(200);
    // a client that is not the proxy cannot pick its address: its own counts
    for (let i = 0; i < 2; i++)
      expect((await login('spatne', `198.51.100.${i}`, '10.9.0.2')).statusCode).toBe(403);
    expect((await login(DEMO_ACCOUNTS.premium.password, '198.51.100.9', '10.9.0.2')).statusCode).toBe(429);
  });
});
