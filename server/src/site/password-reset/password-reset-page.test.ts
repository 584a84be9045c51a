import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { renderLayout } from '../layout';
import type { SiteContext } from '../site-context';
import { invalidLinkPage, resetDonePage, resetFormPage } from './password-reset-page';

const site: SiteContext = {
  appUrl: 'http://app.localhost:3000',
  supportEmail: 'podpora@studovna.cz',
  supportPhone: '+420 800 100 200',
};

describe('password-reset pages', () => {
  const pages = {
    form: resetFormPage({ token: 'a'.repeat(43), username: 'jana' }),
    invalid: invalidLinkPage,
    done: resetDonePage,
  };

  it.each(Object.entries(pages))('%s page is a whole site page with one h1 and no script', (_, page) => {
    const html = renderLayout({ ...site, ...page(site) });
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('escapes every value it shows', () => {
    const { body } = resetFormPage({
      token: '"><script>alert(1)</script>',
      username: '<b>jana</b>',
      error: { messageCode: 'settings.passwordMismatch', field: 'confirm' },
    })();
    expect(body).not.toContain('<script');
    expect(body).not.toContain('<b>');
    expect(body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    const hostile = { ...site, appUrl: 'javascript:alert(1)' };
    expect(invalidLinkPage(hostile).body).not.toContain('javascript:');
    expect(resetDonePage(hostile).body).not.toContain('javascript:');
  });

  it('labels both fields, describes the length rule and marks only the refused field', () => {
    const first = resetFormPage({ token: 't', username: 'jana' })().body;
    expect(first).not.toContain('aria-invalid');
    expect(first).not.toContain('autofocus');
    expect(first).toMatch(/<input id="password" [^>]*aria-describedby="password-hint"/);
    const refused = resetFormPage({
      token: 't',
      username: 'jana',
      error: { messageCode: 'register.passwordTooShort', field: 'password' },
    })().body;
    expect(refused).toContain(
      '<p class="form-error" id="reset-error" role="alert">Heslo musí mít alespoň 8 znaků.</p>',
    );
    expect(refused).toMatch(
      /<input id="password" [^>]*aria-describedby="password-hint reset-error" aria-invalid="true" autofocus>/,
    );
    expect(refused).toMatch(/<input id="password-confirm" (?![^>]*aria-invalid)[^>]*>/);
  });
});

describe.each(testDatabases)('GET and POST /obnova-hesla/ on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const host = { host: 'localhost:3000' };

  it.each([
    ['no token', '/obnova-hesla/'],
    ['a malformed token', '/obnova-hesla/?token=abc'],
    ['an unknown token', `/obnova-hesla/?token=${'A'.repeat(43)}`],
    ['a repeated token', `/obnova-hesla?token=${'A'.repeat(43)}&token=${'B'.repeat(43)}`],
  ])('refuses %s with the invalid-link page, uncached and without a referrer', async (_, url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: host });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toContain(
      'Odkaz pro obnovení hesla je neplatný, už byl použitý, nebo vypršel. Požádej si o nový.',
    );
    expect(res.body).toContain(
      '<a target="_top" class="button" href="http://app.localhost:3000/zapomenute-udaje">Požádat o nový odkaz</a>',
    );
    expect(res.body).not.toContain('<form');
  });

  it('refuses a posted form with an unknown token and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/obnova-hesla/',
      headers: { ...host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${'A'.repeat(43)}&password=Nove-heslo-2026&password_confirm=Nove-heslo-2026`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Požádej si o nový.');
  });

  it('keeps form bodies to the page: the JSON API still refuses them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wp-json/learnpress/v1/users/reset-password',
      headers: { ...host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'user_login=jana',
    });
    expect(res.statusCode).toBe(415);
  });
});
