import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openPglite } from '../db/database';
import { migrationFiles } from '../db/migrate';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app';
import { beginDraining } from './draining';

const get = (t: Pick<TestApp, 'app'>, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } });

describe.each(testDatabases)('health probes, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('/healthz: the process answers', async () => {
    const res = await get(t, '/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz: ready when the database answers and every migration is applied', async () => {
    const res = await get(t, '/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz: not ready while the newest migration is not applied (a newer release on an old database)', async () => {
    const newest = (await migrationFiles()).at(-1)!;
    await t.db.query('delete from schema_migrations where version = $1', [newest]);
    try {
      const res = await get(t, '/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', reason: `migrations not applied: ${newest}` });
    } finally {
      await t.db.query('insert into schema_migrations (version) values ($1)', [newest]);
    }
    expect((await get(t, '/readyz')).statusCode).toBe(200);
  });

  it('/readyz: not ready on a database never migrated (no table of migrations)', async () => {
    await t.db.query('alter table schema_migrations rename to schema_migrations_aside');
    try {
      const res = await get(t, '/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json().reason).toBe(`migrations not applied: ${(await migrationFiles()).join(', ')}`);
    } finally {
      await t.db.query('alter table schema_migrations_aside rename to schema_migrations');
    }
  });
});

describe('readiness of an app whose database does not answer', () => {
  it('is not ready, and says so without naming an address; it is alive all the same', async () => {
    const t = await createTestApp('pglite');
    const closed = await openPglite(undefined);
    await closed.close();
    const unreachable = await buildApp({ ...t.ctx, db: closed });
    try {
      const gone = await get({ app: unreachable }, '/readyz');
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });
      expect((await get({ app: unreachable }, '/healthz')).statusCode).toBe(200);
    } finally {
      await unreachable.close();
      await t.close();
    }
  }, 120_000); // two databases made on a busy machine: slow, not a measure of speed
});

describe('a stopping app', () => {
  it('answers every request, the probes too, 503 with Connection: close, in the client’s language', async () => {
    const t = await createTestApp('pglite');
    try {
      beginDraining(t.app);
      for (const url of ['/readyz', '/healthz', '/wp-json/learnpress/v1/courses']) {
        const res = await get(t, url);
        expect(res.statusCode, url).toBe(503);
        expect(res.headers.connection).toBe('close');
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({
          code: 'server_stopping',
          message: 'Server se právě restartuje. Zkus to prosím za chvíli znovu.',
          data: { status: 503 },
        });
      }
      const english = await t.app.inject({
        method: 'GET',
        url: '/readyz',
        headers: { host: 'localhost:3000', 'client-locale': 'en' },
      });
      expect(english.json().message).toBe('The server is restarting. Please try again in a moment.');
    } finally {
      await t.close();
    }
  });
});
