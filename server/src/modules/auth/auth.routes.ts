import { message } from '@studovna/core';
import { tokenApi } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { login, register } from './auth.service';

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx, tokenApi.login, ({ body, request }) => login(ctx, body, request.ip));

  serveEndpoint(app, ctx, tokenApi.register, async ({ body, request, locale }) => ({
    ...(await register(ctx, body, request.ip)),
    message: message('register.success', locale),
  }));
}
