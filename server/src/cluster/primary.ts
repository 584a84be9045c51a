import cluster from 'node:cluster';
import type { Config } from '../config';
import { openDatabase } from '../db/open-database';
import { serveClusterMetrics } from '../ops/metrics-server';

/**
 * Several server processes on one port (decision 0035): this primary process prepares the database once
 * (migrations, demo content) and starts `config.workers` workers of the same program (node:cluster, which
 * shares the port among them); a worker that dies is replaced, a stop is passed on to every worker and
 * waited for. The workers are the server as one process runs it.
 */

/** How long the workers have to finish their requests and close, after a stop, before they are killed. */
export const WORKERS_STOP_MS = 30_000;
/** A worker that lived less than this counts as failing at start: the next one waits longer (up to 30 s). */
const SHORT_LIFE_MS = 10_000;

export interface PrimaryLog {
  info(message: string): void;
  error(message: string): void;
}

const plainLog: PrimaryLog = {
  info: (message) => console.log(message),
  error: (message) => console.error(message),
};

export async function runPrimary(config: Config, log: PrimaryLog = plainLog): Promise<void> {
  const db = await openDatabase(config);
  await db.close();

  let stopping = false;
  let failing = 0;
  let listening = 0;
  const startedAt = new Map<number, number>();
  const fork = () => {
    if (stopping) return;
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  const workers = () => Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);

  cluster.on('listening', (_worker, address) => {
    listening++;
    if (listening === config.workers)
      log.info(
        `Studovna is running with ${config.workers} worker processes: the app at http://app.localhost:${address.port}, ` +
          `the API and website at http://localhost:${address.port} (postgres)`,
      );
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (workers().length === 0) process.exit(0);
      return;
    }
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    failing = lived < SHORT_LIFE_MS ? failing + 1 : 0;
    const wait = failing === 0 ? 0 : Math.min(30_000, 250 * 2 ** failing);
    log.error(
      `A worker process (pid ${worker.process.pid}) stopped (${signal ?? `exit ${code}`}); another starts${wait ? ` in ${wait} ms` : ''}.`,
    );
    setTimeout(fork, wait);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`Stopping ${workers().length} worker processes (${signal}).`);
    if (workers().length === 0) process.exit(0);
    for (const worker of workers()) worker.process.kill(signal);
    setTimeout(() => {
      for (const worker of workers()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, WORKERS_STOP_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < config.workers; i++) fork();
  // every worker's metrics on one page (decision 0033)
  if (config.metrics) {
    const metrics = await serveClusterMetrics(config.metrics.port, config.metrics.host);
    log.info(`Metrics of every worker at http://${config.metrics.host}:${metrics.port}/metrics`);
  }
}
