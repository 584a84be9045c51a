import { vi } from 'vitest';

export interface StubRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export type StubReply =
  { status?: number; body?: unknown; raw?: string; headers?: Record<string, string> } | 'network-error';

type Handler = (request: StubRequest) => StubReply | Promise<StubReply>;

/** `'GET /wp-json/learnpress/v1/users/7'` (path only, query ignored) → reply. */
export type Routes = Record<string, StubReply | Handler>;

/**
 * A stand-in for `fetch` that the app is given (dependency injection, no global patching). Answers
 * by method and path; an unknown route answers 404 so a test never reaches the network.
 */
export function createFetchStub(routes: Routes) {
  const requests: StubRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request: StubRequest = { method, url, headers, body };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const reply: StubReply =
      route === undefined
        ? { status: 404, body: { code: 'rest_no_route', message: 'No route', data: { status: 404 } } }
        : typeof route === 'function'
          ? await route(request)
          : route;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const text = reply.raw ?? JSON.stringify(reply.body ?? {});
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, mock: fetch };
}

const base64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A JWT-shaped token whose payload carries `exp` (seconds from now). */
export function makeToken(secondsLeft: number, now = Date.now()): string {
  const payload = { exp: Math.floor(now / 1000) + secondsLeft, data: { user: { id: 7 } } };
  return `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(payload))}.signature`;
}
