import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { completePasswordReset, findResetAccount } from '../../modules/password-reset/password-reset.service';
import type { SiteContext, SitePage } from '../site-context';
import { renderSitePage } from '../site.routes';
import { invalidLinkPage, RESET_PAGE_PATH, resetDonePage, resetFormPage } from './password-reset-page';

/** One text field of a query or form; a missing or repeated field counts as empty. */
const field = (source: unknown, name: string): string => {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The website page where the e-mailed reset link sets a new password: GET shows the form for a usable
 * link, POST (a plain HTML form) sets the password. The token is in the address, so the answers are
 * never cached and no page sends it on as a referrer.
 */
export function passwordResetPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    await scope.register(formbody);
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      reply.header('x-robots-tag', 'noindex');
    });

    const page = (
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      content: (c: SiteContext) => SitePage,
    ) =>
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .send(renderSitePage(request, ctx, content));

    scope.get(RESET_PAGE_PATH, async (request, reply) => {
      const token = field(request.query, 'token');
      const account = await findResetAccount(ctx, token);
      if (!account) return page(request, reply, 400, invalidLinkPage);
      return page(request, reply, 200, resetFormPage({ token, username: account.username }));
    });

    scope.post(RESET_PAGE_PATH, async (request, reply) => {
      const token = field(request.body, 'token');
      const outcome = await completePasswordReset(ctx, {
        token,
        password: field(request.body, 'password'),
        confirmPassword: field(request.body, 'password_confirm'),
      });
      switch (outcome.status) {
        case 'done':
          return page(request, reply, 200, resetDonePage);
        case 'invalidLink':
          return page(request, reply, 400, invalidLinkPage);
        case 'invalid':
          return page(
            request,
            reply,
            400,
            resetFormPage({
              token,
              username: outcome.username,
              error: { messageCode: outcome.messageCode, field: outcome.field },
            }),
          );
      }
    });
  });
}
