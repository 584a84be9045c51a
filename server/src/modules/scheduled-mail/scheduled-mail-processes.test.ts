import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture';
import { openPostgres } from '../../db/database';
import { migrate } from '../../db/migrate';

const ROOT = new URL('../../../../', import.meta.url).pathname;
const url = process.env.TEST_DATABASE_URL;
const DAY = 86_400_000;

/** A server process as production runs it, on the test's PostgreSQL schema; resolves once it listens. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn('node', ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Studovna is running')) resolve({ child, output: () => output });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}):\n${output}`)));
  });
}

const stop = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

/**
 * Scheduled e-mails (decision 0031) with two real server processes on one PostgreSQL: each e-mail due is
 * sent exactly once though both look for it every 100 ms, and one that came due while no server ran is
 * sent when one starts again. (PGlite is one process: there the same code runs alone.)
 */
describe.runIf(url)('scheduled e-mails with two server processes on PostgreSQL', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let smtp: SmtpCapture;
  let dataDirs: string[] = [];
  const children: ChildProcess[] = [];

  const env = async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'studovna-jobs-'));
    dataDirs.push(dataDir);
    const database = new URL(url!);
    database.searchParams.set('options', `-c search_path=${schema}`);
    return {
      DATABASE_URL: database.toString(),
      // two processes the test starts itself, each one worker
      WORKERS: '1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      WEB_DIST: join(dataDir, 'no-web-build'),
      SMTP_URL: smtp.url,
      MAIL_SCHEDULE_POLL_MS: '100',
      // not seeded: the test writes the few rows it needs
      SEED: 'false',
    };
  };
  const server = async () => {
    const started = await startServer(await env());
    children.push(started.child);
    return started;
  };

  /** Learners made straight in the database, each holding an OSP plan that ends in 2 days. */
  async function learnersWithPlansEnding(count: number): Promise<string[]> {
    const tag = randomBytes(4).toString('hex');
    await admin.query(
      `insert into plans (slug, family, name, period_unit, period_count, price)
       values ('osp-1-mesic', 'osp', 'OSP – 1 měsíc', 'MONTH', 1, 299) on conflict do nothing`,
    );
    const { rows } = await admin.query<{ email: string }>(
      `with made as (
         insert into users (username, email, password_hash, display_name)
         select 'konec' || $1 || n, 'konec' || $1 || n || '@example.cz', 'not-a-hash', 'Studentka ' || n
           from generate_series(1, $2::int) n
         returning id, email)
       , plan as (select id, family from plans where slug = 'osp-1-mesic')
       , granted as (
         insert into subscriptions (user_id, plan_id, family, source, starts_at, expires_at)
         select made.id, plan.id, plan.family, 'admin', $3::timestamptz, $4::timestamptz from made, plan
         returning user_id)
       select email from made order by email`,
      [tag, count, new Date(Date.now() - 28 * DAY), new Date(Date.now() + 2 * DAY)],
    );
    return rows.map((r) => r.email);
  }

  /** Waits until each of these learners' e-mails is recorded sent. */
  async function allSent(emails: string[], timeoutMs: number) {
    const until = Date.now() + timeoutMs;
    const sent = async () =>
      (
        await admin.query<{ n: number }>(
          `select count(*)::int as n from scheduled_mails m join users u on u.id = m.user_id
            where u.email = any($1::text[]) and m.status = 'sent'`,
          [emails],
        )
      ).rows[0]!.n;
    while ((await sent()) < emails.length) {
      if (Date.now() > until) throw new Error('the e-mails were not all sent in time');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const received = (emails: string[]) =>
    emails.map((email) => smtp.messages.filter((m) => m.to.includes(email)).length);

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.query(`set search_path = ${schema}`);
    // migrated before the servers start, which then start together
    const db = await openPostgres(url!, { schema });
    await migrate(db);
    await db.close();
    // a slow mail server (50 ms a message): sending takes long enough for both processes to take part
    smtp = await startSmtpCapture({ replyDelayMs: 50 });
  });
  afterAll(async () => {
    await Promise.all(children.map((child) => stop(child, 'SIGKILL')));
    await smtp?.close();
    await admin?.query(`drop schema if exists ${schema} cascade`);
    await admin?.end();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    dataDirs = [];
  });

  it('sends each e-mail due exactly once with two processes, and after a restart what came due meanwhile', async () => {
    // both look for due e-mails every 100 ms
    const [first, second] = await Promise.all([server(), server()]);
    const emails = await learnersWithPlansEnding(24);
    await allSent(emails, 30_000);

    expect(received(emails)).toEqual(emails.map(() => 1));
    const { rows: senders } = await admin.query<{ claimer: string }>(
      `select distinct split_part(claimed_by, ':', 2) as claimer from scheduled_mails m join users u on u.id = m.user_id
        where u.email = any($1::text[])`,
      [emails],
    );
    // both processes sent some of them
    expect(senders.map((s) => Number(s.claimer)).sort((a, b) => a - b)).toEqual(
      [first.child.pid!, second.child.pid!].sort((a, b) => a - b),
    );

    // no process runs while another plan's end comes due; the next start sends it
    await stop(first.child, 'SIGTERM');
    await stop(second.child, 'SIGKILL');
    const [whileDown] = await learnersWithPlansEnding(1);
    await server();
    await allSent([whileDown!], 30_000);
    expect(received([...emails, whileDown!])).toEqual([...emails, whileDown!].map(() => 1));
  }, 120_000);
});
