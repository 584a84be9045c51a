import { resolve } from 'node:path';
import { DataDirLockedError } from '../db/data-dir-lock';
import { BackupFileError } from './backup-archive';
import { restoreInto } from './backup.service';

/**
 * `npm run restore FILE`: brings a backup back into an empty DATA_DIR (the default `./data`), without
 * starting the server; `npm start` with the same DATA_DIR then serves it.
 */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new BackupFileError('Usage: npm run restore FILE (into the empty DATA_DIR).');
  const dataDir = resolve(process.env.DATA_DIR || './data');
  const restored = await restoreInto(dataDir, resolve(file));
  console.log(
    `Restored the backup of ${restored.manifest.created_at} into ${dataDir}: the database and ${restored.files} files (${(restored.bytes / 1024 / 1024).toFixed(1)} MB).`,
  );
}

main().catch((error: unknown) => {
  const told = error instanceof BackupFileError || error instanceof DataDirLockedError;
  console.error(told ? (error as Error).message : error);
  process.exit(1);
});
