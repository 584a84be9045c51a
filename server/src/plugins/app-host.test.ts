import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The built app as browsers get it: compressed twins of the build, caching by kind of file. */
describe('serving the built web app', () => {
  const dist = join(process.env.TMPDIR ?? '/tmp', `studovna-app-host-${process.pid}`);
  const html = '<!doctype html><title>Studovna app</title>';
  const script = `export const chunk = ${JSON.stringify('x'.repeat(2000))};`;
  let t: TestApp;
  beforeAll(async () => {
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeFile(join(dist, 'index.html'), html);
    await writeFile(join(dist, 'index.html.br'), brotliCompressSync(html));
    await writeFile(join(dist, 'assets', 'screen-abcd.js'), script);
    await writeFile(join(dist, 'assets', 'screen-abcd.js.br'), brotliCompressSync(script));
    await writeFile(join(dist, 'assets', 'screen-abcd.js.gz'), gzipSync(script));
    await writeFile(join(dist, 'assets', 'plain-abcd.js'), 'console.log(1)');
    t = await createTestApp('pglite', { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { host: 'app.localhost:3000', ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });

  it('sends the brotli twin to a browser that accepts it, else gzip, else the file itself', async () => {
    const brotli = await get('/assets/screen-abcd.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);

    const gzip = await get('/assets/screen-abcd.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const identity = await get('/assets/screen-abcd.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(script);
  });

  it('sends a file without a twin as it is', async () => {
    const plain = await get('/assets/plain-abcd.js', 'br, gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('caches hashed assets for a year and never the index, which every route gets compressed', async () => {
    expect((await get('/assets/screen-abcd.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const index = await get('/kurzy/1', 'br');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.headers['content-encoding']).toBe('br');
    expect(index.headers['content-type']).toContain('text/html');
    expect(brotliDecompressSync(index.rawPayload).toString()).toBe(html);
  });

  it('has the browser connect to the site (API and images) while the app loads', async () => {
    expect((await get('/')).headers.link).toBe('<http://localhost:3000>; rel=preconnect; crossorigin');
    expect((await get('/assets/screen-abcd.js')).headers.link).toBeUndefined();
  });
});
