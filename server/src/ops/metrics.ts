import cluster from 'node:cluster';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';
import type { AppContext } from '../app-context';
import { isAppHost } from '../plugins/app-host';
import { countDueMails } from '../modules/scheduled-mail/scheduled-mail.service';
import { serveMetricsPage, type MetricsServer } from './metrics-server';

/**
 * The Prometheus metrics of this process (decision 0033), in prom-client's global registry: the one a
 * cluster's primary collects from its workers (AggregatorRegistry). Each series of a worker carries a
 * `worker` label, so the primary's page keeps every worker's figures apart.
 */

if (cluster.isWorker && cluster.worker) {
  register.setDefaultLabels({ worker: String(cluster.worker.id) });
  // an aggregator made in a worker answers the primary's requests for this registry's metrics
  new AggregatorRegistry();
}
// the process: CPU, memory, heap, handles, garbage collection, and the event loop's delay (p50, p90, p99)
collectDefaultMetrics();

/** The apps of this process (one in production; tests build several), each with its database. */
const apps = new Set<AppContext>();

const requests = new Counter({
  name: 'studovna_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
});

const latency = new Histogram({
  name: 'studovna_http_request_duration_seconds',
  help: 'Time from a request to its response, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

const loginFailures = new Counter({
  name: 'studovna_login_failures_total',
  help: 'Password checks refused: a wrong password or unknown name, or refused unchecked past the limits',
  labelNames: ['reason'] as const,
});

const sum = (count: (ctx: AppContext) => number) => [...apps].reduce((total, ctx) => total + count(ctx), 0);

new Gauge({
  name: 'studovna_db_queries_in_flight',
  help: 'Queries and transactions sent to the database and not answered yet',
  collect() {
    this.set(sum((ctx) => ctx.db.stats().inFlight));
  },
});

new Gauge({
  name: 'studovna_db_pool_connections',
  help: 'Connections of the PostgreSQL pool: all, idle, and requests waiting for one (none on PGlite)',
  labelNames: ['state'] as const,
  collect() {
    const pools = [...apps].flatMap((ctx) => ctx.db.stats().pool ?? []);
    this.reset();
    if (pools.length === 0) return;
    for (const state of ['total', 'idle', 'waiting'] as const)
      this.set(
        { state },
        pools.reduce((total, pool) => total + pool[state], 0),
      );
  },
});

new Gauge({
  name: 'studovna_scheduled_mail_due',
  help: 'Scheduled e-mails due and not sent yet (the same database for every process: take the max)',
  aggregator: 'max',
  async collect() {
    const counts = await Promise.all([...apps].map((ctx) => countDueMails(ctx.db, ctx.clock.now())));
    this.set(Math.max(0, ...counts));
  },
});

/** The route a request matched, as its pattern: never the address itself, which has ids in it. */
function routeOf(request: FastifyRequest): string {
  if (isAppHost(request.host)) return '(web app)';
  return request.routeOptions.url ?? '(no route)';
}

/** Counts and times every answered request of the app; its database's figures join the scrape. */
export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  apps.add(ctx);
  app.addHook('onClose', async () => void apps.delete(ctx));
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeOf(request), status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });
}

export type LoginFailure = 'wrong_password' | 'too_many_attempts';

/** Counts a refused password check. */
export const countLoginFailure = (reason: LoginFailure): void => loginFailures.inc({ reason });

/**
 * This process's metrics on their own port; null in a cluster's worker, whose metrics its primary collects
 * and serves (`serveClusterMetrics`).
 */
export async function serveProcessMetrics(port: number, host: string): Promise<MetricsServer | null> {
  if (cluster.isWorker) return null;
  return serveMetricsPage(port, host, async () => ({
    body: await register.metrics(),
    contentType: register.contentType,
  }));
}
