import type { Database } from '../db/database';
import { migrationFiles } from '../db/migrate';

/** How long the database may take to answer a readiness check. */
const DATABASE_ANSWER_MS = 2000;

export type Readiness = { ready: true } | { ready: false; reason: string; error?: unknown };

/** The migrations this release carries: read once, they do not change while it runs. */
let committed: Promise<string[]> | undefined;

const timeout = (ms: number) =>
  new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
  );

/**
 * Whether this process can serve: the database answers, and every committed migration is applied (a
 * process of a newer release on a database not migrated yet is not ready). The reason names no address.
 */
export async function readiness(db: Database): Promise<Readiness> {
  try {
    await Promise.race([db.query('select 1'), timeout(DATABASE_ANSWER_MS)]);
  } catch (error) {
    return { ready: false, reason: 'database unreachable', error };
  }
  // no table of migrations yet: none is applied
  const rows = await db.query<{ version: string }>('select version from schema_migrations').catch(() => []);
  const applied = new Set(rows.map((row) => row.version));
  committed ??= migrationFiles();
  const missing = (await committed).filter((file) => !applied.has(file));
  if (missing.length) return { ready: false, reason: `migrations not applied: ${missing.join(', ')}` };
  return { ready: true };
}
