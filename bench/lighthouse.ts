// Lighthouse 12.8 (the CLI, mobile preset = the default config, Debian Chromium headless) on pages of the
// production server, as a guest: home, the course list, a course detail and a course's sample quiz.
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
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { cwd: ROOT, env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 256 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as {
    categories: Record<string, { score: number | null } | undefined>;
    runtimeError?: { message: string };
  };
  if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.message}`);
  const of = (id: string) => {
    const s = report.categories[id]?.score;
    return s === null || s === undefined ? null : Math.round(s * 100);
  };
  return {
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

/** Each page once; a failed page is tried again once, then scored n/a with the reason. */
export async function measureLighthouse(
  appOrigin: string,
  pages: LighthousePage[],
): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const page of pages) {
    let failure = '';
    for (let attempt = 0; attempt < 2 && !rows.some((r) => r.path === page.path); attempt++) {
      try {
        rows.push({ ...page, ...(await score(appOrigin + page.path)) });
      } catch (error) {
        failure = failureOf(error);
        console.error(`bench: Lighthouse of ${page.path} failed: ${failure}`);
      }
    }
    if (!rows.some((r) => r.path === page.path))
      rows.push({ ...page, performance: null, accessibility: null, bestPractices: null, failure });
  }
  return rows;
}
