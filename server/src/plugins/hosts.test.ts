import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@studovna/core/contract';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Host routing, website pages, security headers, CORS and the OpenAPI document. */
describe('one process, two hosts', () => {
  let t: TestApp;
  beforeAll(async () => {
    // a built web app of two files stands in for web/dist
    const dist = join(process.env.TMPDIR ?? '/tmp', `studovna-dist-${process.pid}`);
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Studovna app</title>');
    await writeFile(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    t = await createTestApp('pglite', {
      WEB_DIST: dist,
      WEB_VIEW_ALLOW: 'https://partner.example/some/page',
    });
  });
  afterAll(() => t.close());

  const get = (url: string, host: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it('serves the app to app. hosts: built files by path, every other path the index', async () => {
    const index = await get('/kurzy/12/lp_quiz/40/3', 'app.localhost:3000');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('Studovna app');
    expect(index.headers['cache-control']).toBe('no-cache');
    const asset = await get('/assets/app-1234.js', 'app.localhost:3000');
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/wp-json/learnpress/v1/users', 'app.localhost:3000')).body).toContain('Studovna app');
  });

  it('serves the website and the API to the site host', async () => {
    const home = await get('/', 'localhost:3000');
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.body).toContain('href="http://app.localhost:3000"');
    for (const [url, h1] of [
      ['/zasady-ochrany/', 'Zásady ochrany osobních údajů'],
      ['/obchodni-podminky/', 'Obchodní podmínky'],
      ['/obchodni-podminky', 'Obchodní podmínky'],
    ] as const) {
      const page = await get(url, 'localhost:3000');
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
      expect(page.body).toContain('podpora@studovna.cz');
    }
    const missingPage = await get('/neexistuje/', 'localhost:3000');
    expect(missingPage.statusCode).toBe(404);
    expect(missingPage.body).toContain('Stránka nenalezena');
    const missingApi = await get('/wp-json/learnpress/v1/neexistuje', 'localhost:3000');
    expect(missingApi.statusCode).toBe(404);
    expect(missingApi.json()).toEqual({
      code: 'rest_no_route',
      message: 'Požadovaná adresa neexistuje.',
      data: { status: 404 },
    });
  });

  it('sends the security headers; the site may be framed only by its own app', async () => {
    const site = await get('/zasady-ochrany/', 'localhost:3000');
    expect(site.headers['x-content-type-options']).toBe('nosniff');
    expect(site.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(site.headers['content-security-policy']).toContain('frame-ancestors http://app.localhost:3000');
    expect(site.headers['content-security-policy']).toContain("script-src 'none'");
    const app = await get('/', 'app.localhost:3000');
    expect(app.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(app.headers['content-security-policy']).toContain("connect-src 'self' http://localhost:3000");
    // the web view frames the site and the allowed origins, nothing else
    expect(app.headers['content-security-policy']).toContain(
      'frame-src http://localhost:3000 https://partner.example https://www.youtube-nocookie.com https://player.vimeo.com;',
    );
  });

  it('lets only the own app origin call the API across origins', async () => {
    const own = await get('/wp-json/wp/v2/course_category', 'localhost:3000', {
      origin: 'http://app.localhost:3000',
    });
    expect(own.headers['access-control-allow-origin']).toBe('http://app.localhost:3000');
    expect(own.headers['access-control-expose-headers']).toMatch(/x-wp-total/i);
    const foreign = await get('/wp-json/wp/v2/course_category', 'localhost:3000', {
      origin: 'http://app.evil.cz',
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the seeded images', async () => {
    const res = await get('/wp-json/wp/v2/course_category', 'localhost:3000');
    const image = new URL(res.json()[0].meta.image);
    expect(image.origin).toBe('http://localhost:3000');
    const file = await get(image.pathname, 'localhost:3000');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/svg+xml');
  });

  it('publishes the OpenAPI document of the whole contract, marking what is served', async () => {
    const res = await get('/wp-json/openapi.json', 'localhost:3000');
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(
      doc.paths as Record<string, Record<string, { operationId: string; 'x-served': boolean }>>,
    ).flatMap((p) => Object.values(p));
    expect(operations.map((o) => o.operationId).sort()).toEqual(allEndpoints.map((e) => e.name).sort());
    const served = Object.fromEntries(operations.map((o) => [o.operationId, o['x-served']]));
    expect(served['token.create']).toBe(true);
    expect(served['categories.list']).toBe(true);
    expect(doc.servers).toEqual([{ url: 'http://localhost:3000' }]);
  });
});
