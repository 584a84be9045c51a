import { webSessionApi } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { createWebSession } from './web-session.service';

/** The app's hand-off to the website: a single-use address that signs its learner in there. */
export function webSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx, webSessionApi.createWebSession, async ({ body, user, reply }) => {
    reply.header('cache-control', 'no-store');
    return createWebSession(ctx, user.id, body.path);
  });
}
