import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import type { AppContext } from '../src/app-context';
import { loadConfig } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/db/database';
import { settledAfterResponses } from '../src/lib/after-response';
import { systemClock, type Clock } from '../src/lib/clock';
import { databaseUrl, dropDatabase, runAsAdmin } from './postgres-databases';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set. */
export const testDatabases: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  ctx: AppContext;
  /**
   * Another server on the same PostgreSQL database, with a pool of its own, as a second process would
   * be (closed with the test app); undefined on PGlite, which one process holds alone.
   */
  secondServer?: () => Promise<FastifyInstance>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The clock the app's rules see; the system clock unless a test moves time itself. */
  clock?: Clock;
}

/** A seeded database of its own for one test file, and the whole app built on it (no listen). */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'studovna-test-'));
  const config = await loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web-build'),
    // a test's e-mails are its own: scheduled ones are sent only when a test runs them
    MAIL_SCHEDULE: 'off',
    ...env,
  });
  let db: Database;
  let dropTestDatabase = async () => {};
  let secondServer: TestApp['secondServer'];
  const others: { app: FastifyInstance; db: Database }[] = [];
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const database = `studovna_t_${randomBytes(6).toString('hex')}`;
    await runAsAdmin(url, `create database ${database} template ${inject('postgresTemplate')}`);
    const ownUrl = databaseUrl(url, database);
    db = await openPostgres(ownUrl, { max: 4 });
    secondServer = async () => {
      const otherDb = await openPostgres(ownUrl, { max: 4 });
      const app = await buildApp({ config, db: otherDb, clock: options.clock ?? systemClock });
      await app.ready();
      others.push({ app, db: otherDb });
      return app;
    };
    dropTestDatabase = () => dropDatabase(url, database);
  } else {
    const template = await readFile(inject('pgliteTemplate'));
    db = await openPglite(undefined, new Blob([template]));
  }
  const ctx: AppContext = { config, db, clock: options.clock ?? systemClock };
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    db,
    ctx,
    ...(secondServer ? { secondServer } : {}),
    async close() {
      for (const other of others) {
        await other.app.close();
        await other.db.close();
      }
      await app.close();
      await settledAfterResponses(ctx);
      await db.close();
      await dropTestDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers a fresh learner and answers its token and id. */
export async function registerLearner(
  app: FastifyInstance,
  name = `learner${randomBytes(4).toString('hex')}`,
) {
  const password = 'Heslo-12345';
  const response = await app.inject({
    method: 'POST',
    url: '/wp-json/learnpress/v1/token/register',
    headers: { host: 'localhost:3000' },
    payload: { username: name, email: `${name}@example.cz`, password, confirm_password: password },
  });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  const body = response.json() as { token: string; user_id: number };
  return { username: name, password, token: body.token, id: body.user_id };
}
