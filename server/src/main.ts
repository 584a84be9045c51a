import cluster from 'node:cluster';
import { buildApp } from './app';
import { serveBackups } from './backup/backup-socket';
import { runPrimary } from './cluster/primary';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/open-database';
import { settledAfterResponses } from './lib/after-response';
import { systemClock } from './lib/clock';

async function main(): Promise<void> {
  const config = await loadConfig();
  // several processes on one port (decision 0035): this one starts and watches them
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config);
  const db = await openDatabase(config);
  const ctx = { config, db, clock: systemClock };
  const app = await buildApp(ctx);

  let backups: Awaited<ReturnType<typeof serveBackups>> = null;
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await backups?.close();
    await settledAfterResponses(ctx);
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // `npm run backup` asks the running embedded server for its backup (decision 0034)
  backups = await serveBackups(db, config.dataDir, app.log);
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  app.log.info(
    `Studovna is running: the app at http://app.localhost:${port}, the API and website at http://localhost:${port} (${db.kind})`,
  );
}

main().catch((error: unknown) => {
  const told = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(told ? error.message : error);
  process.exit(1);
});
