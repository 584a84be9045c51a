import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app';
import type { MetricsServer } from './metrics-server';
import { serveProcessMetrics } from './metrics';

/** The value of one series on a metrics page, or undefined when the page has no such series. */
function valueOf(page: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of page.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const own = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => own[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe.each(testDatabases)('metrics, on %s', (kind) => {
  let t: TestApp;
  let metrics: MetricsServer;
  const scrape = async () => {
    const res = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { host: 'localhost:3000' }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    // a low account limit, so a test reaches it in three attempts
    t = await createTestApp(kind, { LOGIN_MAX_FAILURES_PER_ACCOUNT: '2' });
    metrics = (await serveProcessMetrics(0, '127.0.0.1'))!;
  });
  afterAll(async () => {
    await metrics?.close();
    await t?.close();
  });

  it('counts and times requests by route pattern and status, never by the address itself', async () => {
    const [course] = await t.db.query<{ id: number }>('select id from courses order by id limit 1');
    const route = { method: 'GET', route: '/wp-json/learnpress/v1/courses/:id' };
    const before = await scrape();
    expect((await call('GET', `/wp-json/learnpress/v1/courses/${course!.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/wp-json/learnpress/v1/courses/${course!.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/wp-json/learnpress/v1/courses/99999999')).statusCode).toBe(404);
    expect((await call('GET', '/no/such/page/12345')).statusCode).toBe(404);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      (valueOf(after, name, labels) ?? 0) - (valueOf(before, name, labels) ?? 0);
    expect(delta('studovna_http_requests_total', { ...route, status: '200' })).toBe(2);
    expect(delta('studovna_http_requests_total', { ...route, status: '404' })).toBe(1);
    expect(delta('studovna_http_request_duration_seconds_count', { ...route, status: '200' })).toBe(2);
    expect(
      delta('studovna_http_request_duration_seconds_bucket', { ...route, status: '200', le: '+Inf' }),
    ).toBe(2);
    expect(delta('studovna_http_requests_total', { method: 'GET', route: '(no route)', status: '404' })).toBe(
      1,
    );
    expect(after).not.toContain(`courses/${course!.id}"`);
    expect(after).not.toContain('/no/such/page');
  });

  it('counts login failures: a wrong password, and an attempt refused past the limit', async () => {
    const failures = async (reason: string) =>
      valueOf(await scrape(), 'studovna_login_failures_total', { reason }) ?? 0;
    const [wrong, refused] = [await failures('wrong_password'), await failures('too_many_attempts')];
    const attempt = { username: DEMO_ACCOUNTS.learner.username, password: 'not-the-password' };
    expect((await call('POST', '/wp-json/learnpress/v1/token', attempt)).statusCode).toBe(403);
    expect((await call('POST', '/wp-json/learnpress/v1/token', attempt)).statusCode).toBe(403);
    expect((await call('POST', '/wp-json/learnpress/v1/token', attempt)).statusCode).toBe(429);
    expect(await failures('wrong_password')).toBe(wrong + 2);
    expect(await failures('too_many_attempts')).toBe(refused + 1);
  });

  it('shows the database, the event loop’s delay and the scheduled e-mails due', async () => {
    const [user] = await t.db.query<{ id: number }>('select id from users order by id limit 1');
    const due = async () => valueOf(await scrape(), 'studovna_scheduled_mail_due');
    const before = await due();
    await t.db.query(
      `insert into scheduled_mails (key, kind, user_id, due_at, next_attempt_at)
       values ($1, 'weekly_summary', $2, now() - interval '1 hour', now() - interval '1 hour'),
              ($3, 'weekly_summary', $2, now() + interval '1 day', now() + interval '1 day')`,
      [`metrics-due-${kind}`, user!.id, `metrics-later-${kind}`],
    );
    expect(await due()).toBe(before! + 1);

    const page = await scrape();
    expect(valueOf(page, 'studovna_db_queries_in_flight')).toBeGreaterThanOrEqual(0);
    expect(valueOf(page, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    if (kind === 'postgres') {
      expect(valueOf(page, 'studovna_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(valueOf(page, 'studovna_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      // PGlite is one connection inside the process: no pool to show
      expect(valueOf(page, 'studovna_db_pool_connections', { state: 'total' })).toBeUndefined();
    }
  });

  it('is not on the app’s port, and its own port is bound to this machine alone', async () => {
    expect((await call('GET', '/metrics')).statusCode).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metrics.port}/`)).status).toBe(404);
    const elsewhere = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && !address.internal && address.family === 'IPv4');
    for (const address of elsewhere) {
      const refused = await fetch(`http://${address!.address}:${metrics.port}/metrics`).then(
        () => 'answered',
        (error: { cause?: { code?: string } }) => error.cause?.code,
      );
      expect(refused, address!.address).toBe('ECONNREFUSED');
    }
  });
});
