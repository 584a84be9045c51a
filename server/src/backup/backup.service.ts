import { createWriteStream } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { lockDataDir } from '../db/data-dir-lock';
import { openPglite, type Database } from '../db/database';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupFileError,
  readBackup,
  writeBackup,
  type BackupManifest,
  type BackupSummary,
} from './backup-archive';

/** Backups of an embedded installation (decision 0034): taken from the running server or a stopped one. */

export const ON_POSTGRES =
  'On PostgreSQL the database is backed up with pg_dump and the uploads are copied apart: see the README, "Backups".';

/** Writes a backup of the open embedded database and the data directory to `out`. */
export async function backupTo(
  out: Writable,
  db: Database,
  dataDir: string,
  now: Date = new Date(),
): Promise<BackupSummary & { manifest: BackupManifest }> {
  if (!db.dumpFiles) throw new BackupFileError(ON_POSTGRES);
  const [newest] = await db.query<{ version: string }>(
    'select version from schema_migrations order by version desc limit 1',
  );
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    created_at: now.toISOString(),
    migration: newest?.version ?? null,
  };
  const database = await db.dumpFiles();
  return { manifest, ...(await writeBackup(out, { database, dataDir, manifest })) };
}

/** Writes to `file` through a file beside it, so an interrupted backup never looks like a finished one. */
export async function writeFileAtomically<T>(file: string, write: (out: Writable) => Promise<T>): Promise<T> {
  const partial = `${file}.partial`;
  try {
    const result = await write(createWriteStream(partial, { flags: 'w', mode: 0o600 }));
    await rename(partial, file);
    return result;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** A backup of a data directory no server holds: this process takes it for the time of the copy. */
export async function backupStopped(dataDir: string, file: string) {
  const lock = await lockDataDir(dataDir);
  try {
    const db = await openPglite(join(dataDir, 'pglite'));
    try {
      return await writeFileAtomically(file, (out) => backupTo(out, db, dataDir));
    } finally {
      await db.close();
    }
  } finally {
    await lock.release();
  }
}

/** Entries of a data directory that make it not empty for a restore (the lock file aside). */
const IN_USE = ['pglite', 'uploads', 'assignment-answers', 'jwt-secret'];

/**
 * Brings a backup back into an empty data directory: its files, then the database, opened once from the
 * tarball so the directory is ready for the server (which migrates a copy from an older version).
 */
export async function restoreInto(dataDir: string, file: string) {
  const lock = await lockDataDir(dataDir);
  try {
    const present = (await readdir(dataDir)).filter((name) => IN_USE.includes(name));
    if (present.length > 0)
      throw new BackupFileError(
        `The data directory ${dataDir} is not empty (${present.join(', ')}): restore into an empty one.`,
      );
    const restored = await readBackup(file, dataDir).catch(async (error: unknown) => {
      for (const name of IN_USE) await rm(join(dataDir, name), { recursive: true, force: true });
      throw error;
    });
    const db = await openPglite(join(dataDir, 'pglite'), restored.database);
    await db.close();
    return restored;
  } finally {
    await lock.release();
  }
}
