// npm run bench -- --soak: SOAK_LEARNERS (200) simulated learners for SOAK_SECONDS (600) against the server
// on PostgreSQL with a worker process per core; every call counted and timed, the memory of each process
// sampled, the server's log read. Prints its section of bench/RESULTS.md and, for a whole run (200
// learners, 10 min), writes it there; answers 1 when anything broke (an error, a process grown more than
// 10 % after the warm-up, an error in the log), naming it.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_JWT_SECRET, prepareDatabase } from './api-setup';
import { machineAtStart } from './machine';
import { benchPostgres } from './postgres';
import { ROOT, startServer, type Started } from './server-process';
import { createCallLog } from './soak-calls';
import { learnerClient } from './soak-client';
import { runLearner } from './soak-learner';
import { createServerLog } from './soak-log';
import { memoryBroken, memoryFigures } from './soak-memory';
import { sampleServer } from './soak-processes';
import { seededRandom } from './soak-random';
import { soakMarkdown, withSoakSection, type SoakReport } from './soak-section';

const LEARNERS = Number(process.env.SOAK_LEARNERS ?? 200);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const SEED = Number(process.env.SOAK_SEED ?? 24);
/** The server's port; its metrics on the next one. */
const PORT = Number(process.env.SOAK_PORT ?? 3950);
/** Only a whole soak replaces the figures in RESULTS.md. */
const WHOLE = LEARNERS >= 200 && SECONDS >= 600;

const say = (text: string) => console.log(`soak: ${text}`);

async function until(ready: () => boolean, ms: number, what: string): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100)))
    if (ready()) return;
  throw new Error(`${what} not within ${ms / 1000} s`);
}

export async function runSoak(): Promise<number> {
  const machine = machineAtStart();
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
  const workers = availableParallelism();
  const setupBegan = performance.now();
  say(`${LEARNERS} learners, ${SECONDS} s, ${workers} workers on PostgreSQL; ${machine}`);

  const database = await benchPostgres('studovna_soak');
  if (!database.url) {
    console.error(`soak: PostgreSQL cannot be reached: ${database.reason}`);
    return 1;
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'studovna-soak-'));
  const log = createServerLog();
  let listening = false;
  let server: Started | undefined;
  try {
    const state = await prepareDatabase({ dataDir, databaseUrl: database.url }, LEARNERS);
    server = await startServer(
      PORT,
      {
        DATA_DIR: dataDir,
        JWT_SECRET: BENCH_JWT_SECRET,
        DATABASE_URL: database.url,
        WORKERS: String(workers),
        METRICS_PORT: String(PORT + 1),
      },
      (line, stream) => {
        if (line.includes(`Studovna is running with ${workers} worker processes`)) listening = true;
        log.line(line, stream);
      },
    );
    await until(() => listening, 60_000, `${workers} workers listening`);
    const setupSeconds = (performance.now() - setupBegan) / 1000;
    say(`ready in ${setupSeconds.toFixed(0)} s; learners start`);

    const calls = createCallLog();
    const began = performance.now();
    const deadline = began + SECONDS * 1000;
    const sampleSeconds = Math.min(5, Math.max(1, Math.round(SECONDS / 100)));
    const sampler = sampleServer(
      server.child.pid!,
      `http://127.0.0.1:${PORT + 1}/metrics`,
      sampleSeconds * 1000,
      began,
    );
    const progress = setInterval(() => {
      const figures = calls.figures();
      const count = figures.reduce((sum, c) => sum + c.count, 0);
      const errors = figures.reduce((sum, c) => sum + c.errors, 0);
      say(`${((performance.now() - began) / 1000).toFixed(0)} s: ${count} requests, ${errors} errors`);
    }, 30_000);
    // the learners arrive over the first few seconds, not in one instant
    const rampMs = Math.min(10_000, SECONDS * 50);
    const sessions = await Promise.all(
      state.learners.map(async (user, i) => {
        await new Promise((r) => setTimeout(r, (rampMs * i) / LEARNERS));
        const client = learnerClient(PORT, state.tokens[i]!, calls);
        try {
          return await runLearner({ user, client, random: seededRandom(SEED * 1_000 + i), deadline });
        } finally {
          client.close();
        }
      }),
    );
    clearInterval(progress);
    const samples = await sampler.stop();

    const memory = samples.rss.map((series) => memoryFigures(series, SECONDS));
    const figures = calls.figures();
    const broken = [
      ...figures.filter((c) => c.errors > 0).map((c) => `${c.name}: ${c.errors} errors of ${c.count} calls`),
      ...(samples.rss.length === workers + 1
        ? []
        : [`${samples.rss.length - 1} worker processes seen for ${workers} (a worker was replaced)`]),
      ...memoryBroken(memory),
      ...(samples.scrapeFailures.length
        ? [`the primary's metrics page failed ${samples.scrapeFailures.length} of ${samples.scrapes} scrapes`]
        : []),
      ...(log.get().errors ? [`the server logged ${log.get().errors} error lines`] : []),
    ];
    const load = samples.load.length ? samples.load : [0];
    const report: SoakReport = {
      date,
      machine,
      learners: LEARNERS,
      seconds: SECONDS,
      workers,
      setupSeconds,
      load: { min: Math.min(...load), max: Math.max(...load) },
      sampleSeconds,
      sessions: sessions.reduce((sum, n) => sum + n, 0),
      calls: figures,
      memory,
      heap: samples.heap.map((series) => memoryFigures(series, SECONDS)),
      scrapes: { count: samples.scrapes, failures: samples.scrapeFailures },
      log: log.get(),
      broken,
    };
    const section = soakMarkdown(report);
    console.log(`\n${section}\n`);
    const results = join(ROOT, 'bench/RESULTS.md');
    if (WHOLE)
      await writeFile(results, withSoakSection(await readFile(results, 'utf8').catch(() => ''), section));
    else say('a shorter soak than 200 learners for 600 s: bench/RESULTS.md left as it was.');
    if (broken.length) {
      console.error(`\nsoak: ${broken.length} thing(s) broke:\n${broken.map((b) => `  - ${b}`).join('\n')}`);
      return 1;
    }
    return 0;
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
