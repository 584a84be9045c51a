import type { EndpointDefinition } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import type { Locale } from '@studovna/core';
import type { AppContext } from '../app-context';
import { authenticate } from '../plugins/auth';
import { requestLocale } from '../plugins/locale';
import type { AuthUser } from './auth-user';
import { siteOf } from './serve-endpoint';

/** `attachment` with the file's name: an ASCII fallback and the exact name (RFC 6266). */
export function contentDisposition(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A file a download answers: its bytes, type, the name to save it under, and extra headers. */
export interface DownloadAnswer {
  body: Buffer | string;
  type: string;
  fileName: string;
  headers?: Record<string, string>;
}

type Out<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export interface DownloadInput<E extends EndpointDefinition> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  /** Always set: a download is for a logged-in caller (a studio role for the studio's). */
  user: AuthUser;
  locale: Locale;
  site: string;
}

/**
 * Registers a contract endpoint whose answer is a file (`download`), not JSON: path, params and query
 * from the contract, the caller authenticated before the handler; the file is sent as an attachment,
 * never cached by anyone else. Errors are the usual JSON error bodies.
 */
export function serveDownload<E extends EndpointDefinition & { download: true; auth: 'required' | 'studio' }>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: (input: DownloadInput<E>) => Promise<DownloadAnswer>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
    },
    config: { endpoint: endpoint.name },
    preHandler: (request) => authenticate(request, ctx, endpoint.auth),
    handler: async (request, reply) => {
      const answer = await handler({
        params: request.params as Out<E['params']>,
        query: request.query as Out<E['query']>,
        user: request.user!,
        locale: requestLocale(request),
        site: siteOf(request),
      });
      return reply
        .headers(answer.headers ?? {})
        .header('content-type', answer.type)
        .header('content-disposition', contentDisposition(answer.fileName))
        .header('cache-control', 'private, no-store')
        .send(answer.body);
    },
  });
}
