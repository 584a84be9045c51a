import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildPath, type EndpointDefinition } from '@studovna/core/contract';

/** Options of one injected request: the learner's token, more headers, the caller's address. */
export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
  /** `localhost:3000` (the site) unless told, e.g. `app.localhost:3000`. */
  host?: string;
}

export interface EndpointInputs {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

const headersOf = (options: CallOptions = {}) => ({
  host: options.host ?? 'localhost:3000',
  ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
  ...options.headers,
});

const queryString = (query: EndpointInputs['query'] = {}) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) search.append(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/**
 * Requests injected into a test app with the site host set: plain `get`/`post`/`del` by URL, and `call`
 * of a contract endpoint with its path params, query and body.
 */
export function http(app: FastifyInstance) {
  const send = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload: unknown,
    options: CallOptions = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: headersOf(options),
      ...(payload === undefined ? {} : { payload: payload as string | object }),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
  return {
    get: (url: string, options?: CallOptions) => send('GET', url, undefined, options),
    post: (url: string, payload: unknown, options?: CallOptions) => send('POST', url, payload, options),
    del: (url: string, options?: CallOptions) => send('DELETE', url, undefined, options),
    /** One call of a contract endpoint. */
    call: (endpoint: EndpointDefinition, inputs: EndpointInputs = {}, options?: CallOptions) =>
      send(
        endpoint.method,
        buildPath(endpoint.path, inputs.params) + queryString(inputs.query),
        endpoint.method === 'POST' ? (inputs.body ?? {}) : undefined,
        options,
      ),
  };
}

export type Http = ReturnType<typeof http>;
