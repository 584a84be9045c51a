import { chmod, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { Database } from '../db/database';
import { backupTo } from './backup.service';

/**
 * The running embedded server's backup door (decision 0034): an HTTP server on a Unix socket inside the
 * data directory, readable by the directory's owner alone. `npm run backup` asks it for a backup, since
 * no other process may open the embedded database while the server holds it.
 */
export const CONTROL_SOCKET = 'control.sock';
/** Longer socket paths do not fit the address of a Unix socket (108 bytes on Linux, with room to spare). */
const MAX_SOCKET_PATH = 100;

export const controlSocketOf = (dataDir: string) => join(dataDir, CONTROL_SOCKET);

export async function serveBackups(
  db: Database,
  dataDir: string,
  log: { warn(message: string): void; error(error: unknown, message: string): void },
): Promise<{ close(): Promise<void> } | null> {
  if (!db.dumpFiles) return null;
  const path = controlSocketOf(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    log.warn(
      `No backups of the running server: the path ${path} is too long for a socket (stop it to back up)`,
    );
    return null;
  }
  // a socket left by a server that was killed (this process holds the data directory now)
  await rm(path, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('POST /backup\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/zip' });
    backupTo(res, db, dataDir).catch((error: unknown) => {
      log.error(error, 'backup failed');
      res.destroy(error as Error);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, 0o600);
  return {
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(path, { force: true });
    },
  };
}
