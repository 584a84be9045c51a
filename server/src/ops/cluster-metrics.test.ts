import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { serveClusterMetrics, type MetricsServer } from './metrics-server';

/**
 * Several server processes on one port (node:cluster): the primary serves one page with every worker's
 * metrics, asked of each worker at the scrape, each series labelled with its worker.
 */
describe('metrics of a cluster', () => {
  const workers: Worker[] = [];
  let server: MetricsServer | undefined;
  afterAll(async () => {
    await server?.close();
    for (const worker of workers) worker.process.kill('SIGKILL');
  });

  it('are served by the primary, each worker’s series apart', async () => {
    cluster.setupPrimary({
      exec: fileURLToPath(new URL('../../test/metrics-worker.ts', import.meta.url)),
      execArgv: ['--import', 'tsx'],
    });
    for (let i = 0; i < 2; i++) workers.push(cluster.fork());
    await Promise.all(workers.map((worker) => once(worker, 'message')));
    server = await serveClusterMetrics(0);

    const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(res.status).toBe(200);
    const page = await res.text();
    for (const worker of workers) {
      for (const name of ['nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_p99_seconds'])
        expect(page).toMatch(new RegExp(`^${name}\\{worker="${worker.id}"\\} \\d`, 'm'));
    }
    expect(page).toContain('# TYPE studovna_http_requests_total counter');
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
  }, 60_000);
});
