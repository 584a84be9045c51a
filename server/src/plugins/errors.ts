import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { message, messages, type MessageCode } from '@studovna/core';
import { ApiError } from '../lib/api-error';
import { requestLocale } from './locale';
import type { AppContext } from '../app-context';
import { renderNotFoundPage } from '../site/site.routes';

const isMessageCode = (value: string | undefined): value is MessageCode =>
  value !== undefined && Object.hasOwn(messages.cs, value);

interface Issue {
  message?: string;
  params?: { issues?: Issue[]; errors?: Issue[][] };
  issues?: Issue[];
  errors?: Issue[][];
}

/**
 * The message code a contract rule names for an issue (e.g. a length cap), looked for in the issue and in
 * those it wraps: a record's refused key, the branches of a union.
 */
function namedCode(issue: Issue): MessageCode | undefined {
  if (isMessageCode(issue.message)) return issue.message;
  const inner = [
    ...(issue.params?.issues ?? issue.issues ?? []),
    ...(issue.params?.errors ?? issue.errors ?? []).flat(),
  ];
  return inner.map(namedCode).find((code) => code !== undefined);
}

/**
 * Fastify's own refusals before any route or hook runs — a path that is not valid percent-encoding, a path
 * parameter too long to route — leave with the usual body too, on every host (a Fastify option).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, 'request failed');
  const [code, messageCode]: [string, MessageCode] =
    status === 500
      ? ['internal_server_error', 'server.error']
      : error.code === 'FST_ERR_BAD_URL'
        ? ['rest_invalid_url', 'request.invalidUrl']
        : ['rest_invalid_url', 'request.invalid'];
  // no hook runs for these: the header that matters for a JSON body is set here
  void reply
    .status(status)
    .header('x-content-type-options', 'nosniff')
    .send({ code, message: message(messageCode, requestLocale(request)), data: { status } });
}

/** Every error leaves as `{code, message, data: {status}}` in the client's language; nothing leaks a stack. */
export function registerErrorHandling(app: FastifyInstance, ctx: AppContext): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    if (error instanceof ApiError) {
      return reply.status(error.status).send(error.render(locale));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = (error as { validationContext?: string }).validationContext ?? 'body';
      const params = Object.fromEntries(
        error.validation.map((v) => {
          const code = namedCode(v as Issue);
          const path = [where, ...v.instancePath.split('/').filter(Boolean)].join('.');
          return [path, code ? message(code, locale) : v.message];
        }),
      );
      // a contract schema may name the message of its rule (e.g. a length cap) by its code
      const named = error.validation.map((v) => namedCode(v as Issue)).find((code) => code !== undefined);
      return reply.status(400).send({
        code: 'rest_invalid_param',
        message: message(named ?? 'request.invalid', locale),
        data: { status: 400, params },
      });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    const code =
      status === 429
        ? 'rest_too_many_requests'
        : status === 500
          ? 'internal_server_error'
          : (error.code ?? 'rest_error');
    const messageCode =
      status === 429 ? 'request.tooMany' : status === 500 ? 'server.error' : 'request.invalid';
    return reply.status(status).send({ code, message: message(messageCode, locale), data: { status } });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/wp-json')) {
      return reply.status(404).type('text/html; charset=utf-8').send(renderNotFoundPage(request, ctx));
    }
    return reply.status(404).send({
      code: 'rest_no_route',
      message: message('request.notFound', requestLocale(request)),
      data: { status: 404 },
    });
  });
}
