import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { AggregatorRegistry } from 'prom-client';

/** What a metrics server answers GET /metrics with: a page of metrics and its content type. */
type MetricsPage = () => Promise<{ body: string; contentType: string }>;

export interface MetricsServer {
  /** The port it listens on (the one asked for, or the one the system chose for 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * A server of its own for Prometheus (decision 0033): GET /metrics, and nothing else, on `host` (by
 * default 127.0.0.1, so only this machine reaches it). Not on the app's port, where anyone could read it.
 */
export async function serveMetricsPage(
  port: number,
  host: string,
  page: MetricsPage,
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://metrics').pathname;
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response
        .writeHead(404, { 'content-type': 'text/plain' })
        .end('Not found: the metrics are at /metrics\n');
      return;
    }
    page().then(
      ({ body, contentType }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      (error: unknown) =>
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`Metrics failed: ${String(error)}\n`),
    );
  });
  server.listen(port, host);
  await once(server, 'listening');
  return {
    port: (server.address() as { port: number }).port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * For a cluster's primary: serves the metrics of every worker on one page, asked of each worker at every
 * scrape (each series carries its `worker` label). Workers answer once they have loaded the app (its
 * metrics module listens for the primary's question); a worker that does not answer within 5 s fails the
 * scrape with 500.
 */
export async function serveClusterMetrics(port: number, host = '127.0.0.1'): Promise<MetricsServer> {
  const workers = new AggregatorRegistry();
  return serveMetricsPage(port, host, async () => ({
    body: await workers.clusterMetrics(),
    contentType: workers.contentType,
  }));
}
