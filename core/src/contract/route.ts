import type { EndpointDefinition } from './endpoint';

/** What a client needs of an endpoint to call it: everything but its schemas and its summary. */
export const ROUTE_FIELDS = [
  'name',
  'method',
  'path',
  'auth',
  'multipart',
  'download',
  'downloadType',
  'headers',
] as const satisfies readonly (keyof EndpointDefinition)[];
export type RouteField = (typeof ROUTE_FIELDS)[number];

/**
 * An endpoint as the app carries it (routes.ts, decision 0039): typed as the endpoint, so a call is typed
 * by its params, body and answer, but at run time only its {@link ROUTE_FIELDS}. Its schemas stay in the
 * endpoint's module, which the app loads when it first reads an answer; nothing else may read them.
 */
export const route = <E extends EndpointDefinition>(fields: Pick<E, RouteField & keyof E>): E =>
  fields as unknown as E;

/** Whether `endpoint` is a route (its schemas left at home) rather than the endpoint itself. */
export const isRoute = (endpoint: EndpointDefinition): boolean => !('response' in endpoint);
