import { studioLearnersApi as L } from '@studovna/core/contract/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestLearner } from '../../../test/course-fixtures';
import { http, type Http } from '../../../test/http';
import { readMail, resetLinkOf, startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture';
import { createTestApp, registerLearner, testDatabases, type TestApp } from '../../../test/test-app';
import { siteBrowser, signInFromApp, textOf } from '../../site/plans/site-test-kit';
import { settledAfterResponses } from '../../lib/after-response';
import { studioUsers } from '../studio/studio-test-kit';
import { writtenFor } from './learners-test-kit';

const LP = '/wp-json/learnpress/v1';
const BLOCKED =
  'Tvůj účet je zablokovaný, proto tě nemůžeme přihlásit. Pokud nevíš proč, napiš nám prosím na podporu.';

/**
 * Blocking an account and the password-reset e-mail from the studio (decision 0027): a blocked
 * learner's token, website session and sign-in code stop working on the very next request, the login
 * says why in Czech; unblocking lets them log in again; the reset e-mail is the one „Zapomenuté údaje“
 * sends.
 */
describe.each(testDatabases)('the team blocks accounts and sends reset e-mails, on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let admin: TestLearner;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp(kind, { SMTP_URL: smtp.url, SITE_URL: 'http://localhost:3000' });
    api = http(t.app);
    ({ admin } = await studioUsers(t));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const block = (id: number, reason: string) =>
    api.call(L.blockLearner, { params: { id }, body: { reason } }, { token: admin.token });
  const unblock = (id: number, reason: string) =>
    api.call(L.unblockLearner, { params: { id }, body: { reason } }, { token: admin.token });
  const login = (username: string, password: string) => api.post(`${LP}/token`, { username, password });
  const me = (token: string) => api.get(`${LP}/users/user_capabilities`, { token });

  it('a blocked learner’s token, site session and sign-in code stop at once, and the login says why', async () => {
    const learner = await registerLearner(t.app);
    const browser = siteBrowser(t);
    await signInFromApp(t, browser, learner.token);
    const code = (
      await api.post(`${LP}/users/web-session`, { path: '/studijni-plany/' }, { token: learner.token })
    ).json().url as string;
    expect((await me(learner.token)).statusCode).toBe(200);

    const res = await block(learner.id, 'Sdílí účet s dalšími lidmi');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Účet je zablokovaný. Studující je odhlášen/a ze všech zařízení.');
    expect(L.blockLearner.response.parse(res.json()).data.blocked).toMatchObject({
      reason: 'Sdílí účet s dalšími lidmi',
    });

    const refused = await me(learner.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'account_blocked', message: BLOCKED });
    const page = await browser.get('/studijni-plany/');
    expect(page.body).not.toContain('>Odhlásit se</button>');
    const opened = await browser.get(new URL(code).pathname + new URL(code).search);
    expect(opened.headers['set-cookie']).toBeUndefined();
    expect(textOf(opened.body)).toContain('Odkaz pro přihlášení z aplikace už byl použitý nebo vypršel.');

    const again = await login(learner.username, learner.password);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: '[jwt_auth] account_blocked', message: BLOCKED });
    // a wrong password is told as before: the answer does not give away that the account is blocked
    expect((await login(learner.username, 'spatne-heslo')).json().code).toBe('[jwt_auth] incorrect_password');

    const second = await block(learner.id, 'Ještě jednou');
    expect([second.statusCode, second.json().message]).toEqual([409, 'Účet už je zablokovaný.']);

    const opening = await unblock(learner.id, 'Slíbil/a, že účet nesdílí');
    expect(opening.statusCode, opening.body).toBe(200);
    expect(opening.json().data.blocked).toBeNull();
    expect(opening.json().data.history.map((e: { action: string }) => e.action)).toEqual([
      'unblock',
      'block',
    ]);
    // the old token stays ended; a new login works
    expect((await me(learner.token)).json().code).toBe('jwt_auth_invalid_token');
    const fresh = await login(learner.username, learner.password);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect((await me(fresh.json().token)).statusCode).toBe(200);
    const twice = await unblock(learner.id, 'Ještě jednou');
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'Účet není zablokovaný.']);
  });

  it('refuses a block without a good reason, or of an unknown account, and writes nothing', async () => {
    const learner = await registerLearner(t.app);
    const before = await writtenFor(t, learner.id);
    for (const reason of ['', '   ', 'abc']) {
      const res = await block(learner.id, reason);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'studio_invalid',
        data: { fields: { reason: expect.any(String) } },
      });
    }
    expect((await block(999_999, 'Sdílí účet')).json().code).toBe('learner_not_found');
    expect((await block(admin.id, 'Sdílí účet')).statusCode).toBe(404);
    expect(await writtenFor(t, learner.id)).toEqual(before);
    expect((await me(learner.token)).statusCode).toBe(200);
  });

  it('e-mails the learner the reset link „Zapomenuté údaje“ sends, at most three a quarter of an hour', async () => {
    const learner = await registerLearner(t.app);
    const email = `${learner.username}@example.cz`;
    const send = () =>
      api.call(L.sendPasswordReset, { params: { id: learner.id }, body: {} }, { token: admin.token });
    const res = await send();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`E-mail s odkazem pro nastavení hesla jsme poslali na ${email}.`);
    expect(res.json().data.history[0]).toMatchObject({ action: 'password_reset', who: { id: admin.id } });
    expect(res.body).not.toMatch(/token|obnova-hesla/);
    const mail = await smtp.nextMessage({ to: email });
    expect(readMail(mail.raw).subject).toBe('Nastavení nového hesla do Studovny');
    expect(resetLinkOf(mail.raw)).toMatch(/^http:\/\/localhost:3000\/obnova-hesla\/\?token=/);

    await send();
    await send();
    await settledAfterResponses(t.ctx);
    const before = await writtenFor(t, learner.id);
    const fourth = await send();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/^Studujícímu jsme v posledních 15 minutách poslali už 3 e-maily/);
    expect(await writtenFor(t, learner.id)).toEqual(before);
    const unknown = await api.call(
      L.sendPasswordReset,
      { params: { id: 999_999 }, body: {} },
      { token: admin.token },
    );
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'learner_not_found']);
  });
});
