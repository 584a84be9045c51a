import { answerKey, FIRST_ANSWERS_ELEMENT_ID } from '@studovna/core/domain';

/** How long after the page loaded its answers stand in for the network: the first screen's calls only. */
export const FIRST_ANSWERS_MAX_AGE_MS = 30_000;

/** The answers the app's page carried for its first screen (decision 0017), by `answerKey`. */
export interface FirstAnswers {
  answers: Map<string, unknown>;
  /** When they were read, in `now()` time. */
  readAt: number;
}

const isAnswer = (item: unknown): item is { key: string; body: unknown } =>
  !!item && typeof item === 'object' && typeof (item as { key?: unknown }).key === 'string' && 'body' in item;

/** Reads the answers the server put in the page; none when there are none or they are unreadable. */
export function readFirstAnswers(
  document: Pick<Document, 'getElementById'>,
  now: () => number = Date.now,
): FirstAnswers {
  const answers = new Map<string, unknown>();
  try {
    const list = JSON.parse(
      document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.textContent || '[]',
    ) as unknown;
    if (Array.isArray(list)) for (const item of list) if (isAnswer(item)) answers.set(item.key, item.body);
  } catch {
    // an unreadable element: every call goes to the network
  }
  return { answers, readAt: now() };
}

/**
 * The bodies of the responses made from the page's answers. The server sent them through the contract's
 * serializer a moment ago, so the API client takes them as they are, without reading and parsing their
 * JSON again (the first screen's largest parse, decision 0038).
 */
const carriedBodies = new WeakMap<Response, unknown>();

/** The body a response from the page's answers carries, as the page held it; undefined for any other. */
export const carriedBody = (response: Response): { body: unknown } | undefined =>
  carriedBodies.has(response) ? { body: carriedBodies.get(response) } : undefined;

const hasHeader = (headers: HeadersInit | undefined, name: string) => new Headers(headers).has(name);

/**
 * A fetch that answers a call from the page's answers instead of the network: a GET the server made in
 * the same way (no token, no language other than the server's), within FIRST_ANSWERS_MAX_AGE_MS of
 * the start, once. Any other call, and the same call again, goes to the network.
 */
export function answeringFromPage(
  fetch: typeof globalThis.fetch,
  first: FirstAnswers,
  now: () => number = Date.now,
): typeof globalThis.fetch {
  return (input, init) => {
    const { answers } = first;
    if (
      answers.size > 0 &&
      (init?.method ?? 'GET') === 'GET' &&
      !hasHeader(init?.headers, 'authorization') &&
      !hasHeader(init?.headers, 'client-locale')
    ) {
      if (now() - first.readAt > FIRST_ANSWERS_MAX_AGE_MS) answers.clear();
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const key = answerKey(url);
      if (answers.has(key)) {
        const body = answers.get(key);
        answers.delete(key);
        const headers = { 'content-type': 'application/json; charset=utf-8' };
        const response = new Response(JSON.stringify(body), { status: 200, headers });
        carriedBodies.set(response, body);
        return Promise.resolve(response);
      }
    }
    return fetch(input, init);
  };
}
