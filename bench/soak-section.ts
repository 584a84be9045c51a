// The soak's section of bench/RESULTS.md: its Markdown, and how it is kept between its markers when
// either run writes the file (the soak replaces only its section; the whole bench keeps it as it was).
import type { CallFigures } from './soak-calls';
import type { ServerLog } from './soak-log';
import { MAX_GROWTH, WARM_UP_SHARE, type MemoryFigures } from './soak-memory';

export const SOAK_BEGIN =
  '<!-- soak: begin (written by `npm run bench -- --soak`, kept by `npm run bench`) -->';
export const SOAK_END = '<!-- soak: end -->';

export interface SoakReport {
  date: string;
  /** The machine and its load average when the soak began. */
  machine: string;
  learners: number;
  seconds: number;
  workers: number;
  /** Seconds to make the database, the learners and start the server. */
  setupSeconds: number;
  /** The one-minute load average over the run, lowest and highest sample. */
  load: { min: number; max: number };
  sampleSeconds: number;
  sessions: number;
  calls: CallFigures[];
  /** Resident set of the primary and of each worker. */
  memory: MemoryFigures[];
  /** Heap used of each worker, from the primary's metrics page. */
  heap: MemoryFigures[];
  scrapes: { count: number; failures: string[] };
  log: ServerLog;
  broken: string[];
}

const mb = (bytes: number | null) => (bytes === null ? '—' : (bytes / 2 ** 20).toFixed(1));
const percent = (share: number | null) =>
  share === null ? '—' : `${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)} %`;
/** Text that stays on its line of a table or a list. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replaceAll('|', '/').replaceAll('`', "'");

export function soakMarkdown(r: SoakReport): string {
  const total = r.calls.reduce((sum, c) => sum + c.count, 0);
  const errors = r.calls.reduce((sum, c) => sum + c.errors, 0);
  const warmFrom = Math.round(r.seconds * WARM_UP_SHARE);
  const failures = r.calls.flatMap((c) =>
    c.failures.map((f) => `- ${c.name}: ${f.times}× \`${cell(f.what)}\``),
  );
  return [
    SOAK_BEGIN,
    '## Soak (`npm run bench -- --soak`)',
    '',
    `Last run ${r.date} on ${r.machine}; during the run the load average was ${r.load.min.toFixed(1)}–${r.load.max.toFixed(1)}. ${r.learners} simulated learners for ${(r.seconds / 60).toFixed(r.seconds % 60 ? 1 : 0)} min against the server (\`server/src/main.ts\`, production mode) on PostgreSQL with ${r.workers} worker processes, on a fresh database (database, learners and server ready in ${r.setupSeconds.toFixed(0)} s). Each learner goes through session after session with a pause of 0.3–2 s before each step (a seeded generator): the course list, a course, one of its quizzes opened and started (or retaken), each question saved as the app saves it and, where the quiz allows, half of them checked, the finish, the percentile of the result, a question pinned and unpinned, in three sessions of ten the attempt's review from the history, then a lesson of the course, its comments and, half the time, a new comment. The requests are the app's own: the learner's token, an \`X-Action-Id\` on what the app's outbox sends, a cache buster on each GET, from the app's origin with the CORS preflights a browser sends. An error is an answer other than 2xx, an action answered \`status: "error"\`, or no answer within 30 s.`,
    '',
    `${r.sessions.toLocaleString('en')} whole sessions, ${total.toLocaleString('en')} requests (${(total / r.seconds).toFixed(0)} a second), ${errors} errors.`,
    '',
    '| call | requests | errors | p50 ms | p99 ms |',
    '|---|---:|---:|---:|---:|',
    ...r.calls.map(
      (c) =>
        `| ${c.name} | ${c.count.toLocaleString('en')} | ${c.errors} | ${c.p50.toFixed(0)} | ${c.p99.toFixed(0)} |`,
    ),
    ...(failures.length
      ? ['', 'What the failed calls said (up to five different answers a call):', '', ...failures]
      : []),
    '',
    `Memory of each process: its resident set (\`VmRSS\` of \`/proc/<pid>/status\`), sampled every ${r.sampleSeconds} s. After the warm-up is the median over ${warmFrom}–${Math.round(r.seconds * (WARM_UP_SHARE + 0.1))} s (the first ${WARM_UP_SHARE * 100} % of the run warms up), at the end the median over the last tenth; flat means it grew by at most ${MAX_GROWTH * 100} % between the two.`,
    '',
    '| process | pid | after warm-up MB | at the end MB | peak after warm-up MB | growth | flat |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...r.memory.map(
      (m) =>
        `| ${m.name} | ${m.pid} | ${mb(m.warm)} | ${mb(m.end)} | ${mb(m.peak)} | ${percent(m.growth)} | ${m.flat ? 'yes' : '**no**'} |`,
    ),
    '',
    `The JavaScript heap each worker uses (\`nodejs_heap_size_used_bytes\` on the primary's metrics page, ${r.scrapes.count} scrapes, ${r.scrapes.failures.length} failed${r.scrapes.failures.length ? `: ${cell(r.scrapes.failures[0]!)}` : ''}), the same windows:`,
    '',
    '| worker | after warm-up MB | at the end MB | peak after warm-up MB | growth |',
    '|---|---:|---:|---:|---:|',
    ...r.heap.map(
      (h) => `| ${h.name} | ${mb(h.warm)} | ${mb(h.end)} | ${mb(h.peak)} | ${percent(h.growth)} |`,
    ),
    '',
    `The server's log (level warn and up, JSON): ${r.log.errors} error lines, ${r.log.warnings} warnings.`,
    ...(r.log.samples.length ? ['', '```', ...r.log.samples, '```'] : []),
    '',
    ...(r.broken.length
      ? r.broken.map((b) => `- broken: ${b}`)
      : [`No error, and every process's memory flat.`]),
    SOAK_END,
  ].join('\n');
}

/** The soak's section of a RESULTS.md, markers included; null when it has none. */
export function soakSectionOf(markdown: string): string | null {
  const begin = markdown.indexOf(SOAK_BEGIN);
  const end = markdown.indexOf(SOAK_END, begin);
  if (begin < 0 || end < 0) return null;
  return markdown.slice(begin, end + SOAK_END.length);
}

/**
 * `markdown` with its soak section replaced by `section`; without one, the section goes before the
 * budgets, or at the end.
 */
export function withSoakSection(markdown: string, section: string): string {
  const old = soakSectionOf(markdown);
  if (old !== null) return markdown.replace(old, () => section);
  const budgets = markdown.indexOf('\n## Budgets');
  if (budgets < 0) return `${markdown.trimEnd()}\n\n${section}\n`;
  return `${markdown.slice(0, budgets)}\n${section}\n${markdown.slice(budgets)}`;
}
