import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl, dropDatabase, runAsAdmin } from '../../test/postgres-databases';
import { serverChildrenOf as workersOf, startServerProcess } from '../../test/server-process';

const url = process.env.TEST_DATABASE_URL;

const waitFor = async <T>(probe: () => T | undefined, ms: number): Promise<T> => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const value = probe();
    if (value !== undefined) return value;
  }
  throw new Error(`nothing after ${ms} ms`);
};

/**
 * WORKERS=N on PostgreSQL (decision 0035): N server processes share one port, a worker that dies is
 * replaced while the others go on answering, and a stop ends them all.
 */
describe.runIf(url)('several worker processes on one port', () => {
  const database = `studovna_t_${randomBytes(6).toString('hex')}`;
  let dataDir = '';
  let primary: ChildProcess | undefined;
  beforeAll(async () => {
    await runAsAdmin(url!, `create database ${database} template ${inject('postgresTemplate')}`);
    dataDir = await mkdtemp(join(tmpdir(), 'studovna-workers-'));
  });
  afterAll(async () => {
    if (primary?.pid) for (const pid of workersOf(primary.pid)) process.kill(pid, 'SIGKILL');
    primary?.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    await dropDatabase(url!, database);
  });

  it('answers from two workers, replaces one that is killed, and stops them all on SIGTERM', async () => {
    const started = await startServerProcess({
      DATABASE_URL: databaseUrl(url!, database),
      WORKERS: '2',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web-build'),
    });
    const { child, port, output } = started;
    primary = child;
    await waitFor(
      () => output().includes('Studovna is running with 2 worker processes') || undefined,
      60_000,
    );
    const courses = () =>
      fetch(`http://127.0.0.1:${port}/wp-json/learnpress/v1/courses`, {
        signal: AbortSignal.timeout(10_000),
      }).then(
        (res) => res.status,
        () => 0,
      );

    const first = workersOf(child.pid!);
    expect(first).toHaveLength(2);
    expect(await Promise.all(Array.from({ length: 10 }, courses))).toEqual(Array(10).fill(200));

    process.kill(first[0]!, 'SIGKILL');
    // once the primary knows, the other worker answers while the replacement starts
    const told = `A worker process (pid ${first[0]}) stopped (SIGKILL); another starts`;
    await waitFor(() => output().includes(told) || undefined, 10_000);
    expect(await courses()).toBe(200);
    const next = await waitFor(() => {
      const now = workersOf(child.pid!);
      return now.length === 2 ? now : undefined;
    }, 60_000);
    expect(next).toContain(first[1]);
    expect(next).not.toContain(first[0]);
    expect(await Promise.all(Array.from({ length: 10 }, courses))).toEqual(Array(10).fill(200));

    const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(next.filter((pid) => existsProcess(pid))).toEqual([]);
  }, 150_000);
});

function existsProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
