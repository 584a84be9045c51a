import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from './open-database';
import { systemClock } from '../lib/clock';

/** What `npm start` does on a fresh machine and again after a restart: nothing is lost, nothing seeded twice. */
describe('the embedded database across restarts', () => {
  let dir = '';
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('creates, migrates and seeds on first start, and keeps every row across a restart', async () => {
    dir = await mkdtemp(join(tmpdir(), 'studovna-restart-'));
    const config = await loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', WEB_DIST: join(dir, 'none') });
    const inject = (app: Awaited<ReturnType<typeof buildApp>>, url: string, payload: object) =>
      app.inject({
        method: 'POST',
        url: `/wp-json/learnpress/v1${url}`,
        headers: { host: 'localhost:3000' },
        payload,
      });

    const first = await openDatabase(config);
    const app1 = await buildApp({ config, db: first, clock: systemClock });
    const registered = await inject(app1, '/token/register', {
      username: 'vitek',
      email: 'vitek@example.cz',
      password: 'Heslo-2026',
      confirm_password: 'Heslo-2026',
    });
    expect(registered.statusCode).toBe(200);
    const counts = await first.query<{ users: number; questions: number }>(
      'select (select count(*) from users) as users, (select count(*) from questions) as questions',
    );
    await app1.close();
    await first.close();

    const restarted = await loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', WEB_DIST: join(dir, 'none') });
    const second = await openDatabase(restarted);
    const app2 = await buildApp({ config: restarted, db: second, clock: systemClock });
    expect(
      await second.query(
        'select (select count(*) from users) as users, (select count(*) from questions) as questions',
      ),
    ).toEqual(counts);
    const login = await inject(app2, '/token', { username: 'vitek', password: 'Heslo-2026' });
    expect(login.statusCode).toBe(200);
    // the token of the first run still works: the JWT secret was kept in the data directory
    const me = await app2.inject({
      method: 'GET',
      url: `/wp-json/learnpress/v1/users/${registered.json().user_id}`,
      headers: { host: 'localhost:3000', authorization: `Bearer ${registered.json().token}` },
    });
    expect(me.statusCode).toBe(200);
    await app2.close();
    await second.close();
    // a real first start: the whole demo content is seeded, which takes a while on a busy machine
  }, 120_000);
});
