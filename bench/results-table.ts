// The run's figures as the Markdown printed and kept in bench/RESULTS.md.
import { shareOfCeiling, type LoadRow } from './autocannon-load';
import { BUDGETS, lighthouseBudgetsText, SHARED_CALLS, type SharedCall } from './budgets';

/** The share budgets as the report states them: "GET /courses 17 %, …". */
const sharesText = () =>
  (Object.keys(SHARED_CALLS) as SharedCall[])
    .map((call) => `${SHARED_CALLS[call]} ${+(BUDGETS.sharesOfCeilingOnPostgres[call] * 100).toFixed(1)} %`)
    .join(', ');
import { growthRatio, median, p95, type GrowthRow } from './growth';
import type { LighthouseRow } from './lighthouse';
import type { BankFigures } from './question-bank';
import type { WebSize } from './web-size';

/** A section's figures, or why it was not measured. */
export type Measured<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface BenchReport {
  date: string;
  machine: string;
  minutes: number;
  seconds: number;
  learners: number;
  api: {
    database: string;
    /** The bare route measured just before this database's run, so both see the same machine load. */
    ceiling: Measured<LoadRow>;
    run: Measured<{ rows: LoadRow[]; setupSeconds: number }>;
  }[];
  growth: Measured<GrowthRow[]>;
  web: Measured<WebSize>;
  lighthouse: Measured<LighthouseRow[]>;
  questionBank: BankRun[];
  broken: string[];
  /** The soak's section of the RESULTS.md this run replaces, kept as it was (null when it had none). */
  soak: string | null;
}

/** The question bank measured on one database. */
export interface BankRun {
  database: string;
  run: Measured<BankFigures>;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (x: number) => x.toFixed(2);
const notMeasured = (reason: string) => `_Not measured: ${reason}_`;

function apiSection(r: BenchReport): string[] {
  const out = [
    '| call | database | req/s | p50 ms | p99 ms | requests | share of ceiling |',
    '|---|---|---:|---:|---:|---:|---:|',
  ];
  for (const { database, ceiling, run } of r.api) {
    const bare = ceiling.ok ? ceiling.value : null;
    const share = (row: LoadRow) => {
      const of = shareOfCeiling(row, bare);
      if (of === null) return '—';
      const around = row.ceilingRps ? ` of ${Math.round(row.ceilingRps)} around it` : '';
      return `${(of * 100).toFixed(1)} %${around}`;
    };
    const line = (row: LoadRow, db = database) =>
      `| ${row.name} | ${db} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${row.requests} | ${share(row)} |`;
    const ceilingName = `bare Fastify JSON route (ceiling, just before the ${database} run)`;
    out.push(
      bare
        ? line({ ...bare, name: ceilingName }, '—')
        : `| ${ceilingName} | — | not measured: ${ceiling.ok ? '' : ceiling.reason} | | | | |`,
    );
    if (run.ok) out.push(...run.value.rows.map((row) => line(row)));
    else out.push(`| every call | ${database} | not measured: ${run.reason} | | | | |`);
  }
  return out;
}

export function growthSection(g: Measured<GrowthRow[]>): string[] {
  if (!g.ok) return [notMeasured(g.reason)];
  const rows = g.value;
  const out = [
    '| attempts | learners | score buckets | GET /quiz/percentil median / p95 ms | POST /quiz/statistics median / p95 ms | reading every attempt, median ms |',
    '|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.size.toLocaleString('en')} | ${r.learners.toLocaleString('en')} | ${r.buckets} | ${ms(median(r.percentile))} / ${ms(p95(r.percentile))} | ${ms(median(r.statistics))} / ${ms(p95(r.statistics))} | ${ms(median(r.naive))} |`,
    ),
  ];
  const [first, last] = [rows[0]!, rows.at(-1)!];
  const label = `${last.size.toLocaleString('en')} / ${first.size.toLocaleString('en')}`;
  out.push(
    '',
    `Median ratio ${label}: percentile ${growthRatio(rows, (r) => r.percentile).toFixed(2)}, statistics ${growthRatio(rows, (r) => r.statistics).toFixed(2)}, reading every attempt ${growthRatio(rows, (r) => r.naive).toFixed(2)}.`,
  );
  out.push(
    '',
    'Item analysis of the same quiz (decision 0030): `GET /studio/reports/quizzes/{id}` as an administrator, 300 calls; the sums of first attempts are kept by folding finished attempts in batches (decision 0037), so the report reads a few rows per question. The last column reads every learner’s first attempt for the per-question counts alone (1 call).',
    '',
    '| attempts | learners counted | pins | GET /studio/reports/quizzes/{id} median / p95 ms | reading every first attempt, ms |',
    '|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.size.toLocaleString('en')} | ${r.learners.toLocaleString('en')} | ${r.pins.toLocaleString('en')} | ${ms(median(r.report))} / ${ms(p95(r.report))} | ${ms(median(r.reportNaive))} |`,
    ),
  );
  return out;
}

function webSection(w: Measured<WebSize>): string[] {
  if (!w.ok) return [notMeasured(w.reason)];
  const v = w.value;
  return [
    '| what | JS gzip | CSS gzip | files |',
    '|---|---:|---:|---:|',
    `| first screen: \`/\` as a guest (what Chromium loads until network idle, service workers blocked) | ${kb(v.firstScreenJs)} | ${kb(v.firstScreenCss)} | ${v.firstScreenFiles} |`,
    `| whole app: every .js and .css of the build | ${kb(v.allJs)} | ${kb(v.allCss)} | ${v.allFiles} |`,
  ];
}

const orNa = (x: number | null | undefined, shown: (x: number) => string = String) =>
  x === null || x === undefined ? 'n/a' : shown(x);
/** A page's figure less its reference's, signed: "+40", "−6". */
const difference = (own: number | null, reference: number | null) =>
  own === null || reference === null ? 'n/a' : `${own < reference ? '−' : '+'}${Math.abs(own - reference)}`;

/** Each page's figures beside its reference's (the gates' figures), and each page's own scores. */
export function lighthouseSection(l: Measured<LighthouseRow[]>): string[] {
  if (!l.ok) return [notMeasured(l.reason)];
  const sec = (x: number | null | undefined) => orNa(x, (v) => (v / 1000).toFixed(1));
  const failures = l.value.flatMap((r) => [
    ...(r.failure ? [`${r.name}: Lighthouse failed: ${r.failure}`] : []),
    ...(r.reference.failure ? [`${r.name}'s reference: Lighthouse failed: ${r.reference.failure}`] : []),
  ]);
  return [
    '| page | performance | its reference | page − reference | FCP ms | reference | LCP ms | reference | page ÷ reference | TBT ms | reference | page − reference | benchmarkIndex (page / reference) | runs (page / reference) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...l.value.map(({ name, performance, metrics, benchmarkIndex, runs, reference: ref }) => {
      const lcpRatio =
        metrics.lcp === null || !ref.metrics.lcp ? 'n/a' : `${(metrics.lcp / ref.metrics.lcp).toFixed(2)} ×`;
      return `| ${name} | ${orNa(performance)} | ${orNa(ref.performance)} | ${difference(performance, ref.performance)} | ${orNa(metrics.fcp)} | ${orNa(ref.metrics.fcp)} | ${orNa(metrics.lcp)} | ${orNa(ref.metrics.lcp)} | ${lcpRatio} | ${orNa(metrics.tbt)} | ${orNa(ref.metrics.tbt)} | ${difference(metrics.tbt, ref.metrics.tbt)} | ${orNa(benchmarkIndex)} / ${orNa(ref.benchmarkIndex)} | ${runs} / ${ref.runs} |`;
    }),
    '',
    'Each page alone:',
    '',
    '| page | URL (app origin) | performance | accessibility | best practices | FCP s | LCP s | TBT ms | runs | benchmarkIndex |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...l.value.map(
      (r) =>
        `| ${r.name} | \`${r.path}\` | ${orNa(r.performance)} | ${orNa(r.accessibility)} | ${orNa(r.bestPractices)} | ${sec(r.metrics.fcp)} | ${sec(r.metrics.lcp)} | ${orNa(r.metrics.tbt)} | ${r.runs} | ${orNa(r.benchmarkIndex)} |`,
    ),
    ...failures.map((failure) => `\n_${failure.replaceAll('|', '/')}_`),
  ];
}

/** The Lighthouse section as the report and the Lighthouse-only run print it. */
export function lighthouseMarkdown(l: Measured<LighthouseRow[]>): string[] {
  return [
    '## Lighthouse',
    '',
    `Lighthouse 12.8, mobile preset (the default config), Debian Chromium headless, as a guest, pages served by the production server; the quiz is the sample (preview) quiz of a paid course, open to guests. Each page is scored beside its **reference**: the same first screen as static HTML and CSS with no script (the page as Chromium showed it to a guest, its scripts and the links that load script taken out, its styles kept), served at the page's own path on an \`app.\` address of its own port, with the app's CSS, fonts and images and the same compression — what a page of this content can do at best on this machine. The page and its reference are scored in turn in the same session (page, reference, page, …), so the machine's load moves both alike; each figure is the median of its runs. The gates hold each page to its reference, not to an absolute score: ${lighthouseBudgetsText()}. benchmarkIndex is Lighthouse's measure of the machine's speed during the runs (median; higher is faster).`,
    '',
    ...lighthouseSection(l),
  ];
}

export function questionBankSection(runs: readonly BankRun[]): string[] {
  const out = [
    '| database | bank seeded | import of a GIFT file | import s | bank search over | searches | p50 ms | p95 ms |',
    '|---|---:|---|---:|---:|---:|---:|---:|',
  ];
  for (const { database, run } of runs) {
    if (!run.ok) {
      out.push(`| ${database} | not measured: ${run.reason} | | | | | | |`);
      continue;
    }
    const v = run.value;
    out.push(
      `| ${database} | ${v.seeded.toLocaleString('en')} in ${v.seedSeconds.toFixed(1)} s | ${v.imported.toLocaleString('en')} questions, ${v.importMb.toFixed(1)} MB | ${v.importSeconds.toFixed(1)} | ${v.searchedOver.toLocaleString('en')} questions | ${v.searches} | ${v.p50.toFixed(1)} | ${v.p95.toFixed(1)} |`,
    );
  }
  return out;
}

export function resultsMarkdown(r: BenchReport): string {
  const setup = r.api
    .filter((a) => a.run.ok)
    .map(
      (a) =>
        `${a.database} ${(a.run as { ok: true; value: { setupSeconds: number } }).value.setupSeconds.toFixed(0)} s`,
    )
    .join(', ');
  return [
    '# Benchmark results',
    '',
    `Last run ${r.date} on ${r.machine}. The whole \`npm run bench\` took ${r.minutes.toFixed(1)} min.`,
    '',
    '## API under load',
    '',
    `autocannon, 50 connections; the server (\`server/src/main.ts\`) in production mode as a child process on a fresh database, ${r.learners} learners with every study plan enrolled in every course. GET calls and the percentile run ${r.seconds} s each; check_answer and finish send a fixed queue of fresh work, each item once: a question of a started instant-check attempt not checked before, a started attempt finished with an answer to every question (every body is verified to say “checked” / “finished”). Every measured response is a 2xx; req/s is the requests over the time from the start to the last answer. The ceiling is the same tool on a bare Fastify JSON route, measured just before each database's run (the machine is shared, so its load moves); on PostgreSQL with one process, the budgeted calls are each set against the mean of the ceiling measured just before and just after that call.${setup ? ` Setup (seed, learners, starting every attempt): ${setup}.` : ''}`,
    '',
    ...apiSection(r),
    '',
    '## Growth: percentile and statistics by stored attempts',
    '',
    'PGlite on disk, one quiz grown with generated attempts (results normal around 65 %, two decimals); `app.inject` with auth, validation and serialisation; 300 calls each after a warm-up (decision 0008).',
    '',
    ...growthSection(r.growth),
    '',
    '## Web',
    '',
    'A production build of `web/` into a temporary directory; sizes gzipped at level 9 (kB = 1000 bytes).',
    '',
    ...webSection(r.web),
    '',
    ...lighthouseMarkdown(r.lighthouse),
    '',
    '## Question bank (studio)',
    '',
    'In process on a fresh database of each kind: the demo content plus 10,000 generated bank questions (the seed of `SEED_BANK`), then a GIFT file of 5,000 more imported through the studio’s import endpoint (the whole multipart request, dry run and import in one transaction), then the bank’s searches — words, topic, type, difficulty, unassigned, pages deep — each timed through `app.inject` with auth, validation and serialisation.',
    '',
    ...questionBankSection(r.questionBank),
    '',
    ...(r.soak ? [r.soak, ''] : []),
    '## Budgets (`npm run bench -- --check`)',
    '',
    `First-screen JS ≤ ${BUDGETS.firstScreenJsKb} kB gzip; Lighthouse on every page: ${lighthouseBudgetsText()}; percentile 1M/10k median ratio < ${BUDGETS.percentileGrowthRatioBelow}; a quiz's item-analysis report at 1M attempts p95 ≤ ${BUDGETS.quizReportP95MsAtMost} ms; on PostgreSQL (one process) at least ${sharesText()} of the ceiling; on each database a 5,000-question GIFT import ≤ ${BUDGETS.bankImportSecondsAtMost} s and the bank's search p95 ≤ ${BUDGETS.bankSearchP95MsAtMost} ms.`,
    '',
    ...(r.broken.length ? r.broken.map((b) => `- broken: ${b}`) : ['Every budget holds.']),
    '',
  ].join('\n');
}
