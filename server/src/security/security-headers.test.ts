import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LP } from '../../test/course-fixtures';
import { http, type Http } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

/** `default-src 'self'; img-src …` → `{ 'default-src': "'self'", … }` */
const directives = (csp: string | undefined) =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values.join(' ')]),
  );

describe('security headers on the app host, the API and the website', () => {
  let t: TestApp;
  let api: Http;
  beforeAll(async () => {
    const dist = join(process.env.TMPDIR ?? '/tmp', `studovna-headers-dist-${process.pid}`);
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Studovna</title>');
    await writeFile(join(dist, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestApp('pglite', { WEB_DIST: dist });
    api = http(t.app);
  });
  afterAll(() => t?.close());

  const APP = 'app.localhost:3000';
  const appAnswers: [string, string][] = [
    ['the app index', '/'],
    ['an app route', '/kurzy/1'],
    ['an app asset', '/assets/app.js'],
  ];
  const siteAnswers: [string, string][] = [
    ['the API (JSON)', `${LP}/courses`],
    ['an API error (401)', `${LP}/users`],
    ['an unknown API path (404)', `${LP}/neexistuje`],
    ['the home page', '/'],
    ['the privacy page', '/zasady-ochrany/'],
    ['the terms page', '/obchodni-podminky/'],
    ['the study plans page', '/studijni-plany/'],
    ['the web login page', '/prihlaseni/web/'],
    ['a missing page (404)', '/neexistuje/'],
    ['the OpenAPI document', '/wp-json/openapi.json'],
  ];

  const expectCommon = (res: { headers: Record<string, unknown> }) => {
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(['strict-origin-when-cross-origin', 'no-referrer']).toContain(res.headers['referrer-policy']);
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp['object-src']).toBe("'none'");
    expect(csp['base-uri']).toBe("'self'");
    expect(csp['form-action']).toBe("'self'");
    return csp;
  };

  it.each(appAnswers)('%s: may not be framed, loads scripts only from itself', async (_, url) => {
    const res = await api.get(url, { host: APP });
    expect(res.statusCode).toBe(200);
    const csp = expectCommon(res);
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(csp['script-src']).toBe("'self'");
    expect(csp['default-src']).toBe("'self'");
    expect(csp['connect-src']).toBe("'self' http://localhost:3000");
    // the website's pages, and the players of lessons' intro videos (YouTube, Vimeo)
    expect(csp['frame-src']).toBe(
      'http://localhost:3000 https://www.youtube-nocookie.com https://player.vimeo.com',
    );
  });

  it.each(siteAnswers)('%s: runs no script and is framed only by its own app', async (_, url) => {
    const res = await api.get(url);
    expect(res.statusCode).toBeLessThan(500);
    const csp = expectCommon(res);
    expect(csp['frame-ancestors']).toBe('http://app.localhost:3000');
    expect(csp['script-src']).toBe("'none'");
    expect(csp['default-src']).toBe("'self'");
  });

  it('the frame-ancestors origin follows the host the site was called by', async () => {
    const res = await api.get('/zasady-ochrany/', { host: 'studovna.example' });
    expect(directives(res.headers['content-security-policy'] as string)['frame-ancestors']).toBe(
      'http://app.studovna.example',
    );
  });
});
