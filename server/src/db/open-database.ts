import { join } from 'node:path';
import type { Config } from '../config';
import { lockDataDir } from './data-dir-lock';
import { openPglite, openPostgres, type Database } from './database';
import { migrate } from './migrate';
import { seedQuestionBank } from './seed/bank-seed';
import { seedIfEmpty } from './seed/seed';

/**
 * Opens PostgreSQL when DATABASE_URL is set, else the embedded PGlite under the data directory, which
 * this process then holds alone until the database is closed (a second process is refused); migrates;
 * seeds (and with SEED_BANK fills the question bank).
 */
export async function openDatabase(config: Config): Promise<Database> {
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openEmbedded(config.dataDir);
  await migrate(db);
  if (config.seed) await seedIfEmpty(db);
  if (config.seedBank > 0) await seedQuestionBank(db, config.seedBank);
  return db;
}

async function openEmbedded(dataDir: string): Promise<Database> {
  const lock = await lockDataDir(dataDir);
  const db = await openPglite(join(dataDir, 'pglite')).catch(async (error: unknown) => {
    await lock.release();
    throw error;
  });
  return {
    ...db,
    close: async () => {
      await db.close();
      await lock.release();
    },
  };
}
