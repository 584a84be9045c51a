import type { z } from 'zod/mini';

/** Base paths of the three REST namespaces the product speaks (SPEC §7). */
export const NAMESPACES = {
  learnpress: '/wp-json/learnpress/v1',
  wpV2: '/wp-json/wp/v2',
  wpV1: '/wp-json/wp/v1',
  /** The studio of authors and the team (decision 0023). */
  studio: '/wp-json/studovna/v1/studio',
} as const;

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * Who may call an endpoint:
 * - `none`: anyone, the token is ignored;
 * - `optional`: guests get the public answer, a valid token personalises it;
 * - `required`: a valid bearer token or 401;
 * - `studio`: a valid bearer token (or 401) of an administrator or an instructor (or 403 `studio_forbidden`).
 */
export type AuthMode = 'none' | 'optional' | 'required' | 'studio';

export interface EndpointDefinition {
  /** Stable name, `resource.action`, used in logs, OpenAPI operationId and tests. */
  name: string;
  method: HttpMethod;
  /** Full path with Fastify-style parameters, e.g. `/wp-json/learnpress/v1/users/:id`. */
  path: string;
  auth: AuthMode;
  summary: string;
  params?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  /** `multipart/form-data` instead of JSON; `body` then describes the text fields. */
  multipart?: boolean;
  /** The success answer (HTTP 200–203). Errors use {@link wpErrorSchema}. */
  response: z.ZodMiniType;
  /** The success answer is a file's bytes with its own Content-Type, not JSON. */
  download?: boolean;
  /** The Content-Type of a download's bytes, when it is always the same (`application/zip`). */
  downloadType?: string;
  /** Extra success headers the endpoint sets (e.g. pagination totals). */
  headers?: readonly string[];
}

export const defineEndpoint = <const E extends EndpointDefinition>(definition: E): E => definition;

type Input<S> = S extends z.ZodMiniType ? z.input<S> : never;

export type ParamsOf<E extends EndpointDefinition> = Input<E['params']>;
export type QueryOf<E extends EndpointDefinition> = Input<E['query']>;
export type BodyOf<E extends EndpointDefinition> = Input<E['body']>;
export type ResponseOf<E extends EndpointDefinition> = z.output<E['response']>;

/** Replaces `:name` segments of a path with the given values. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
