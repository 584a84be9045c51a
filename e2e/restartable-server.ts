import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;

/**
 * A second server of its own (its own port and data directory, the same built app) that a journey may
 * kill without warning and start again on the same data, as a crash and a restart would. Its database
 * is PGlite in that directory, or the PostgreSQL database of E2E_RESTART_DATABASE_URL (postgres-pass.ts).
 */
export function restartableServer(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'studovna-restart-'));
  let child: ChildProcess | null = null;
  let output = '';
  /** Still running (a process killed by a signal has no exit code, only its signal). */
  const alive = (candidate: ChildProcess | null): candidate is ChildProcess =>
    candidate !== null && candidate.exitCode === null && candidate.signalCode === null;

  const up = async (timeoutMs: number) => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (!alive(child)) throw new Error(`the server stopped:\n${output}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/wp-json/wp/v2/course_category`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the server did not start in ${timeoutMs} ms:\n${output}`);
  };

  return {
    appURL: `http://app.localhost:${port}`,
    /** Starts the server (migrating and seeding an empty data directory) and waits until it answers. */
    async start(timeoutMs = 120_000) {
      child = spawn('node', ['--import', 'tsx', 'server/src/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: process.env.E2E_RESTART_DATABASE_URL,
          // one process, so a kill is the server's end (not a worker's, which its primary replaces)
          WORKERS: '1',
          LOG_LEVEL: 'warn',
          ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await up(timeoutMs);
    },
    /** SIGKILL: no shutdown, no flushing, requests in flight are cut. */
    async kill() {
      const running = child;
      if (!alive(running)) return;
      await new Promise((resolve) => {
        running.once('exit', resolve);
        running.kill('SIGKILL');
      });
    },
    async stop() {
      const running = child;
      if (!alive(running)) return;
      await new Promise((resolve) => {
        running.once('exit', resolve);
        running.kill('SIGTERM');
      });
    },
  };
}
