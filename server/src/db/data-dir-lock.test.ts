import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

describe('the data directory is held by one process', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const newDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'studovna-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('a second lock of a held directory is refused, naming the holder; a released one can be taken', async () => {
    const dir = await newDir();
    const first = await lockDataDir(dir);
    const refused = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(`pid ${process.pid}`);
    await first.release();
    const again = await lockDataDir(dir);
    await again.release();
  });

  it('a lock left by a process that no longer runs is taken over', async () => {
    const dir = await newDir();
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    const deadPid = Number(dead.stdout.trim());
    await writeFile(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: deadPid, host: hostname(), since: '2026-01-01T00:00:00.000Z' }),
    );
    const lock = await lockDataDir(dir);
    expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
  });

  /** `npm run serve` on a data directory: resolves with its port once it listens, or its exit and output. */
  const serve = (dataDir: string) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        SEED: 'false',
        WEB_DIST: join(dataDir, 'no-web-build'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    const outcome = new Promise<{ port: number } | { exit: number | null; output: string }>((done) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const port = /http:\/\/localhost:(\d+)/.exec(output)?.[1];
        if (port) done({ port: Number(port) });
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.on('exit', (exit) => done({ exit, output }));
    });
    return { child, outcome };
  };
  const register = (port: number, name: string) =>
    fetch(`http://127.0.0.1:${port}/wp-json/learnpress/v1/token/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: name,
        email: `${name}@example.cz`,
        password: 'Heslo-12345',
        confirm_password: 'Heslo-12345',
      }),
    });
  const login = (port: number, name: string) =>
    fetch(`http://127.0.0.1:${port}/wp-json/learnpress/v1/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: name, password: 'Heslo-12345' }),
    });

  it('a second server on the same DATA_DIR refuses to start and says why; after a kill -9 it starts', async () => {
    const dataDir = await newDir();
    const first = serve(dataDir);
    const running = await first.outcome;
    if (!('port' in running)) throw new Error(`the first server did not start:\n${running.output}`);
    expect((await register(running.port, 'prvni')).status).toBe(200);

    const second = await serve(dataDir).outcome;
    expect(second).toMatchObject({ exit: 1 });
    const told = (second as { output: string }).output;
    expect(told).toContain(`The data directory ${dataDir} is in use by another Studovna server`);
    expect(told).toContain(`pid ${first.child.pid}`);
    expect(told).toContain('DATABASE_URL');
    // the first one goes on serving, its data whole
    expect((await login(running.port, 'prvni')).status).toBe(200);

    first.child.kill('SIGKILL');
    await new Promise((done) => first.child.once('exit', done));
    const third = await serve(dataDir).outcome;
    if (!('port' in third)) throw new Error(`the server did not start after a kill:\n${third.output}`);
    expect((await login(third.port, 'prvni')).status).toBe(200);
  }, 120_000);
});
