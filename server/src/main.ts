import cluster from 'node:cluster';
import { buildApp } from './app';
import { serveBackups } from './backup/backup-socket';
import { runPrimary } from './cluster/primary';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/open-database';
import { systemClock } from './lib/clock';
import { stopOnSignals } from './ops/graceful-stop';
import { serveProcessMetrics } from './ops/metrics';
import type { MetricsServer } from './ops/metrics-server';

async function main(): Promise<void> {
  const config = await loadConfig();
  // several processes on one port (decision 0035): this one starts and watches them
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config);
  const db = await openDatabase(config);
  const ctx = { config, db, clock: systemClock };
  const app = await buildApp(ctx);

  // a stop lets requests in flight finish, closes the backups' socket and the metrics, then the database
  // (decision 0033)
  let backups: Awaited<ReturnType<typeof serveBackups>> = null;
  let metrics: MetricsServer | null = null;
  stopOnSignals(app, ctx, async () => {
    await backups?.close();
    await metrics?.close();
  });

  await app.listen({ port: config.port, host: config.host });
  // `npm run backup` asks the running embedded server for its backup (decision 0034)
  backups = await serveBackups(db, config.dataDir, app.log);
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  if (config.metrics) {
    metrics = await serveProcessMetrics(config.metrics.port, config.metrics.host);
    if (metrics) app.log.info(`Metrics at http://${config.metrics.host}:${metrics.port}/metrics`);
  }
  app.log.info(
    `Studovna is running: the app at http://app.localhost:${port}, the API and website at http://localhost:${port} (${db.kind})`,
  );
}

main().catch((error: unknown) => {
  const told = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(told ? error.message : error);
  process.exit(1);
});
