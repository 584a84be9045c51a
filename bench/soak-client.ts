// A simulated learner's browser talking to the API: the app's requests (its headers, its action ids, the
// cache buster of every GET) from the app's origin, with the CORS preflights a browser sends first and
// keeps for their max-age. Every call is timed into the call log; a non-2xx answer, an action answered
// `status: "error"` or a network failure is logged as a failure with what it said.
import { randomUUID } from 'node:crypto';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { buildPath, type EndpointDefinition, type ResponseOf } from '@studovna/core/contract';
import type { CallLog } from './soak-calls';

/** As long as the app waits for an answer (web/src/lib/api/api-client.ts). */
const REQUEST_TIMEOUT_MS = 30_000;
/** A browser's connections to one host. */
const CONNECTIONS = 6;

/** The row a call is counted in: `POST /quiz/finish`, `GET /wp/v2/comments`, with a note when given. */
export function callName(endpoint: EndpointDefinition, note?: string): string {
  const path = endpoint.path
    .replace('/wp-json/learnpress/v1', '')
    .replace('/wp-json', '')
    .replace(/:(\w+)/g, '{$1}');
  return `${endpoint.method} ${path}${note ? ` (${note})` : ''}`;
}

export const PREFLIGHT = 'OPTIONS (CORS preflight of the calls above)';

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Sent with an action id, as the app's outbox sends what changes the learner's data. */
  action?: boolean;
  /** Told apart in the call log: `pin`, `unpin`. */
  note?: string;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

const short = (text: string) => text.replace(/\s+/g, ' ').slice(0, 160);

/** The calls of one learner with `token`, to the server on 127.0.0.1:`port` as the site `localhost:port`. */
export function learnerClient(port: number, token: string, log: CallLog) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const host = `localhost:${port}`;
  const origin = `http://app.localhost:${port}`;
  /** URL → until when its preflight holds (ms). */
  const preflighted = new Map<string, number>();

  const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, method, path, agent, headers: { host, origin, ...headers } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
          res.on('error', reject);
        },
      );
      req.setTimeout(REQUEST_TIMEOUT_MS, () =>
        req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)),
      );
      req.on('error', reject);
      req.end(body);
    });

  /** What a browser asks before a call with a token, JSON or an action id; false when refused. */
  async function preflight(method: string, path: string, headers: Record<string, string>): Promise<boolean> {
    if ((preflighted.get(path) ?? 0) > Date.now()) return true;
    const began = performance.now();
    try {
      const answer = await send('OPTIONS', path, {
        'access-control-request-method': method,
        'access-control-request-headers': Object.keys(headers)
          .filter((name) => name !== 'accept')
          .sort()
          .join(','),
      });
      const ms = performance.now() - began;
      if (
        answer.status < 200 ||
        answer.status >= 300 ||
        answer.headers['access-control-allow-origin'] !== origin
      ) {
        log.failed(PREFLIGHT, ms, `${answer.status} ${short(answer.body)}`);
        return false;
      }
      log.ok(PREFLIGHT, ms);
      const maxAge = Number(answer.headers['access-control-max-age'] ?? 5);
      preflighted.set(path, Date.now() + maxAge * 1000);
      return true;
    } catch (error) {
      log.failed(PREFLIGHT, performance.now() - began, (error as Error).message);
      return false;
    }
  }

  return {
    /** The endpoint's answer, or null when it failed (and was logged). */
    async call<E extends EndpointDefinition>(
      endpoint: E,
      options: CallOptions = {},
    ): Promise<ResponseOf<E> | null> {
      const name = callName(endpoint, options.note);
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(options.query ?? {}))
        if (value !== undefined) query.set(key, String(value));
      if (endpoint.method === 'GET') query.set('v', randomUUID().slice(0, 10));
      const search = query.toString();
      const path = buildPath(endpoint.path, options.params) + (search ? `?${search}` : '');
      const headers: Record<string, string> = {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
      };
      if (options.action) headers['x-action-id'] = randomUUID();
      const body = endpoint.method === 'GET' ? undefined : JSON.stringify(options.body ?? {});
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (!(await preflight(endpoint.method, path, headers))) return null;

      const began = performance.now();
      try {
        const answer = await send(endpoint.method, path, headers, body);
        const ms = performance.now() - began;
        if (answer.status < 200 || answer.status >= 300) {
          log.failed(name, ms, `${answer.status} ${short(answer.body)}`);
          return null;
        }
        const json = JSON.parse(answer.body) as { status?: unknown; message?: unknown };
        if (json && typeof json === 'object' && json.status === 'error') {
          log.failed(name, ms, `${answer.status} status "error": ${short(String(json.message))}`);
          return null;
        }
        log.ok(name, ms);
        return json as ResponseOf<E>;
      } catch (error) {
        log.failed(name, performance.now() - began, (error as Error).message);
        return null;
      }
    },
    close: () => agent.destroy(),
  };
}

export type LearnerClient = ReturnType<typeof learnerClient>;
