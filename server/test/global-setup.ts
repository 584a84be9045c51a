import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openPglite } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedIfEmpty } from '../src/db/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** CI runs the API suite on PostgreSQL too: there, a missing TEST_DATABASE_URL is an error, not a skip. */
function requirePostgresInCi() {
  const ci = process.env.CI;
  if (!ci || /^(0|false)$/i.test(ci) || process.env.TEST_DATABASE_URL) return;
  throw new Error(
    'CI is set but TEST_DATABASE_URL is not: in CI the API suite runs on PostgreSQL as well as PGlite. ' +
      'Set TEST_DATABASE_URL to a PostgreSQL database its role may create schemas in (.ci/run does), ' +
      'or unset CI to run on PGlite alone.',
  );
}

/** Builds one migrated, seeded PGlite database and dumps it; every test file opens its own copy. */
export default async function setup(project: TestProject) {
  requirePostgresInCi();
  const dir = await mkdtemp(join(tmpdir(), 'studovna-template-'));
  const dataDir = join(dir, 'pglite');
  const db = await openPglite(dataDir);
  await migrate(db);
  await seedIfEmpty(db);
  await db.close();
  const dump = await dumpPglite(dataDir);
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
