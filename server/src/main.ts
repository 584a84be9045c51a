import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/open-database';
import { systemClock } from './lib/clock';
import { stopOnSignals } from './ops/graceful-stop';
import { serveProcessMetrics } from './ops/metrics';
import type { MetricsServer } from './ops/metrics-server';

async function main(): Promise<void> {
  const config = await loadConfig();
  const db = await openDatabase(config);
  const ctx = { config, db, clock: systemClock };
  const app = await buildApp(ctx);

  // a stop lets requests in flight finish, then closes the database (decision 0033)
  let metrics: MetricsServer | null = null;
  stopOnSignals(app, ctx, async () => metrics?.close());

  await app.listen({ port: config.port, host: config.host });
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
