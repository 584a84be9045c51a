// Lighthouse 12.8 (the CLI, mobile preset = the default config, Debian Chromium headless) on pages of the
// production server, as a guest: home, the course list, a course detail and a course's sample quiz, each
// beside its reference (the same first screen as static HTML and CSS, reference-pages.ts). A page and its
// reference are scored in turn, LIGHTHOUSE_RUNS times each (5 unless set), so the machine's load moves
// both alike; each figure kept is the median of its runs, for Lighthouse's run-to-run variance.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CHROMIUM } from './web-size';
import { API, ROOT } from './server-process';

const run = promisify(execFile);

export interface LighthousePage {
  name: string;
  path: string;
}

/** A page's (or its reference's) scores, each the median of its runs. */
export interface LighthouseFigures {
  /** 0–100 each; null when the category could not be scored. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  /** The metrics behind the performance score (ms; null when not measured). */
  metrics: { fcp: number | null; lcp: number | null; tbt: number | null };
  /** Lighthouse's `benchmarkIndex` of the machine during the runs (higher is faster). */
  benchmarkIndex: number | null;
  /** Runs scored. */
  runs: number;
  /** Why there are no scores (both tries failed). */
  failure?: string;
}

export interface LighthouseRow extends LighthousePage, LighthouseFigures {
  /** The same first screen as static HTML and CSS (reference-pages.ts), scored in the same session. */
  reference: LighthouseFigures;
}

interface Curriculum {
  sections?: { items?: { id: number; type: string; preview?: boolean }[] }[];
}

/** The first preview quiz of `courseId`: the quiz a guest may open (the sample of a paid course). */
export async function previewQuizPath(apiOrigin: string, courseId: number): Promise<string> {
  const course = (await (await fetch(`${apiOrigin}${API}/courses/${courseId}`)).json()) as Curriculum;
  const quiz = (course.sections ?? [])
    .flatMap((s) => s.items ?? [])
    .find((i) => i.type === 'lp_quiz' && i.preview);
  if (!quiz) throw new Error(`course ${courseId} has no preview quiz`);
  return `/kurzy/${courseId}/lp_quiz/${quiz.id}`;
}

/** One Lighthouse run: the figures of `LighthouseFigures`, each from this run. */
type Run = Omit<LighthouseFigures, 'runs' | 'failure'>;

async function score(url: string): Promise<Run> {
  const { stdout } = await run(
    'npx',
    [
      'lighthouse',
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices',
      // a busy machine loads slowly: wait longer than the default 45 s before giving up on the page
      '--max-wait-for-load=90000',
      // a Czech learner's browser: an English one would also load the English messages (first visit)
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --accept-lang=cs-CZ,cs',
    ],
    { cwd: ROOT, env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 256 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as {
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<string, { numericValue?: number } | undefined>;
    environment?: { benchmarkIndex?: number };
    runtimeError?: { message: string };
  };
  if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.message}`);
  const of = (id: string) => {
    const s = report.categories[id]?.score;
    return s === null || s === undefined ? null : Math.round(s * 100);
  };
  const ms = (id: string) => {
    const value = report.audits[id]?.numericValue;
    return value === undefined ? null : Math.round(value);
  };
  return {
    metrics: {
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
    },
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('best-practices'),
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
  };
}

/** The last lines Lighthouse or Chromium wrote before failing. */
function failureOf(error: unknown): string {
  const stderr = (error as { stderr?: string }).stderr?.trim();
  const lines = (stderr || (error instanceof Error ? error.message : String(error))).split('\n');
  return lines.slice(-2).join(' ').slice(0, 300);
}

/** The median of the figures measured (the mean of the middle two of an even count); null when none was. */
export function median(values: (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = (sorted.length - 1) / 2;
  return Math.round((sorted[Math.floor(middle)]! + sorted[Math.ceil(middle)]!) / 2);
}

/** Of several runs, each figure's median; n/a with `failure` when there was no run. */
export function medianFigures(runs: Run[], failure: string): LighthouseFigures {
  const of = (figure: (run: Run) => number | null) => median(runs.map(figure));
  return {
    performance: of((r) => r.performance),
    accessibility: of((r) => r.accessibility),
    bestPractices: of((r) => r.bestPractices),
    metrics: { fcp: of((r) => r.metrics.fcp), lcp: of((r) => r.metrics.lcp), tbt: of((r) => r.metrics.tbt) },
    benchmarkIndex: of((r) => r.benchmarkIndex),
    runs: runs.length,
    ...(runs.length ? {} : { failure }),
  };
}

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5) || 5);

/** What is scored of one address: its runs so far, its failed tries and the last failure's reason. */
interface Scoring {
  url: string;
  runs: Run[];
  failures: number;
  failure: string;
}

const wanted = (s: Scoring) => s.runs.length < RUNS && s.failures < 2;

/** Where the pages' references are: `origin` serves each at the page's own path, but those `unmade`. */
export interface References {
  origin: string;
  /** Why a page's path has no reference. */
  unmade: Map<string, string>;
}

/**
 * Each page and its reference in turn (page, reference, page, …) until each has `LIGHTHOUSE_RUNS` runs;
 * a failed run is tried again once, and a page or reference with no run at all is scored n/a with the
 * reason.
 */
export async function measureLighthouse(
  appOrigin: string,
  references: References,
  pages: LighthousePage[],
): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const page of pages) {
    const unmade = references.unmade.get(page.path);
    const pair: Scoring[] = [
      { url: appOrigin + page.path, runs: [], failures: 0, failure: '' },
      unmade === undefined
        ? { url: references.origin + page.path, runs: [], failures: 0, failure: '' }
        : { url: references.origin + page.path, runs: [], failures: 2, failure: `no reference: ${unmade}` },
    ];
    while (pair.some(wanted))
      for (const scoring of pair.filter(wanted)) {
        try {
          scoring.runs.push(await score(scoring.url));
        } catch (error) {
          scoring.failures++;
          scoring.failure = failureOf(error);
          console.error(`bench: Lighthouse of ${scoring.url} failed: ${scoring.failure}`);
        }
      }
    const [own, reference] = pair.map((s) => medianFigures(s.runs, s.failure));
    rows.push({ ...page, ...own!, reference: reference! });
  }
  return rows;
}
