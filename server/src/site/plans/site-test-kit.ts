import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { SESSION_COOKIE } from './site-session';

export const SITE_HOST = 'localhost:3000';
export const SITE_ORIGIN = `http://${SITE_HOST}`;

/**
 * A browser on the website: keeps the session cookie it is given and sends it back, and sends forms
 * urlencoded from the site's own origin, as a browser does.
 */
export function siteBrowser(t: TestApp) {
  let session: string | null = null;
  const remember = (res: LightMyRequestResponse) => {
    for (const cookie of res.cookies) {
      if (cookie.name !== SESSION_COOKIE) continue;
      session = cookie.maxAge === 0 || cookie.value === '' ? null : cookie.value;
    }
    return res;
  };
  const headers = (extra: Record<string, string> = {}) => ({
    host: SITE_HOST,
    ...(session ? { cookie: `${SESSION_COOKIE}=${session}` } : {}),
    ...extra,
  });
  return {
    get session() {
      return session;
    },
    set session(value: string | null) {
      session = value;
    },
    get: async (url: string) => remember(await t.app.inject({ method: 'GET', url, headers: headers() })),
    post: async (url: string, form: Record<string, string>, extra: Record<string, string> = {}) =>
      remember(
        await t.app.inject({
          method: 'POST',
          url,
          payload: new URLSearchParams(form).toString(),
          headers: headers({
            'content-type': 'application/x-www-form-urlencoded',
            origin: SITE_ORIGIN,
            ...extra,
          }),
        }),
      ),
  };
}

export type SiteBrowser = ReturnType<typeof siteBrowser>;

/** The form token of a page (every form of a signed-in page carries the same one). */
export function csrfOf(html: string): string {
  const match = /name="csrf" value="([^"]+)"/.exec(html);
  if (!match) throw new Error('no form token on the page');
  return match[1]!;
}

export async function planIdOf(t: TestApp, slug: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('select id from plans where slug = $1', [slug]);
  if (!row) throw new Error(`no plan ${slug}`);
  return row.id;
}

/**
 * The visible text of a page's main content: tags removed, the escaper's entities undone, and runs of
 * white space (no-break spaces too) read as one space.
 */
export function textOf(html: string): string {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return main
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'wbr',
]);

/**
 * Checks what a page must be: a whole HTML5 document whose elements nest properly, with unique ids,
 * labels and descriptions that point at existing elements, forms that post to the site, and no script.
 */
export function expectValidPage(html: string): void {
  expect(html.startsWith('<!doctype html>\n<html lang="cs">')).toBe(true);
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  const stack: string[] = [];
  const withoutStyle = html.replace(/<style>[\s\S]*?<\/style>/, '<style></style>');
  for (const [, closing, name] of withoutStyle.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g)) {
    const tag = name!.toLowerCase();
    if (VOID.has(tag)) continue;
    if (closing) expect(stack.pop(), `</${tag}> closes`).toBe(tag);
    else stack.push(tag);
  }
  expect(stack).toEqual([]);
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
  expect(new Set(ids).size, 'ids are unique').toBe(ids.length);
  for (const [, target] of html.matchAll(/\sfor="([^"]+)"/g)) expect(ids).toContain(target);
  for (const [, targets] of html.matchAll(/\saria-(?:describedby|labelledby)="([^"]+)"/g))
    for (const target of targets!.split(' ')) expect(ids).toContain(target);
  for (const [form] of html.matchAll(/<form\b[^>]*>/g))
    expect(form).toMatch(/method="post" action="\/[^"]*"/);
}

/** Signs the browser in the way the app does: the hand-off address from the API, opened in the browser. */
export async function signInFromApp(t: TestApp, browser: SiteBrowser, appToken: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wp-json/learnpress/v1/users/web-session',
    headers: { host: SITE_HOST, authorization: `Bearer ${appToken}` },
    payload: { path: '/studijni-plany/' },
  });
  expect(res.statusCode).toBe(200);
  const url = new URL((res.json() as { url: string }).url);
  const opened = await browser.get(url.pathname + url.search);
  expect(opened.statusCode).toBe(303);
  expect(browser.session).not.toBeNull();
}
