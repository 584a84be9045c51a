import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { buildPath, type EndpointDefinition } from '@studovna/core/contract';

const ROOT = new URL('../../', import.meta.url).pathname;

/** A port free now (a fixed port for a server process, or for the workers sharing one). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * The server processes whose parent is `pid`: a cluster primary's workers (the esbuild service tsx starts
 * is not one).
 */
export const serverChildrenOf = (pid: number): number[] =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === pid && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('server/src/main.ts');
      } catch {
        return false;
      }
    })
    .map(Number)
    .sort((a, b) => a - b);

/** The production server (`server/src/main.ts`) as a process of its own; resolves once it answers. */
export async function startServerProcess(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number; output: () => string; stop: () => Promise<void> }> {
  const port = Number(env.PORT ?? (await freePort()));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      MAIL_SCHEDULE: 'off',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  for (const end = Date.now() + 90_000; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
    if (child.exitCode !== null) break;
    const up = await fetch(`http://127.0.0.1:${port}/wp-json/wp/v2/course_category`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { child, port, output: () => output, stop };
  }
  child.kill('SIGKILL');
  throw new Error(`the server process did not start:\n${output}`);
}

export interface RemoteResponse {
  status: number;
  headers: Headers;
  body: string;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Calls of a server process over HTTP: by URL, or a contract endpoint with its params, query and body. */
export function remote(port: number) {
  const send = async (
    method: string,
    path: string,
    body: unknown,
    options: { token?: string; headers?: Record<string, string> } = {},
  ): Promise<RemoteResponse> => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text, json: () => JSON.parse(text) };
  };
  return {
    get: (path: string, options?: { token?: string; headers?: Record<string, string> }) =>
      send('GET', path, undefined, options),
    post: (path: string, body: unknown, options?: { token?: string; headers?: Record<string, string> }) =>
      send('POST', path, body, options),
    call: (
      endpoint: EndpointDefinition,
      inputs: {
        params?: Record<string, string | number>;
        query?: Record<string, string | number>;
        body?: unknown;
      } = {},
      options?: { token?: string; headers?: Record<string, string> },
    ) => {
      const query = new URLSearchParams(
        Object.entries(inputs.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      return send(
        endpoint.method,
        buildPath(endpoint.path, inputs.params) + (query ? `?${query}` : ''),
        endpoint.method === 'GET' ? undefined : (inputs.body ?? {}),
        options,
      );
    },
  };
}
