import type { EndpointDefinition, ResponseOf } from '@studovna/core/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { config, locales, type z } from 'zod/mini';
import type { Locale } from '@studovna/core';
import type { AuthUser } from './auth-user';
import { authenticate } from '../plugins/auth';
import { requestLocale } from '../plugins/locale';
import { readMultipartBody, type UploadedFile } from '../plugins/multipart';
import type { AppContext } from '../app-context';
import { claimAction, runClaimed, sendStoredReply, settleAction } from './action-replay';

// The contract's issues (the `params` of a 400) are worded in English, whatever else loads zod.
config(locales.en());

type Out<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export interface EndpointInput<E extends EndpointDefinition> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** The files of a multipart endpoint's request (none for other requests). */
  files: UploadedFile[];
  /** Always set when the endpoint requires authentication (and a studio role for the studio's). */
  user: E['auth'] extends 'required' | 'studio' ? AuthUser : AuthUser | null;
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

/**
 * Registers one contract endpoint: its path and method, validation of input, serialisation of output, auth.
 * A multipart endpoint authenticates first, then reads the request (text fields validated as the body,
 * files handed to the handler); it takes a JSON body with the same fields as well. `maxFileBytes` sets
 * its own file size limit (UPLOAD_MAX_FILE_MB otherwise). A logged-in request with an `X-Action-Id` header
 * is applied once: a replay of the same id gets the first answer again ({@link claimAction}).
 */
export function serveEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: { maxFileBytes?: number } = {},
): void {
  const auth =
    endpoint.auth === 'none'
      ? undefined
      : (request: FastifyRequest) =>
          authenticate(request, ctx, endpoint.auth as 'required' | 'optional' | 'studio');
  const hooks = endpoint.multipart
    ? {
        preValidation: async (request: FastifyRequest) => {
          await auth?.(request);
          await readMultipartBody(request, options.maxFileBytes ?? ctx.config.uploadMaxFileBytes);
        },
      }
    : { preHandler: auth };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    config: { endpoint: endpoint.name },
    ...hooks,
    onSend: (request, reply, payload) => settleAction(request, reply, payload, ctx),
    handler: async (request, reply) => {
      const stored = await claimAction(request, ctx, `${endpoint.name} ${request.url.split('?')[0]}`);
      if (stored) return sendStoredReply(reply, stored);
      return runClaimed(request, ctx, () =>
        handler({
          params: request.params as Out<E['params']>,
          query: request.query as Out<E['query']>,
          body: request.body as Out<E['body']>,
          files: request.uploads ?? [],
          user: request.user as EndpointInput<E>['user'],
          locale: requestLocale(request),
          site: siteOf(request),
          request,
          reply,
        }),
      );
    },
  });
}
