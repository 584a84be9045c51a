import { message } from '@studovna/core';
import { usersApi } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { afterResponse } from '../../lib/after-response';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { requestPasswordReset } from './password-reset.service';

/** Forgot credentials (SPEC §2, §5): POST /users/reset-password e-mails a single-use link. */
export function passwordResetRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx, usersApi.resetPassword, async ({ body, request, reply, locale }) => {
    const { deliver } = await requestPasswordReset(ctx, body.user_login, request.ip);
    // the e-mail goes after the answer, so a known account is answered as fast as an unknown one
    if (deliver) afterResponse(ctx, reply, request.log, () => deliver(request.log));
    return { code: 'success' as const, message: message('reset.sent', locale) };
  });
}
