import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { answerKey, FIRST_ANSWERS_ELEMENT_ID } from '@studovna/core/domain';
import {
  FIRST_SCREEN_ASSETS_FILE,
  FIRST_SCREEN_NAMES,
  callAddress,
  firstScreenAt,
  type FirstScreenAssets,
  type FirstScreenCall,
  type FirstScreenName,
} from '@studovna/core/first-screen';
import { escapeHtml } from '../site/escape-html';

/** An answer the app's page carries: the call's key (`answerKey`) and the JSON the API answered. */
export interface FirstAnswer {
  key: string;
  body: unknown;
}

export interface FirstScreenAnswers {
  name: FirstScreenName;
  answers: FirstAnswer[];
  /** The first screen's largest image, fetched while the app's scripts load. */
  leadImage: string | null;
}

async function ask(app: FastifyInstance, siteHost: string, call: FirstScreenCall): Promise<unknown> {
  try {
    const response = await app.inject({
      method: 'GET',
      url: callAddress(call),
      headers: { host: siteHost, accept: 'application/json' },
    });
    return response.statusCode === 200 ? (JSON.parse(response.body) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The guest answers of the first screen at an app address (decision 0017), asked of the API in-process
 * exactly as the app would ask: only what answers 200 is carried. Null when the address has none.
 */
export async function answerFirstScreen(
  app: FastifyInstance,
  siteHost: string,
  pathname: string,
  search: string,
): Promise<FirstScreenAnswers | null> {
  const screen = firstScreenAt(pathname, search);
  if (!screen) return null;
  const bodies = await Promise.all(screen.calls.map((call) => ask(app, siteHost, call)));
  const answers = screen.calls.flatMap((call, i) =>
    bodies[i] === undefined ? [] : [{ key: answerKey(callAddress(call)), body: bodies[i] }],
  );
  const image = screen.leadImage(bodies);
  return { name: screen.name, answers, leadImage: image && /^https?:\/\//i.test(image) ? image : null };
}

const paths = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((path): path is string => typeof path === 'string' && /^\/(?!\/)/.test(path))
    : [];

/**
 * The files each first screen loads lazily, as the web build listed them (`FIRST_SCREEN_ASSETS_FILE`);
 * none when the build has no such file (the page then names none, and the screen loads as before).
 */
export function readFirstScreenAssets(webDist: string): FirstScreenAssets {
  let listed: Record<string, { scripts?: unknown; styles?: unknown } | undefined>;
  try {
    listed = JSON.parse(readFileSync(join(webDist, FIRST_SCREEN_ASSETS_FILE), 'utf8')) as typeof listed;
  } catch {
    return {};
  }
  return Object.fromEntries(
    FIRST_SCREEN_NAMES.flatMap((name) => {
      const entry = listed?.[name];
      return entry ? [[name, { scripts: paths(entry.scripts), styles: paths(entry.styles) }]] : [];
    }),
  );
}

/**
 * Links that fetch the screen's lazy scripts and styles while the entry's load, not after them. A page
 * whose screen the server painted applies the styles at once (decision 0038): the app then finds them
 * there and does not add them again.
 */
const assetLinks = (
  { scripts, styles }: NonNullable<FirstScreenAssets[FirstScreenName]>,
  painted: boolean,
): string =>
  [
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
    ...styles.map((href) =>
      painted
        ? `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`
        : `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}">`,
    ),
  ].join('');

const jsonOf = new WeakMap<FirstScreenAnswers, string>();

/**
 * A page's answers as it carries them: JSON with every `<` (and the line separators JavaScript once read
 * as line ends) escaped. Worked out once per page: the page and its kept render (painted-page.ts) both ask.
 */
export function answersJson(first: FirstScreenAnswers): string {
  let json = jsonOf.get(first);
  if (json === undefined) {
    json = JSON.stringify(first.answers)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029');
    jsonOf.set(first, json);
  }
  return json;
}

/**
 * The app's index with the answers as JSON in a non-executed script element (every `<` escaped, so no
 * answer can close it), a preload of the lead image and of the screen's own code (`assets`, from the web
 * build), all at the end of `<head>`, after the entry's; with `painted`, the screen's styles apply at once.
 */
export function pageWithAnswers(
  html: string,
  first: FirstScreenAnswers,
  assets: FirstScreenAssets = {},
  painted = false,
): string {
  const { name, leadImage } = first;
  const json = answersJson(first);
  const preload = leadImage
    ? `<link rel="preload" as="image" href="${escapeHtml(leadImage)}" fetchpriority="high">`
    : '';
  const script = `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${json}</script>`;
  const code = assets[name] ? assetLinks(assets[name], painted) : '';
  return html.replace('</head>', `${preload}${code}${script}</head>`);
}
