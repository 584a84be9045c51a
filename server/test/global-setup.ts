import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openPglite, openPostgres } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedIfEmpty } from '../src/db/seed/seed';
import { databaseUrl, dropDatabase, runAsAdmin } from './postgres-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The migrated, seeded PostgreSQL database every test file copies (when TEST_DATABASE_URL is set). */
    postgresTemplate: string;
  }
}

/** CI runs the API suite on PostgreSQL too: there, a missing TEST_DATABASE_URL is an error, not a skip. */
function requirePostgresInCi() {
  const ci = process.env.CI;
  if (!ci || /^(0|false)$/i.test(ci) || process.env.TEST_DATABASE_URL) return;
  throw new Error(
    'CI is set but TEST_DATABASE_URL is not: in CI the API suite runs on PostgreSQL as well as PGlite. ' +
      'Set TEST_DATABASE_URL to a PostgreSQL database whose role may create databases (.ci/run does), ' +
      'or unset CI to run on PGlite alone.',
  );
}

/**
 * Builds one migrated, seeded PGlite database and dumps it, and on PostgreSQL one template database;
 * every test file opens its own copy of either (a copy takes a tenth of what migrating and seeding take).
 */
export default async function setup(project: TestProject) {
  requirePostgresInCi();
  const dropPostgresTemplate = await createPostgresTemplate(project);
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
    await dropPostgresTemplate();
  };
}

async function createPostgresTemplate(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  project.provide('postgresTemplate', '');
  if (!url) return async () => {};
  const name = `studovna_template_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(url, `create database ${name}`);
  const db = await openPostgres(databaseUrl(url, name), { max: 2 });
  await migrate(db);
  await seedIfEmpty(db);
  await db.close();
  project.provide('postgresTemplate', name);
  return () => dropDatabase(url, name);
}
