import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pageWithAnswers } from './first-answers';

const ANSWERS = /<script type="application\/json" id="first-answers">(.*?)<\/script>/s;
const PRELOAD = /<link rel="preload" as="image" href="([^"]*)" fetchpriority="high">/;
const CODE = /<link rel="(?:modulepreload|preload" as="style)" crossorigin href="([^"]*)">/g;
const codeOf = (body: string) => [...body.matchAll(CODE)].map(([link]) => link);

/** The app's page carries the guest answers of its first screen (decision 0017). */
describe('the answers in the app page', () => {
  const dist = join(process.env.TMPDIR ?? '/tmp', `studovna-first-answers-${process.pid}`);
  const html =
    '<!doctype html><html><head><title>Studovna</title></head><body><div id="root"></div></body></html>';
  let t: TestApp;
  beforeAll(async () => {
    await mkdir(dist, { recursive: true });
    await writeFile(join(dist, 'index.html'), html);
    await writeFile(join(dist, 'index.html.br'), brotliCompressSync(html));
    // what the web build lists (`first-screens.json`); addresses that are not the site's own are dropped
    await writeFile(
      join(dist, 'first-screens.json'),
      JSON.stringify({
        courses: {
          scripts: ['/assets/list.js', 42, '//elsewhere.example/x.js', 'https://elsewhere.example/y.js'],
        },
        course: { scripts: ['/assets/detail.js', '/assets/screens.js'], styles: ['/assets/detail.css'] },
        quiz: { scripts: ['/assets/learning.js'], styles: [] },
      }),
    );
    t = await createTestApp('pglite', { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const page = async (url: string, encoding = 'gzip, deflate, br') => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { host: 'app.localhost:3000', 'accept-encoding': encoding },
    });
    const encoded = response.headers['content-encoding'];
    const body =
      encoded === 'br'
        ? brotliDecompressSync(response.rawPayload).toString()
        : encoded === 'gzip'
          ? gunzipSync(response.rawPayload).toString()
          : response.body;
    return { response, body };
  };
  const answersOf = (body: string) =>
    JSON.parse(ANSWERS.exec(body)?.[1] ?? 'null') as { key: string; body: unknown }[] | null;
  const api = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } })).json() as unknown;

  it('the course list: the categories and the first page, as the API answers a guest, and its first cover', async () => {
    const { response, body } = await page('/kurzy');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    const courses = (await api(
      '/wp-json/learnpress/v1/courses?per_page=10&page=1&orderby=date&order=asc',
    )) as {
      image: string;
    }[];
    expect(answersOf(body)).toEqual([
      {
        key: '/wp-json/wp/v2/course_category?per_page=100',
        body: await api('/wp-json/wp/v2/course_category?per_page=100'),
      },
      { key: '/wp-json/learnpress/v1/courses?order=asc&orderby=date&page=1&per_page=10', body: courses },
    ]);
    expect(courses[0]?.image).toMatch(/^http:\/\/localhost:3000\/wp-content\//);
    expect(PRELOAD.exec(body)?.[1]).toBe(courses[0]?.image);
    expect(codeOf(body)).toEqual(['<link rel="modulepreload" crossorigin href="/assets/list.js">']);
    // the rest of the page is the built index, and all that was added is at the end of its head
    expect(body.replace(ANSWERS, '').replace(PRELOAD, '').replace(CODE, '')).toBe(html);
    expect(body.indexOf('</title>')).toBeLessThan(body.indexOf('<link'));
  });

  it('a course and a quiz as a guest sees them; gzip for a browser without brotli', async () => {
    const course = await page('/kurzy/1', 'gzip');
    expect(course.response.headers['content-encoding']).toBe('gzip');
    const detail = (await api('/wp-json/learnpress/v1/courses/1')) as { image: string };
    expect(answersOf(course.body)).toEqual([
      { key: '/wp-json/learnpress/v1/courses/1', body: detail },
      {
        key: '/wp-json/learnpress/v1/review/course/1?per_page=100',
        body: await api('/wp-json/learnpress/v1/review/course/1?per_page=100'),
      },
    ]);
    expect(PRELOAD.exec(course.body)?.[1]).toBe(detail.image);
    // the screen's own code loads beside the entry, not after it
    expect(codeOf(course.body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/detail.js">',
      '<link rel="modulepreload" crossorigin href="/assets/screens.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/detail.css">',
    ]);

    const quiz = await page('/kurzy/33/lp_quiz/36', '');
    expect(quiz.response.headers['content-encoding']).toBeUndefined();
    expect(answersOf(quiz.body)).toEqual([
      { key: '/wp-json/learnpress/v1/quiz/36', body: await api('/wp-json/learnpress/v1/quiz/36') },
    ]);
    expect(quiz.body).not.toMatch(PRELOAD);
    expect(codeOf(quiz.body)).toEqual(['<link rel="modulepreload" crossorigin href="/assets/learning.js">']);
  });

  it('carries nothing the API refuses, nor on addresses without a first screen, nor the precached index', async () => {
    for (const url of [
      '/kurzy/999999',
      '/kurzy/1/lp_quiz/999999',
      '/profil',
      '/index.html',
      '/kurzy/1/lp_lesson/2',
    ]) {
      const { response, body } = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(body, url).toBe(html);
    }
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/kurzy',
      headers: { host: 'app.localhost:3000' },
    });
    expect(head.body).toBe('');
    expect(head.statusCode).toBe(200);
  });

  it('no answer can close its element or run, and the image address stays inside its attribute', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const out = pageWithAnswers(html, {
      name: 'quiz',
      answers: [{ key: '/x', body: { content: hostile, line: '\u2028' } }],
      leadImage: 'http://localhost:3000/a.svg?x="><script>alert(2)</script>',
    });
    expect(out.match(/<script/g)).toHaveLength(1);
    expect(out.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(ANSWERS.exec(out)?.[1] ?? '')).toEqual([
      { key: '/x', body: { content: hostile, line: '\u2028' } },
    ]);
    expect(out).toContain(
      'href="http://localhost:3000/a.svg?x=&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"',
    );
  });
});
