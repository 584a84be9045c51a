import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { readiness } from './readiness';

/**
 * Probes for a load balancer or an orchestrator (decision 0033), on the site host, public and without
 * data: `/healthz` says the process answers; `/readyz` says it can serve (database reachable, migrations
 * applied). A stopping process answers both with 503 (registerDraining). Logged only when they fail.
 */
export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    const outcome = await readiness(ctx.db);
    void reply.header('cache-control', 'no-store');
    if (outcome.ready) return reply.send({ status: 'ok' });
    request.log.warn({ err: outcome.error, reason: outcome.reason }, 'not ready');
    return reply.status(503).send({ status: 'unavailable', reason: outcome.reason });
  });
}
