import type { EndpointDefinition, ResponseOf } from '@studovna/core/contract';
import { buildPath } from '@studovna/core/contract/routes';
import {
  INVALID_RESPONSE_CODE,
  type ApiError,
  type ApiFailure,
  type DownloadResult,
  type ApiResult,
  type AuthFailureEvent,
  type CallArgs,
  type TransportErrorCode,
} from './api-types';
import { carriedBody } from './first-answers';
import type * as EndpointSchemasModule from './endpoint-schemas';

type EndpointSchemas = typeof EndpointSchemasModule;

export const REQUEST_TIMEOUT_MS = 30000;

/**
 * 403 on these calls is an answer for the screen, not a reason for the denied screen (SPEC §6); quiz
 * finish, instant check, practice-run finish and a Board practice answer refuse learners without the
 * plan ('Kvíz se dá vyhodnotit pouze…'), shown as an alert on the question; so does pinning a question
 * ('Úlohy si lze označovat pouze…'). A refused comment or delete (a comment that got a reply meanwhile)
 * is told in the comments section. An account that may not be deleted here (an instructor's) is told at
 * the delete-account form. A lesson, quiz or assignment of a course the learner is not in (a shared or old
 * link) is told on its screen, with the way to the course (decision 0019).
 */
const FORBIDDEN_ANSWERS = new Set([
  'quiz.get',
  'lessons.get',
  'assignments.get',
  'quiz.finish',
  'quiz.checkAnswer',
  'quiz.practiceFinish',
  'quiz.storeQuestion',
  'board.practiceAnswer',
  'comments.create',
  'comments.delete',
  'users.delete',
]);
/** The studio tells a learner its own refusal (`studio_forbidden`) on its own screen. */
const isForbiddenExempt = (name: string) =>
  name.startsWith('token.') ||
  name.startsWith('studio.') ||
  /subscription/i.test(name) ||
  FORBIDDEN_ANSWERS.has(name);

export interface ApiClientOptions {
  /** Site origin, e.g. `http://localhost:3000`; endpoint paths already carry their namespace. */
  baseUrl: string;
  fetch: typeof globalThis.fetch;
  getToken: () => string | null | undefined;
  /** UI language sent as the `client-locale` header; nothing is sent when it returns nothing. */
  getLocale?: () => string | null | undefined;
  /**
   * The language the server answers in when not told: never sent, so a guest's GET stays a simple
   * cross-origin request, with no CORS preflight before it.
   */
  serverLocale?: string;
  /** 401 on a call that carried a token, or 403 outside token/register/subscription calls. */
  onAuthFailure?: (event: AuthFailureEvent) => void;
  timeoutMs?: number;
  /** Source of the cache-busting `v` value. */
  random?: () => string;
  warn?: (message: string) => void;
  /** Whether a call reached the server: false on a network failure or time-out, true on any answer. */
  onReachability?: (reached: boolean) => void;
}

export interface ApiClient {
  call<E extends EndpointDefinition>(endpoint: E, ...args: CallArgs<E>): Promise<ApiResult<E>>;
  /** A `download` endpoint: the file's bytes instead of JSON; failures as for `call`. */
  download<E extends EndpointDefinition>(endpoint: E, ...args: CallArgs<E>): Promise<DownloadResult>;
}

/** What `call` receives once the per-endpoint typing has done its job. */
interface RawCallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  files?: Record<string, Blob | readonly Blob[]>;
  signal?: AbortSignal;
  actionId?: string;
  keepalive?: boolean;
}

const defaultRandom = () => Math.random().toString(36).slice(2, 12);

function toQueryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function toFormData(body: unknown, files: Record<string, Blob | readonly Blob[]> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  for (const [key, value] of Object.entries(files)) {
    const list: readonly Blob[] = value instanceof Blob ? [value] : value;
    for (const file of list) form.append(key, file);
  }
  return form;
}

/** The file name of a download from `Content-Disposition` (RFC 6266 `filename*` first), or null. */
function fileNameOf(headers: Headers): string | null {
  const disposition = headers.get('content-disposition') ?? '';
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // falls back to the plain name
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
}

/** Reads a JSON body; anything unreadable becomes `{}` (SPEC §7). */
async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : {};
  } catch {
    return {};
  }
}

/** The `{code, message, data}` of an error body (the contract's `wpErrorSchema`), as far as it has them. */
function toApiError(body: unknown): ApiError {
  if (!body || typeof body !== 'object') return {};
  const { code, message, data } = body as Record<string, unknown>;
  const status = data && typeof data === 'object' ? (data as Record<string, unknown>).status : undefined;
  const whole = typeof code === 'string' && typeof message === 'string' && Number.isInteger(status);
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof message === 'string' ? { message } : {}),
    ...(whole ? { data: data as ApiError['data'] } : {}),
  };
}

/**
 * The contract's schemas, loaded once, when the first answer that the page did not carry is read: the
 * routes the app starts with have none (decision 0039). A failed load is tried again at the next answer.
 */
let schemas: Promise<EndpointSchemas> | undefined;
const loadSchemas = () =>
  (schemas ??= import('./endpoint-schemas').catch((error: unknown) => {
    schemas = undefined;
    throw error;
  }));

function combineSignals(timeout: AbortSignal, caller?: AbortSignal): AbortSignal {
  if (!caller) return timeout;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([timeout, caller]);
  const controller = new AbortController();
  const abort = (signal: AbortSignal) => controller.abort(signal.reason);
  for (const signal of [timeout, caller]) {
    if (signal.aborted) abort(signal);
    else signal.addEventListener('abort', () => abort(signal), { once: true });
  }
  return controller.signal;
}

/** The one way the web app talks to the server: the contract decides path, auth and response shape. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const random = options.random ?? defaultRandom;
  const warn = options.warn ?? ((message: string) => console.warn(message));

  async function send<E extends EndpointDefinition, R>(
    endpoint: E,
    opts: RawCallOptions,
    readSuccess: (response: Response) => Promise<R | ApiFailure>,
  ): Promise<R | ApiFailure> {
    const query: Record<string, unknown> = { ...opts.query };
    if (endpoint.method === 'GET') query.v = random();
    const url = `${options.baseUrl}${buildPath(endpoint.path, opts.params)}${toQueryString(query)}`;

    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = endpoint.auth === 'none' ? null : options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const locale = options.getLocale?.();
    if (locale && locale !== options.serverLocale) headers['client-locale'] = locale;
    if (opts.actionId) headers['X-Action-Id'] = opts.actionId;

    let body: BodyInit | undefined;
    if (endpoint.method !== 'GET') {
      if (endpoint.multipart) body = toFormData(opts.body, opts.files);
      else if (opts.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(opts.body);
      }
    }

    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await options.fetch(url, {
        method: endpoint.method,
        headers,
        body,
        signal: combineSignals(timeout, opts.signal),
        ...(opts.keepalive ? { keepalive: true } : {}),
      });
    } catch {
      const code: TransportErrorCode = timeout.aborted
        ? 'timeout'
        : opts.signal?.aborted
          ? 'aborted'
          : 'network_error';
      warn(`[api] ${endpoint.name} failed: ${code}`);
      if (code !== 'aborted') options.onReachability?.(false);
      return { ok: false, status: 0, error: { code } };
    }

    options.onReachability?.(true);
    const { status } = response;
    if (status >= 200 && status <= 203) return readSuccess(response);

    const json = await readJson(response);
    warn(`[api] ${endpoint.name} → ${status}`);
    const error = toApiError(json);
    if (status === 401 && token) {
      const blocked = error.code === 'account_blocked' ? { blocked: true as const } : {};
      options.onAuthFailure?.({ kind: 'unauthorized', endpoint: endpoint.name, status, ...blocked });
    } else if (status === 403 && !isForbiddenExempt(endpoint.name)) {
      options.onAuthFailure?.({ kind: 'forbidden', endpoint: endpoint.name, status });
    }
    return { ok: false, status, error };
  }

  const call = <E extends EndpointDefinition>(endpoint: E, ...args: CallArgs<E>) =>
    send(endpoint, (args[0] ?? {}) as RawCallOptions, async (response): Promise<ApiResult<E>> => {
      const { status } = response;
      const carried = carriedBody(response);
      if (carried)
        return { ok: true, status, data: carried.body as ResponseOf<E>, headers: response.headers };
      const [body, loaded] = await Promise.all([readJson(response), loadSchemas().catch(() => null)]);
      if (!loaded) {
        warn(`[api] ${endpoint.name} → ${status}: the contract's schemas could not be loaded`);
        return { ok: false, status: 0, error: { code: 'network_error' } };
      }
      const parsed = loaded.responseSchemaOf(endpoint)?.safeParse(body);
      if (parsed?.success)
        return { ok: true, status, data: parsed.data as ResponseOf<E>, headers: response.headers };
      warn(`[api] ${endpoint.name} → ${status}: response does not match the contract`);
      return { ok: false, status, error: { code: INVALID_RESPONSE_CODE } };
    });

  const download = <E extends EndpointDefinition>(endpoint: E, ...args: CallArgs<E>) =>
    send(endpoint, (args[0] ?? {}) as RawCallOptions, async (response): Promise<DownloadResult> => {
      const { status } = response;
      try {
        const blob = await response.blob();
        return { ok: true, status, blob, fileName: fileNameOf(response.headers), headers: response.headers };
      } catch {
        warn(`[api] ${endpoint.name} failed: network_error`);
        return { ok: false, status: 0, error: { code: 'network_error' } };
      }
    });

  return { call, download };
}
