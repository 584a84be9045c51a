import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl, dropDatabase, runAsAdmin } from '../../test/postgres-databases';
import { freePort, startServerProcess } from '../../test/server-process';

const url = process.env.TEST_DATABASE_URL;

/** A GET on a connection of its own (node:cluster hands each new connection to the next worker). */
const getAlone = (address: string) =>
  new Promise<number>((resolve, reject) => {
    get(address, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });

/** The value of `name` for each worker among the series with `labels`. */
function perWorker(page: string, name: string, labels: Record<string, string>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const match of page.matchAll(/^([a-zA-Z_:][\w:]*)\{(.*)\} (\S+)$/gm)) {
    if (match[1] !== name) continue;
    const own = Object.fromEntries([...match[2]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (own.worker && Object.entries(labels).every(([key, value]) => own[key] === value))
      out[own.worker] = Number(match[3]);
  }
  return out;
}

/**
 * The server started as an operator starts it on PostgreSQL with WORKERS=2 and METRICS_PORT (decisions
 * 0033, 0035): the primary's metrics port serves one page on which the requests each worker answered
 * are counted, worker by worker.
 */
describe.runIf(url)('metrics of a cluster, from the server process', () => {
  const database = `studovna_t_${randomBytes(6).toString('hex')}`;
  let dataDir = '';
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    await runAsAdmin(url!, `create database ${database} template ${inject('postgresTemplate')}`);
    dataDir = await mkdtemp(join(tmpdir(), 'studovna-cluster-metrics-'));
  });
  afterAll(async () => {
    await stop?.();
    await rm(dataDir, { recursive: true, force: true });
    await dropDatabase(url!, database);
  });

  it('counts the requests of both workers on the primary’s metrics port', async () => {
    const metricsPort = await freePort();
    const server = await startServerProcess({
      DATABASE_URL: databaseUrl(url!, database),
      WORKERS: '2',
      METRICS_PORT: String(metricsPort),
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web-build'),
    });
    stop = server.stop;
    const told = (line: string) => server.output().includes(line);
    for (const end = Date.now() + 60_000; Date.now() < end; await new Promise((r) => setTimeout(r, 100)))
      if (told('Studovna is running with 2 worker processes') && told('Metrics of every worker at')) break;
    expect(server.output()).toContain(`Metrics of every worker at http://127.0.0.1:${metricsPort}/metrics`);

    const courses = `http://127.0.0.1:${server.port}/wp-json/learnpress/v1/courses`;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push(await getAlone(courses));
    expect(statuses).toEqual(Array(10).fill(200));

    const series = { method: 'GET', route: '/wp-json/learnpress/v1/courses', status: '200' };
    let counted: Record<string, number> = {};
    for (const end = Date.now() + 10_000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
      const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(res.status).toBe(200);
      counted = perWorker(await res.text(), 'studovna_http_requests_total', series);
      if (Object.values(counted).reduce((sum, n) => sum + n, 0) >= 10) break;
    }
    expect(Object.keys(counted).sort()).toEqual(['1', '2']);
    expect(counted['1']).toBeGreaterThan(0);
    expect(counted['2']).toBeGreaterThan(0);
    expect(counted['1']! + counted['2']!).toBe(10);
  }, 150_000);
});
