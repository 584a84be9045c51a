// Child processes the benchmark measures: the Studovna server in production mode and the bare route.
import { spawn, type ChildProcess } from 'node:child_process';

export const ROOT = new URL('..', import.meta.url).pathname;

export interface Started {
  child: ChildProcess;
  origin: string;
  stop: () => Promise<void>;
}

/** What a process writes, line by line, when its caller reads it (otherwise stderr is shown, stdout dropped). */
export type OutputLine = (line: string, stream: 'stdout' | 'stderr') => void;

/** Starts `script` on 127.0.0.1:`port` and waits until `readyPath` answers 2xx (at most 60 s). */
export async function startProcess(
  script: string,
  port: number,
  readyPath: string,
  env: Record<string, string>,
  output?: OutputLine,
): Promise<Started> {
  const child = spawn('node', ['--import', 'tsx', script], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: output ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', 'inherit'],
  });
  if (output)
    for (const stream of ['stdout', 'stderr'] as const) {
      let rest = '';
      child[stream]!.setEncoding('utf8').on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop()!;
        for (const line of lines) output(line, stream);
      });
      child[stream]!.on('end', () => rest && output(rest, stream));
    }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(origin + readyPath)).ok) return { child, origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`${script} did not start on port ${port}`);
}

export const API = '/wp-json/learnpress/v1';

/**
 * The production server (`server/src/main.ts`) on a data dir or a PostgreSQL database: one process unless
 * `env` asks for more workers (WORKERS, decision 0035).
 */
export const startServer = (port: number, env: Record<string, string>, output?: OutputLine) =>
  startProcess(
    'server/src/main.ts',
    port,
    '/wp-json/wp/v2/course_category',
    { WORKERS: '1', ...env },
    output,
  );

/** The bare Fastify JSON route: the machine's ceiling for the same framework. */
export const startBare = (port: number) => startProcess('bench/bare-server.ts', port, '/bare', {});
