import { message } from '@studovna/core';
import { usersApi } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { requestPasswordReset } from './password-reset.service';

/** Forgot credentials (SPEC §2, §5): POST /users/reset-password e-mails a single-use link. */
export function passwordResetRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx, usersApi.resetPassword, async ({ body, request, locale }) => {
    await requestPasswordReset(ctx, body.user_login, request.ip, request.log);
    return { code: 'success' as const, message: message('reset.sent', locale) };
  });
}
