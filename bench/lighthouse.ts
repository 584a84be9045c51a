// Lighthouse 12.8 (the CLI, mobile preset = the default config, Debian Chromium headless) on pages of the
// production server, as a guest: home, the course list, a course detail and a course's sample quiz. Each
// page is scored LIGHTHOUSE_RUNS times (5 unless set) and the run with the median performance is kept,
// as Lighthouse advises for its run-to-run variance.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CHROMIUM } from './web-size';
import { API, ROOT } from './server-process';

const run = promisify(execFile);

export interface LighthousePage {
  name: string;
  path: string;
}

export interface LighthouseRow extends LighthousePage {
  /** 0–100 each; null when the category could not be scored. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  /** The metrics behind the performance score (ms; null when not measured). */
  metrics?: { fcp: number | null; lcp: number | null; tbt: number | null };
  /** Runs scored. */
  runs?: number;
  /** Why the page has no scores (both tries failed). */
  failure?: string;
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

async function score(url: string): Promise<Omit<LighthouseRow, 'name' | 'path'>> {
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
  };
}

/** The last lines Lighthouse or Chromium wrote before failing. */
function failureOf(error: unknown): string {
  const stderr = (error as { stderr?: string }).stderr?.trim();
  const lines = (stderr || (error instanceof Error ? error.message : String(error))).split('\n');
  return lines.slice(-2).join(' ').slice(0, 300);
}

/** Of several scorings of a page, the one with the median performance (the lower middle of an even count). */
export function medianRun<T extends { performance: number | null }>(runs: T[]): T | undefined {
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5) || 5);

/**
 * Each page `LIGHTHOUSE_RUNS` times, keeping the median run; a failed run is tried again once, and a page
 * with no run at all is scored n/a with the reason.
 */
export async function measureLighthouse(
  appOrigin: string,
  pages: LighthousePage[],
): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const page of pages) {
    const scored: Omit<LighthouseRow, 'name' | 'path'>[] = [];
    let failure = '';
    for (let run = 0, failures = 0; scored.length < RUNS && failures < 2; run++) {
      try {
        scored.push(await score(appOrigin + page.path));
      } catch (error) {
        failures++;
        failure = failureOf(error);
        console.error(`bench: Lighthouse of ${page.path} failed: ${failure}`);
      }
    }
    const median = medianRun(scored);
    rows.push(
      median
        ? { ...page, ...median, runs: scored.length }
        : { ...page, performance: null, accessibility: null, bestPractices: null, failure },
    );
  }
  return rows;
}
