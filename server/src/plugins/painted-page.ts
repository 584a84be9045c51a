import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { acceptedLanguages, firstVisitLocale } from '@studovna/core';
import { answersJson, type FirstScreenAnswers } from './first-answers';

/**
 * The first screen painted by the server (decision 0038): the web build's own render (`ssr/entry-server.js`,
 * the app's components) of a guest's first screen with the answers the page carries, put in `#root` for
 * the app to hydrate.
 */

/** The web build's render: the HTML of `#root` at an app address, or null when it cannot render it. */
export type RenderFirstScreen = (page: {
  protocol: string;
  host: string;
  url: string;
  answers: ReadonlyMap<string, unknown>;
}) => Promise<string | null>;

/** Where the web build keeps its render; the app host never serves this folder. */
export const RENDER_FOLDER = 'ssr';

/**
 * The web build's render, or null when the build has none (the page is then sent unpainted, as before). The
 * render sanitises content HTML with DOMPurify as the app does, on the window of a jsdom the server gives it.
 */
export async function loadFirstScreenRender(webDist: string): Promise<RenderFirstScreen | null> {
  const entry = join(webDist, RENDER_FOLDER, 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as {
    renderFirstScreen?: RenderFirstScreen;
    setServerWindow?: (window: unknown) => void;
  };
  if (typeof module.renderFirstScreen !== 'function') return null;
  module.setServerWindow?.(new JSDOM('').window);
  return module.renderFirstScreen;
}

/**
 * Whether the page of a visit is painted: only for a browser whose first visit is in Czech, the language of
 * the render (an English first visit renders in the browser, as before).
 */
export const paintsFor = (acceptLanguage: string | undefined): boolean =>
  firstVisitLocale(acceptedLanguages(acceptLanguage)) === 'cs';

/** Renders kept per address while its answers stay the same: a render takes tens of milliseconds. */
const MAX_KEPT = 200;

/**
 * The render of `render` with a few renders kept: an address is rendered again only when its answers
 * changed (new content). Null when the render failed: the page is then sent unpainted.
 */
export function keptRenders(render: RenderFirstScreen, log: (error: unknown) => void) {
  const kept = new Map<string, { answers: string; html: string | null }>();
  return async (page: { protocol: string; host: string; url: string }, first: FirstScreenAnswers) => {
    const answers = answersJson(first);
    const key = `${page.protocol}//${page.host}${page.url}`;
    const known = kept.get(key);
    if (known?.answers === answers) return known.html;
    let html: string | null = null;
    try {
      html = await render({ ...page, answers: new Map(first.answers.map((a) => [a.key, a.body])) });
    } catch (error) {
      log(error);
    }
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, { answers, html });
    return html;
  };
}

const EMPTY_ROOT = '<div id="root"></div>';
const APP_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page with `rootHtml` in its root, marked as painted (`data-painted`): the app hydrates it. The app's
 * code (its entry and the modules it preloads) is named but not fetched (`data-after-paint`): the index's
 * inline script fetches and runs it once the page has been painted, so neither its bytes nor its work come
 * before the first paint.
 */
export function pagePainted(page: string, rootHtml: string): string {
  return page
    .replace(APP_ENTRY, '<link data-after-paint="$1" data-app-entry>')
    .replace(MODULE_PRELOAD, '<link data-after-paint="$1">')
    .replace(EMPTY_ROOT, `<div id="root" data-painted>${rootHtml}</div>`);
}

/** The CSP sources (`'sha256-…'`) of the inline scripts of the app's index, which run before it paints. */
export function inlineScriptHashes(index: string): string[] {
  return [...index.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter(([tag]) => !/type="(module|application\/json)"/.test(tag))
    .map(([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
}

/** {@link inlineScriptHashes} of the built app's index; none before the app is built. */
export function appInlineScriptHashes(webDist: string): string[] {
  const index = join(webDist, 'index.html');
  return existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}
