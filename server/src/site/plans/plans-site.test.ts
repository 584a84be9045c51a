import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, registerLearner, testDatabases, type TestApp } from '../../../test/test-app';
import { makeLearner } from '../../../test/course-fixtures';
import { expectValidPage, siteBrowser, signInFromApp, SITE_HOST, textOf } from './site-test-kit';

const WEB_SESSION = '/wp-json/learnpress/v1/users/web-session';
const REFUSED = 'Odkaz pro přihlášení z aplikace už byl použitý nebo vypršel.';
const codeOf = (url: string) => new URL(url).searchParams.get('prihlaseni')!;

describe.each(testDatabases)('website study plans: the page and signing in, on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp(kind, { SITE_URL: 'http://localhost:3000' }, { clock });
  });
  afterAll(() => t.close());

  const handoff = async (token: string, payload: unknown = { path: '/studijni-plany/' }) =>
    t.app.inject({
      method: 'POST',
      url: WEB_SESSION,
      headers: { host: SITE_HOST, authorization: `Bearer ${token}` },
      payload: payload as object,
    });

  it('shows the three families with their bullets, periods and prices, and a way back to the app', async () => {
    const page = await siteBrowser(t).get('/studijni-plany/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const text = textOf(page.body);
    for (const [family, name] of [
      ['osp', 'OSP – Obecné studijní předpoklady'],
      ['zsv', 'ZSV – Základy společenských věd'],
      ['tsp', 'TSP – Test studijních předpokladů'],
    ]) {
      expect(page.body).toContain(`<section class="plan-family" id="${family}"`);
      expect(page.body).toContain(`<a href="#${family}">`);
      expect(text).toContain(name);
    }
    // the bullets tell what the seeded courses hold: their questions, and no video
    expect(text).toContain('Přes 150 vyřešených úloh z verbální a analytické části OSP');
    expect(text).toContain('Přes 100 vyřešených úloh z filozofie, ekonomie a dalších oborů ZSV');
    expect(text).toContain('Přes 100 vyřešených úloh z verbálního i analytického myšlení TSP');
    expect(text.match(/Testy s vyhodnocením a percentilem/g)).toHaveLength(3);
    expect(text.match(/Synchronizace s webovým rozhraním/g)).toHaveLength(3);
    expect(text).not.toMatch(/vide[oíia]/i);
    for (const period of ['1 den 39 Kč', '1 týden 149 Kč', '1 měsíc 399 Kč', '3 měsíce 990 Kč'])
      expect(text.match(new RegExp(period, 'g'))).toHaveLength(3);
    expect(page.body.match(/>Koupit</g)).toHaveLength(12);
    expect(page.body).toContain('href="http://app.localhost:3000/">Zpět do aplikace</a>');
    expect(page.body).toContain('href="http://app.localhost:3000/registrace">Zaregistruj se v aplikaci</a>');
    expect(page.body).toContain(
      '<form class="form" method="post" action="/studijni-plany/prihlaseni#prihlaseni">',
    );
    expectValidPage(page.body);
  });

  it('a hand-off code from the app signs the learner in with a cookie and leads to the clean address', async () => {
    const me = await makeLearner(t);
    const res = await handoff(me.token);
    expect(res.statusCode).toBe(200);
    const { url, expires_in } = res.json() as { url: string; expires_in: number };
    expect(expires_in).toBe(120);
    expect(url).toMatch(/^http:\/\/localhost:3000\/studijni-plany\/\?prihlaseni=[A-Za-z0-9_-]{43}$/);
    const browser = siteBrowser(t);
    const opened = await browser.get(`/studijni-plany/?prihlaseni=${codeOf(url)}`);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/studijni-plany/');
    const cookie = String(opened.headers['set-cookie']);
    expect(cookie).toMatch(/^studovna_web=[^;]+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);

    const page = await browser.get('/studijni-plany/');
    expect(textOf(page.body)).toContain(`Jsi přihlášen/a jako Testovací ${me.username} (${me.username}).`);
    expect(page.body).toContain('>Odhlásit se</button>');
    expect(page.body).not.toContain('id="prihlaseni-jmeno"');
    expectValidPage(page.body);
  });

  it('a code works once: used again it signs nobody in and the page offers the login form', async () => {
    const me = await makeLearner(t);
    const { url } = (await handoff(me.token)).json() as { url: string };
    expect((await siteBrowser(t).get(`/studijni-plany/?prihlaseni=${codeOf(url)}`)).statusCode).toBe(303);
    const again = await siteBrowser(t).get(`/studijni-plany/?prihlaseni=${codeOf(url)}`);
    expect(again.statusCode).toBe(200);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(textOf(again.body)).toContain(`${REFUSED} Přihlas se prosím svým jménem a heslem.`);
    expect(again.body).toContain('id="prihlaseni-jmeno"');
    expect(again.body).not.toContain('Jsi přihlášen/a');
  });

  it('a code expires after two minutes', async () => {
    const me = await makeLearner(t);
    const late = codeOf(((await handoff(me.token)).json() as { url: string }).url);
    const inTime = codeOf(((await handoff(me.token)).json() as { url: string }).url);
    clock.advance(119_000);
    expect((await siteBrowser(t).get(`/studijni-plany/?prihlaseni=${inTime}`)).statusCode).toBe(303);
    clock.advance(1_000);
    const refused = await siteBrowser(t).get(`/studijni-plany/?prihlaseni=${late}`);
    expect(refused.statusCode).toBe(200);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(textOf(refused.body)).toContain(REFUSED);
    const garbage = await siteBrowser(t).get('/studijni-plany/?prihlaseni=%3Cscript%3E');
    expect(textOf(garbage.body)).toContain(REFUSED);
    expect(garbage.body).not.toContain('<script>');
  });

  it('the login form signs in by name or e-mail; a wrong password or name shows the Czech message', async () => {
    const learner = await registerLearner(t.app);
    const browser = siteBrowser(t);
    const wrong = await browser.post('/studijni-plany/prihlaseni', {
      username: learner.username,
      password: 'spatne-heslo',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(wrong.body).toContain(
      '<p class="form-error" id="prihlaseni-chyba" role="alert">Zadané heslo není správné.</p>',
    );
    expect(wrong.body).toContain(`value="${learner.username}" aria-invalid="true"`);
    expectValidPage(wrong.body);

    const unknown = await browser.post('/studijni-plany/prihlaseni', {
      username: 'nikdo-takovy',
      password: 'x',
    });
    expect(textOf(unknown.body)).toContain('Uživatel s tímto jménem nebo e-mailem neexistuje.');
    const empty = await browser.post('/studijni-plany/prihlaseni', { username: ' ', password: '' });
    expect(textOf(empty.body)).toContain('Chybí přihlašovací jméno.');

    const right = await browser.post('/studijni-plany/prihlaseni', {
      username: `${learner.username}@example.cz`,
      password: learner.password,
      zpet: 'tsp',
    });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/studijni-plany/#tsp');
    expect(textOf((await browser.get('/studijni-plany/')).body)).toContain(`(${learner.username})`);
  });

  it('a hostile name typed into the login form is shown as text', async () => {
    const page = await siteBrowser(t).post('/studijni-plany/prihlaseni', {
      username: '"><script>alert(1)</script>',
      password: 'x',
    });
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expectValidPage(page.body);
  });

  it('the learner’s name is shown as text, never as markup', async () => {
    const me = await makeLearner(t);
    await t.db.query('update users set display_name = $2 where id = $1', [
      me.id,
      '<script>alert(1)</script> & "Jana"',
    ]);
    const browser = siteBrowser(t);
    await signInFromApp(t, browser, me.token);
    const page = await browser.get('/studijni-plany/');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain(
      '<strong>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Jana&quot;</strong>',
    );
    expectValidPage(page.body);
  });

  it('logging out, a password change, or a forged cookie leave the visitor a guest', async () => {
    const me = await makeLearner(t);
    const browser = siteBrowser(t);
    await signInFromApp(t, browser, me.token);
    const out = await browser.post('/studijni-plany/odhlaseni', {});
    expect(out.statusCode).toBe(303);
    expect(String(out.headers['set-cookie'])).toMatch(/^studovna_web=; Max-Age=0;/);
    expect(browser.session).toBeNull();
    expect((await browser.get('/studijni-plany/')).body).not.toContain('Jsi přihlášen/a');

    await signInFromApp(t, browser, me.token);
    await t.db.query('update users set token_version = token_version + 1 where id = $1', [me.id]);
    expect((await browser.get('/studijni-plany/')).body).not.toContain('Jsi přihlášen/a');

    browser.session = `${me.token.slice(0, -4)}AAAA`;
    const forged = await browser.get('/studijni-plany/');
    expect(forged.statusCode).toBe(200);
    expect(forged.body).toContain('id="prihlaseni-jmeno"');
  });
});

describe('website study plans over https', () => {
  it('the session cookie is Secure when the site is https', async () => {
    const https = await createTestApp('pglite', { SITE_URL: 'https://studovna.example' });
    try {
      const me = await makeLearner(https);
      const res = await https.app.inject({
        method: 'POST',
        url: WEB_SESSION,
        headers: { host: SITE_HOST, authorization: `Bearer ${me.token}` },
        payload: { path: '/studijni-plany/' },
      });
      const { url } = res.json() as { url: string };
      expect(url.startsWith('https://studovna.example/studijni-plany/?prihlaseni=')).toBe(true);
      const opened = await siteBrowser(https).get(`/studijni-plany/?prihlaseni=${codeOf(url)}`);
      expect(String(opened.headers['set-cookie'])).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    } finally {
      await https.close();
    }
  });
});
