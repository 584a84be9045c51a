import type { FastifyInstance } from 'fastify';
import {
  answerKey,
  callAddress,
  FIRST_ANSWERS_ELEMENT_ID,
  firstScreenAt,
  type FirstScreenCall,
} from '@studovna/core/domain';
import { escapeHtml } from '../site/escape-html';

/** An answer the app's page carries: the call's key (`answerKey`) and the JSON the API answered. */
export interface FirstAnswer {
  key: string;
  body: unknown;
}

export interface FirstScreenAnswers {
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
  return { answers, leadImage: image && /^https?:\/\//i.test(image) ? image : null };
}

/**
 * The app's index with the answers as JSON in a non-executed script element (every `<` escaped, so no
 * answer can close it) and a preload of the lead image, both at the end of `<head>`.
 */
export function pageWithAnswers(html: string, { answers, leadImage }: FirstScreenAnswers): string {
  const json = JSON.stringify(answers)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  const preload = leadImage
    ? `<link rel="preload" as="image" href="${escapeHtml(leadImage)}" fetchpriority="high">`
    : '';
  const script = `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${json}</script>`;
  return html.replace('</head>', `${preload}${script}</head>`);
}
