import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { inlineScriptHashes } from './painted-page';

const INLINE = "document.documentElement.setAttribute('data-kept', '');";

/**
 * The first screen painted by the server (decision 0038), with a stand-in for the web build's render
 * (`ssr/entry-server.js`): what it answers goes in the root, for the app to hydrate.
 */
describe('the first screen painted by the server', () => {
  const dist = join(process.env.TMPDIR ?? '/tmp', `studovna-painted-page-${process.pid}`);
  const entry = '<script type="module" crossorigin src="/assets/index-abcd.js"></script>';
  const html = `<!doctype html><html><head><title>Studovna</title><script>${INLINE}</script>${entry}</head><body><div id="root"></div></body></html>`;
  // the render says what it was given, and counts its renders; a quiz address fails
  const render = `let renders = 0;
    export async function renderFirstScreen({ protocol, host, url, answers }) {
      if (url.includes('lp_quiz')) throw new Error('cannot render');
      renders += 1;
      return '<h1>' + protocol + '//' + host + url + '</h1><p>' + [...answers.keys()].join(' ') + '</p><p>render ' + renders + '</p>';
    }`;
  let t: TestApp;
  beforeAll(async () => {
    await mkdir(join(dist, 'ssr'), { recursive: true });
    await writeFile(join(dist, 'index.html'), html);
    await writeFile(join(dist, 'ssr', 'entry-server.js'), render);
    await writeFile(
      join(dist, 'first-screens.json'),
      JSON.stringify({ course: { scripts: ['/assets/detail.js'], styles: ['/assets/detail.css'] } }),
    );
    t = await createTestApp('pglite', { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const page = async (url: string, language = 'cs-CZ,cs;q=0.9,en;q=0.8') => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { host: 'app.localhost:3000', 'accept-encoding': 'br', 'accept-language': language },
    });
    const body =
      response.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(response.rawPayload).toString()
        : response.body;
    return { response, body, root: /<div id="root"([^>]*)>(.*)<\/div><\/body>/s.exec(body) };
  };

  it('paints a Czech first visit from the answers the page carries, with the screen’s styles applied', async () => {
    const { response, body, root } = await page('/kurzy/1');
    expect(response.statusCode).toBe(200);
    expect(String(response.headers.vary).toLowerCase().split(', ')).toEqual(
      expect.arrayContaining(['accept-encoding', 'accept-language']),
    );
    expect(root?.[1]).toBe(' data-painted');
    expect(root?.[2]).toBe(
      '<h1>http://app.localhost:3000/kurzy/1</h1>' +
        '<p>/wp-json/learnpress/v1/courses/1 /wp-json/learnpress/v1/review/course/1?per_page=100</p>' +
        '<p>render 1</p>',
    );
    // applied before the paint, not only fetched: the screen shows styled without its script
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/detail.css">');
    // the app's code is fetched and run by the index's script once the page is painted, not before
    expect(body).not.toContain(entry);
    expect(body).not.toContain('rel="modulepreload"');
    expect(body).toContain('<link data-after-paint="/assets/index-abcd.js" data-app-entry>');
    expect(body).toContain('<link data-after-paint="/assets/detail.js">');
  });

  it('renders an address again only when its answers changed', async () => {
    expect((await page('/kurzy/1')).root?.[2]).toContain('<p>render 1</p>');
    expect((await page('/kurzy/1?x=1')).root?.[2]).toContain('<p>render 2</p>');
  });

  it('leaves the page unpainted for an English first visit, for a failed render and without answers', async () => {
    const english = await page('/kurzy/1', 'en-US,en;q=0.9,cs;q=0.8');
    expect(english.root?.[1]).toBe('');
    expect(english.root?.[2]).toBe('');
    expect(english.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/detail.css">');
    expect(english.body).toContain('id="first-answers"');
    expect(english.body).toContain(entry);
    expect(english.body).toContain('<link rel="modulepreload" crossorigin href="/assets/detail.js">');

    const failed = await page('/kurzy/33/lp_quiz/36');
    expect(failed.response.statusCode).toBe(200);
    expect(failed.root?.[2]).toBe('');
    expect(failed.body).toContain('id="first-answers"');

    expect((await page('/profil')).body).toBe(html);
  });

  it('never serves the render’s code', async () => {
    const { body } = await page('/ssr/entry-server.js');
    expect(body).not.toContain('renderFirstScreen');
    expect(body).toBe(html);
  });

  it('lets the index’s inline script run by its hash, and no other inline script', async () => {
    const { response } = await page('/');
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(
      inlineScriptHashes(
        `<script type="module" src="/a.js"></script><script type="application/json" id="x">[]</script><script>${INLINE}</script>`,
      ),
    ).toEqual([`'sha256-${hash}'`]);
  });
});
