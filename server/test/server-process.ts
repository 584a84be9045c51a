import { spawn, type ChildProcess } from 'node:child_process';

const ROOT = new URL('../../', import.meta.url).pathname;

export interface ServerProcess {
  child: ChildProcess;
  /** The port it listens on (PORT=0 lets the system choose one). */
  port: number;
  /** Everything it printed so far, standard output and error. */
  output(): string;
}

/**
 * A server process as production runs it (`node --import tsx server/src/main.ts`, NODE_ENV=production,
 * JSON logs on 127.0.0.1 and a port the system chooses); resolves once it listens.
 */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn('node', ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const running = /Studovna is running: .* http:\/\/localhost:(\d+)/.exec(output);
      if (running) resolve({ child, port: Number(running[1]), output: () => output });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}):\n${output}`)));
  });
}

/** Sends `signal` and resolves with the exit code once the process has ended. */
export const stopServer = (child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
