import type { EndpointDefinition, ResponseOf } from '@studovna/core/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Locale } from '@studovna/core';
import { authenticate, type AuthUser } from '../plugins/auth';
import { requestLocale } from '../plugins/locale';
import type { AppContext } from '../app-context';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface EndpointInput<E extends EndpointDefinition> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** Always set when the endpoint requires authentication. */
  user: E['auth'] extends 'required' ? AuthUser : AuthUser | null;
  locale: Locale;
  /** `http://localhost:3000` — the site the request was sent to, for absolute links. */
  site: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<E extends EndpointDefinition> = (
  input: EndpointInput<E>,
) => Promise<ResponseOf<E>>;

/** The site origin of a request, as the client addressed it. */
export const siteOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/** Registers one contract endpoint: its path and method, validation of input, serialisation of output, auth. */
export function serveEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && !endpoint.multipart ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    config: { endpoint: endpoint.name },
    preHandler:
      endpoint.auth === 'none'
        ? undefined
        : (request) =>
            authenticate(request, ctx.db, ctx.config.jwtSecret, endpoint.auth as 'required' | 'optional'),
    handler: async (request, reply) =>
      handler({
        params: request.params as Out<E['params']>,
        query: request.query as Out<E['query']>,
        body: request.body as Out<E['body']>,
        user: request.user as EndpointInput<E>['user'],
        locale: requestLocale(request),
        site: siteOf(request),
        request,
        reply,
      }),
  });
}
