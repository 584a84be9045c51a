// npm run bench [-- --check]: API under load (PGlite and PostgreSQL) next to the machine's ceiling,
// percentile growth, the web app's size and Lighthouse scores; one report printed and kept in
// bench/RESULTS.md. With --check the run exits 1 naming every broken budget (budgets.ts).
// npm run bench -- --soak runs the soak alone (soak-run.ts), which writes only its own section;
// BENCH_ONLY=lighthouse the Lighthouse section alone (lighthouse-run.ts), which writes nothing.
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { LEARNERS, measureApi } from './api-load';
import { measure, SECONDS, shareOfCeiling, type LoadRow } from './autocannon-load';
import { brokenBudgets, SHARED_CALLS } from './budgets';
import { growthRatio, measureGrowth, p95 } from './growth';
import { machineAtStart } from './machine';
import { benchPostgres, wipe } from './postgres';
import { measureQuestionBank } from './question-bank';
import { resultsMarkdown, type BankRun, type BenchReport } from './results-table';
import { section } from './section';
import { ROOT, startBare } from './server-process';
import { soakSectionOf } from './soak-section';
import { measureWeb } from './web-run';

if (process.argv.includes('--soak')) {
  const { runSoak } = await import('./soak-run');
  process.exit(await runSoak());
}
if (process.env.BENCH_ONLY) {
  const { runLighthouseOnly } = await import('./lighthouse-run');
  process.exit(await runLighthouseOnly(process.env.BENCH_ONLY));
}

const check = process.argv.includes('--check');
/** BENCH_QUICK=1 stops growth at 100k attempts (then the 1M budget is not measured) and writes no RESULTS.md. */
const quick = process.env.BENCH_QUICK === '1';
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const began = performance.now();
const machine = machineAtStart();

/** The bare route on `port`, started, measured and stopped. */
const measureCeiling = async (port: number): Promise<LoadRow> => {
  const bare = await startBare(port);
  try {
    return await measure('bare Fastify JSON route (ceiling)', { url: `${bare.origin}/bare` });
  } finally {
    await bare.stop();
  }
};
const ceiling = () => section('bare Fastify route (ceiling)', () => measureCeiling(PORT));
/** The bare route on a port of its own, measured while a database's server waits between two calls. */
const ceilingBeside = () => measureCeiling(PORT + 5);

const pgDatabase = await benchPostgres();
const postgresCeiling = await ceiling();
// the budgeted shares: each call against the ceiling measured just before and just after it
const postgres = await section('API on PostgreSQL', () =>
  pgDatabase.url
    ? measureApi(PORT + 2, pgDatabase.url, 1, ceilingBeside)
    : Promise.reject(new Error(pgDatabase.reason)),
);
// the same calls with a worker process per core (issue 24, decision 0035), on a database wiped again
const workers = availableParallelism();
const postgresWorkersCeiling = await ceiling();
const postgresWorkers = await section(`API on PostgreSQL, ${workers} workers`, async () => {
  if (!pgDatabase.url) throw new Error(pgDatabase.reason);
  await wipe(pgDatabase.url);
  return measureApi(PORT + 4, pgDatabase.url, workers);
});
const pgliteCeiling = await ceiling();
const pglite = await section('API on PGlite', () => measureApi(PORT + 1));

const growth = await section('growth', () =>
  measureGrowth(quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000]),
);

const questionBank: BankRun[] = [
  {
    database: 'PostgreSQL',
    run: await section('question bank on PostgreSQL', async () => {
      if (!pgDatabase.url) throw new Error(pgDatabase.reason);
      await wipe(pgDatabase.url);
      return measureQuestionBank(pgDatabase.url);
    }),
  },
  { database: 'PGlite', run: await section('question bank on PGlite', () => measureQuestionBank()) },
];

const { web, lighthouse } = await measureWeb(PORT + 3, { withSize: true });

/** A call's req/s on PostgreSQL over the ceiling around it (the report's rows by name). */
const shareOf = (name: string) => {
  const row = postgres.ok ? postgres.value.rows.find((r) => r.name.startsWith(`${name} (`)) : undefined;
  return row ? shareOfCeiling(row, postgresCeiling.ok ? postgresCeiling.value : null) : null;
};
const broken = brokenBudgets({
  firstScreenJsBytes: web.ok ? web.value.firstScreenJs : null,
  lighthouse: lighthouse.ok ? lighthouse.value : null,
  percentileGrowthRatio:
    growth.ok && growth.value.at(-1)?.size === 1_000_000
      ? growthRatio(growth.value, (r) => r.percentile)
      : null,
  quizReportP95Ms:
    growth.ok && growth.value.at(-1)?.size === 1_000_000 ? p95(growth.value.at(-1)!.report) : null,
  sharesOfCeilingOnPostgres: {
    courses: shareOf(SHARED_CALLS.courses),
    detail: shareOf(SHARED_CALLS.detail),
    check: shareOf(SHARED_CALLS.check),
    finish: shareOf(SHARED_CALLS.finish),
  },
  questionBank: questionBank.map(({ database, run }) => ({
    database,
    importSeconds: run.ok ? run.value.importSeconds : null,
    searchP95Ms: run.ok ? run.value.p95 : null,
  })),
});

const report: BenchReport = {
  date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
  machine,
  minutes: (performance.now() - began) / 60_000,
  seconds: SECONDS,
  learners: LEARNERS,
  api: [
    { database: 'PostgreSQL', ceiling: postgresCeiling, run: postgres },
    { database: `PostgreSQL, ${workers} workers`, ceiling: postgresWorkersCeiling, run: postgresWorkers },
    { database: 'PGlite', ceiling: pgliteCeiling, run: pglite },
  ],
  growth,
  web,
  lighthouse,
  questionBank,
  broken,
  // the soak's figures come from a run of their own (--soak): kept as they are
  soak: soakSectionOf(await readFile(join(ROOT, 'bench/RESULTS.md'), 'utf8').catch(() => '')),
};
const markdown = resultsMarkdown(report);
console.log(`\n${markdown}`);
// a quick try never replaces the figures of a full run
if (quick) console.log('BENCH_QUICK: bench/RESULTS.md left as it was.');
else await writeFile(join(ROOT, 'bench/RESULTS.md'), markdown);

if (check && broken.length) {
  console.error(
    `\nbench --check: ${broken.length} budget(s) broken:\n${broken.map((b) => `  - ${b}`).join('\n')}`,
  );
  process.exit(1);
}
process.exit(0);
