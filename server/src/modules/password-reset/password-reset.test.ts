import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, registerLearner, testDatabases, type TestApp } from '../../../test/test-app';
import { readMail, resetLinkOf, startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture';

const LP = '/wp-json/learnpress/v1';
const SITE = 'https://studovna.example';
const SENT =
  'Pokud u nás účet s touto adresou existuje, poslali jsme na ni odkaz pro nastavení nového hesla. Odkaz platí 1 hodinu.';
const INVALID_LINK = 'Odkaz pro obnovení hesla je neplatný, už byl použitý, nebo vypršel. Požádej si o nový.';
const HOUR = 60 * 60 * 1000;

let ipCounter = 0;
/** A fresh client address, so the per-IP limit only matters where a test means it to. */
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe.each(testDatabases)('password reset by e-mail on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpCapture;
  const clock = manualClock();

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp(
      kind,
      { SMTP_URL: smtp.url, SITE_URL: SITE, LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' },
      { clock },
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** Asks for a reset as the app does, addressed to a hostile Host: the link must not follow it. */
  const ask = (userLogin: string, ip = nextIp(), headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${LP}/users/reset-password`,
      headers: { host: 'evil.example', ...headers },
      remoteAddress: ip,
      payload: { user_login: userLogin },
    });
  const open = (link: string) => {
    const url = new URL(link);
    return t.app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { host: 'localhost:3000' },
    });
  };
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const submit = (token: string, password: string, confirm = password) =>
    t.app.inject({
      method: 'POST',
      url: '/obnova-hesla/',
      headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, password, password_confirm: confirm }).toString(),
    });
  const login = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: `${LP}/token`,
      headers: { host: 'localhost:3000' },
      remoteAddress: nextIp(),
      payload: { username, password },
    });
  /** Asks for a reset by `userLogin` and answers the link e-mailed to `email`. */
  const linkFor = async (email: string, userLogin = email) => {
    const res = await ask(userLogin);
    expect(res.statusCode).toBe(200);
    return resetLinkOf((await smtp.nextMessage({ to: email })).raw);
  };

  it('e-mails a Czech message with a one-hour, single-use link built from SITE_URL', async () => {
    const learner = await registerLearner(t.app);
    const email = `${learner.username}@example.cz`;
    const res = await ask(` ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'success', message: SENT });

    const mail = await smtp.nextMessage({ to: email });
    const { subject, text, html } = readMail(mail.raw);
    expect(subject).toBe('Nastavení nového hesla do Studovny');
    const link = resetLinkOf(mail.raw);
    expect(link).toMatch(/^https:\/\/studovna\.example\/obnova-hesla\/\?token=[\w-]{43}$/);
    for (const words of [
      learner.username,
      email,
      '1 hodinu',
      'jen jednou',
      'nežádal/a',
      'podpora@studovna.cz',
    ])
      expect(text).toContain(words);
    expect(html).toContain(`href="${link}"`);
    expect(mail.raw).not.toContain('evil.example');

    // only the token's hash is kept, valid for one hour from now
    const rows = await t.db.query<{ token_hash: string; created_at: Date; expires_at: Date }>(
      'select token_hash, created_at, expires_at from password_resets where user_id = $1',
      [learner.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(tokenOf(link)).digest('hex'));
    expect(new Date(rows[0]!.created_at).getTime()).toBe(clock.now().getTime());
    expect(new Date(rows[0]!.expires_at).getTime() - new Date(rows[0]!.created_at).getTime()).toBe(HOUR);
  });

  it('follows the link: the form sets the password, ends old sessions, and the link is used up', async () => {
    const learner = await registerLearner(t.app);
    const me = () =>
      t.app.inject({
        method: 'GET',
        url: `${LP}/users/${learner.id}`,
        headers: { host: 'localhost:3000', authorization: `Bearer ${learner.token}` },
      });
    expect((await me()).statusCode).toBe(200);
    const link = await linkFor(`${learner.username}@example.cz`);

    const form = await open(link);
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toBe('no-store');
    expect(form.headers['referrer-policy']).toBe('no-referrer');
    expect(form.body).toContain('<form class="form" method="post" action="/obnova-hesla/" novalidate>');
    expect(form.body).toContain(`<input type="hidden" name="token" value="${tokenOf(link)}">`);
    expect(form.body).toContain('<label for="password">Nové heslo</label>');
    expect(form.body).toContain('<label for="password-confirm">Nové heslo znovu</label>');
    expect(form.body.match(/autocomplete="new-password"/g)).toHaveLength(2);
    expect(form.body).toContain(`<strong>${learner.username}</strong>`);

    const done = await submit(tokenOf(link), 'Nove-heslo-2026');
    expect(done.statusCode).toBe(200);
    expect(done.headers['cache-control']).toBe('no-store');
    expect(done.body).toContain('Heslo je nastavené. Teď se můžeš přihlásit novým heslem.');
    expect(done.body).toContain(
      '<a target="_top" class="button" href="http://app.localhost:3000/prihlaseni">Přihlásit se</a>',
    );

    expect((await login(learner.username, 'Nove-heslo-2026')).statusCode).toBe(200);
    const old = await login(learner.username, learner.password);
    expect(old.statusCode).toBe(403);
    expect(old.json().code).toContain('incorrect_password');
    const session = await me();
    expect(session.statusCode).toBe(401);

    for (const again of [await open(link), await submit(tokenOf(link), 'Treti-heslo-2026')]) {
      expect(again.statusCode).toBe(400);
      expect(again.body).toContain(INVALID_LINK);
      expect(again.body).toContain('href="http://app.localhost:3000/zapomenute-udaje"');
      expect(again.body).not.toContain('<form');
    }
    expect((await login(learner.username, 'Treti-heslo-2026')).statusCode).toBe(403);
    expect((await login(learner.username, 'Nove-heslo-2026')).statusCode).toBe(200);
  });

  it('shows a refused new password on the form and changes nothing', async () => {
    const learner = await registerLearner(t.app);
    const token = tokenOf(await linkFor(`${learner.username}@example.cz`));
    const cases = [
      ['', '', 'Heslo je vyžadováno.', 'password'],
      ['kratke', 'kratke', 'Heslo musí mít alespoň 8 znaků.', 'password'],
      ['Nove-heslo-2026', '', 'Je vyžadováno potvrzení hesla.', 'password-confirm'],
      ['Nove-heslo-2026', 'Nove-heslo-2027', 'Zadané nové heslo se neshoduje.', 'password-confirm'],
    ] as const;
    for (const [password, confirm, text, id] of cases) {
      const res = await submit(token, password, confirm);
      expect(res.statusCode, text).toBe(400);
      expect(res.body).toContain(`<p class="form-error" id="reset-error" role="alert">${text}</p>`);
      const input = new RegExp(`<input id="${id}"[^>]*>`).exec(res.body)![0];
      expect(input).toContain('aria-invalid="true"');
      expect(input).toMatch(/aria-describedby="[^"]*reset-error"/);
      expect(res.body.match(/<input[^>]*aria-invalid/g)).toHaveLength(1);
    }
    expect((await login(learner.username, learner.password)).statusCode).toBe(200);
    expect((await submit(token, 'Nove-heslo-2026')).statusCode).toBe(200);
  });

  it('a used link ends the account’s other links and clears its failed logins', async () => {
    const learner = await registerLearner(t.app);
    const email = `${learner.username}@example.cz`;
    const first = await linkFor(email);
    const second = await linkFor(email, learner.username);
    for (let i = 0; i < 3; i++) expect((await login(learner.username, 'spatne-heslo')).statusCode).toBe(403);
    expect((await login(learner.username, learner.password)).statusCode).toBe(429);

    expect((await submit(tokenOf(second), 'Nove-heslo-2026')).statusCode).toBe(200);
    expect((await login(learner.username, 'Nove-heslo-2026')).statusCode).toBe(200);
    const other = await open(first);
    expect(other.statusCode).toBe(400);
    expect(other.body).toContain(INVALID_LINK);
  });

  it('lets only one of two simultaneous uses of a link set the password', async () => {
    const learner = await registerLearner(t.app);
    const token = tokenOf(await linkFor(`${learner.username}@example.cz`));
    const passwords = ['Prvni-heslo-2026', 'Druhe-heslo-2026'];
    const results = await Promise.all(passwords.map((p) => submit(token, p)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = passwords[results.findIndex((r) => r.statusCode === 200)]!;
    const loser = passwords.find((p) => p !== winner)!;
    expect((await login(learner.username, winner)).statusCode).toBe(200);
    expect((await login(learner.username, loser)).statusCode).toBe(403);
  });

  it('refuses a link past its hour', async () => {
    const learner = await registerLearner(t.app);
    const link = await linkFor(`${learner.username}@example.cz`);
    clock.advance(HOUR - 1000);
    expect((await open(link)).statusCode).toBe(200);
    clock.advance(1000);
    const expired = await open(link);
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain(INVALID_LINK);
    expect((await submit(tokenOf(link), 'Nove-heslo-2026')).statusCode).toBe(400);
    expect((await login(learner.username, learner.password)).statusCode).toBe(200);
  });

  it('answers an unknown account exactly like a known one and sends nothing', async () => {
    const before = smtp.messages.length;
    for (const unknown of ['nikdo@example.cz', 'nikdo']) {
      const res = await ask(unknown);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 'success', message: SENT });
    }
    expect(smtp.messages.length).toBe(before);
  });

  it('refuses a malformed e-mail with 400 and the SPEC message', async () => {
    const before = smtp.messages.length;
    for (const bad of [
      'jana@studovna',
      'jana@@studovna.cz',
      '   ',
      `${'a'.repeat(250)}@example.cz`,
      'x'.repeat(100_000),
    ]) {
      const res = await ask(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Prosím, zadej platnou emailovou adresu.',
        data: { status: 400 },
      });
    }
    const en = await ask('jana@studovna', nextIp(), { 'client-locale': 'en_US' });
    expect(en.json().message).toBe('Please enter a valid e-mail address.');
    expect(smtp.messages.length).toBe(before);
  });

  it('sends at most 3 e-mails per account in 15 minutes, an unknown login limited alike', async () => {
    const learner = await registerLearner(t.app);
    const email = `${learner.username}@example.cz`;
    for (let i = 0; i < 3; i++) await linkFor(email, i === 1 ? learner.username : email);
    const before = smtp.messages.length;
    for (const again of [email, learner.username]) {
      const res = await ask(again);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({
        code: 'too_many_attempts',
        message:
          'Odkaz pro obnovení hesla jsme na tuto adresu poslali už několikrát. Zkus to prosím za 15 minut.',
        data: { status: 429 },
      });
    }
    expect(smtp.messages.length).toBe(before);
    for (let i = 0; i < 3; i++) expect((await ask('neznamy@example.cz')).statusCode).toBe(200);
    expect((await ask('neznamy@example.cz')).statusCode).toBe(429);

    clock.advance(15 * 60 * 1000 + 1000);
    await linkFor(email);
  });

  it('takes at most 20 requests per IP address in 15 minutes', async () => {
    const ip = '10.66.0.1';
    for (let i = 0; i < 20; i++) expect((await ask(`nikdo${i}@example.cz`, ip)).statusCode).toBe(200);
    const learner = await registerLearner(t.app);
    const blocked = await ask(learner.username, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('too_many_attempts');
    expect((await ask(learner.username, '10.66.0.2')).statusCode).toBe(200);
    await smtp.nextMessage({ to: `${learner.username}@example.cz` });
  });
});
