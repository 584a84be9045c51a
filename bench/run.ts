// npm run bench: API throughput of the foundation next to the machine's ceiling, in one run.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const ROOT = new URL('..', import.meta.url).pathname;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

async function start(script: string, port: number, env: Record<string, string>): Promise<ChildProcess> {
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
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    try {
      const res = await fetch(
        `http://127.0.0.1:${port}/${script.includes('bare') ? 'bare' : 'wp-json/wp/v2/course_category'}`,
      );
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`${script} did not start`);
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
}

async function load(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: 50, duration: DURATION, ...options });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const bare = await start('bench/bare-server.ts', 3901, {});
const ceiling = await load('bare Fastify JSON route (ceiling)', { url: 'http://127.0.0.1:3901/bare' });
bare.kill();

const dataDir = await mkdtemp(join(tmpdir(), 'studovna-bench-'));
const server = await start('server/src/main.ts', 3902, {
  DATA_DIR: dataDir,
  LOGIN_MAX_FAILURES_PER_IP: '1000000',
});
const site = 'http://127.0.0.1:3902';
const login = (await (
  await fetch(`${site}/wp-json/learnpress/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'jana', password: 'Studovna2026' }),
  })
).json()) as { token: string; user_id: number };
const rows = [
  ceiling,
  await load('GET /wp/v2/course_category', { url: `${site}/wp-json/wp/v2/course_category` }),
  await load('GET /courses (10 a page, guest)', { url: `${site}/wp-json/learnpress/v1/courses?per_page=10` }),
  await load('GET /courses/{id} (curriculum and the learner state)', {
    url: `${site}/wp-json/learnpress/v1/courses/1`,
    headers: { authorization: `Bearer ${login.token}` },
  }),
  await load('GET /users/{id} (token verified, one query)', {
    url: `${site}/wp-json/learnpress/v1/users/${login.user_id}`,
    headers: { authorization: `Bearer ${login.token}` },
  }),
  await load('POST /token (argon2id verification)', {
    url: `${site}/wp-json/learnpress/v1/token`,
    method: 'POST',
    connections: 4,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'jana', password: 'Studovna2026' }),
  }),
];
server.kill();
await rm(dataDir, { recursive: true, force: true });

const table = [
  '| call (PGlite, production mode) | req/s | p50 ms | p99 ms | share of ceiling |',
  '|---|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${((r.rps / ceiling.rps) * 100).toFixed(1)} % |`,
  ),
].join('\n');
console.log(table);
await writeFile(
  join(ROOT, 'bench/RESULTS.md'),
  `# Benchmark results\n\nLast run ${new Date().toISOString().slice(0, 10)}, ${DURATION} s per call, 50 connections (4 for login), this machine.\n\n${table}\n`,
);
