import { join } from 'node:path';
import type { Config } from '../config';
import { openPglite, openPostgres, type Database } from './database';
import { migrate } from './migrate';
import { seedIfEmpty } from './seed/seed';

/** Opens PostgreSQL when DATABASE_URL is set, else the embedded PGlite under the data directory; migrates; seeds. */
export async function openDatabase(config: Config): Promise<Database> {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(join(config.dataDir, 'pglite'));
  await migrate(db);
  if (config.seed) await seedIfEmpty(db);
  return db;
}
