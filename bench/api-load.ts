// The API under load on one database: a fresh server in production mode, learners with started attempts,
// then each call measured with autocannon (check_answer and finish over queues of fresh work).
import { message } from '@studovna/core';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_JWT_SECRET, prepareDatabase, type BenchState } from './api-setup';
import { interleave, measure, measureQueue, type LoadRow, type Verify, type Work } from './autocannon-load';
import { API, startServer } from './server-process';

/**
 * Learners of the run: each starts every quiz, checks every instant-check question, finishes all. 120
 * make the queues of check_answer and finish a few seconds long each, so the JIT's first requests are a
 * small part of them.
 */
export const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 120);

export interface StartedQuestion {
  id: number;
  type: string;
  options: { value: string; ids?: string[] }[];
}

interface StartedAttempt {
  token: string;
  quizId: number;
  instantCheck: boolean;
  questions: StartedQuestion[];
}

/** An answer of the question's type: option `pick` (wrapping), blanks filled with a word. */
export function answerOf(q: StartedQuestion, pick: number): unknown {
  const option = q.options[pick % Math.max(1, q.options.length)];
  if (q.type === 'fill_in_blanks')
    return Object.fromEntries(q.options.flatMap((o) => o.ids ?? []).map((id) => [id, 'slovo']));
  if (q.type === 'multi_choice') return option ? [option.value] : [];
  if (q.type === 'sorting_choice') return q.options.map((o) => o.value);
  return option?.value ?? '';
}

async function post(origin: string, path: string, token: string, body: unknown) {
  const res = await fetch(origin + API + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { status: string; message: string; data: unknown };
  if (!res.ok || json.status !== 'success') throw new Error(`${path}: ${res.status} ${json.message}`);
  return json;
}

/** Every learner starts every quiz (10 at a time): the attempts check_answer and finish work on. */
async function startAttempts(origin: string, state: BenchState): Promise<StartedAttempt[]> {
  const jobs = state.tokens.flatMap((token) => state.quizzes.map((quiz) => ({ token, quiz })));
  const out: StartedAttempt[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < jobs.length) {
        const { token, quiz } = jobs[next++]!;
        const started = await post(origin, '/quiz/start', token, { id: quiz.id });
        const data = started.data as { questions: StartedQuestion[] };
        out.push({ token, quizId: quiz.id, instantCheck: quiz.instantCheck, questions: data.questions });
      }
    }),
  );
  return out;
}

const expecting =
  (code: 'quiz.checked' | 'quiz.finished'): Verify =>
  (body) => {
    const json = JSON.parse(body) as { status?: string; message?: string };
    const expected = [message(code, 'cs'), message(code, 'en')];
    return json.status === 'success' && expected.includes(json.message ?? '')
      ? null
      : `answered “${json.message}” instead of “${expected[0]}”`;
  };

export interface ApiRun {
  rows: LoadRow[];
  setupSeconds: number;
}

/** Until every worker of a cluster listens (the server answers as soon as the first one does). */
const WORKERS_WARM_UP_MS = 5_000;

/**
 * Measures the bare route before each call and once after the last, and gives each call the mean of the
 * ceilings on both sides of it: the machine is shared, and its load moves within a run.
 */
export function bracketed(ceiling: () => Promise<LoadRow>) {
  let before: Promise<LoadRow> | null = null;
  return async (call: () => Promise<LoadRow>): Promise<LoadRow> => {
    const first = await (before ?? ceiling());
    const row = await call();
    before = ceiling();
    return { ...row, ceilingRps: (first.rps + (await before).rps) / 2 };
  };
}

/**
 * The calls measured on a fresh database, served by `workers` processes (PostgreSQL only above 1); with
 * `ceiling`, each call is bracketed by the bare route measured just before and just after it.
 */
export async function measureApi(
  port: number,
  databaseUrl?: string,
  workers = 1,
  ceiling?: () => Promise<LoadRow>,
): Promise<ApiRun> {
  const began = performance.now();
  const dataDir = await mkdtemp(join(tmpdir(), 'studovna-bench-'));
  const state = await prepareDatabase({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) }, LEARNERS);
  const server = await startServer(port, {
    DATA_DIR: dataDir,
    JWT_SECRET: BENCH_JWT_SECRET,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    WORKERS: String(workers),
  });
  if (workers > 1) await new Promise((resolve) => setTimeout(resolve, WORKERS_WARM_UP_MS));
  try {
    const site = server.origin + API;
    const attempts = await startAttempts(server.origin, state);
    const setupSeconds = (performance.now() - began) / 1000;
    const rows: LoadRow[] = [];
    const around = ceiling ? bracketed(ceiling) : (call: () => Promise<LoadRow>) => call();
    rows.push(
      await around(() => measure('GET /courses (10 a page, guest)', { url: `${site}/courses?per_page=10` })),
    );
    rows.push(
      await around(() =>
        measure('GET /courses/{id} (curriculum, learner state)', {
          url: `${site}/courses/${state.courseIds[0]}`,
          headers: { authorization: `Bearer ${state.tokens[0]}` },
        }),
      ),
    );
    // check_answer: every question of every instant-check attempt, once, learners in turn
    const checks: Work[] = interleave(
      attempts
        .filter((a) => a.instantCheck)
        .map((a) =>
          a.questions.map((q, i) => ({
            method: 'POST' as const,
            path: `${API}/quiz/check_answer`,
            token: a.token,
            body: { id: a.quizId, question_id: q.id, answered: answerOf(q, i) },
          })),
        ),
    );
    rows.push(
      await around(() =>
        measureQueue(
          'POST /quiz/check_answer (a fresh question each)',
          site,
          checks,
          expecting('quiz.checked'),
        ),
      ),
    );
    // finish: every started attempt once, with answers to every question
    const finishes: Work[] = attempts.map((a, n) => ({
      method: 'POST',
      path: `${API}/quiz/finish`,
      token: a.token,
      body: {
        id: a.quizId,
        answered: Object.fromEntries(a.questions.map((q, i) => [q.id, answerOf(q, i + n)])),
        time_spend: 300,
      },
    }));
    rows.push(
      await around(() =>
        measureQueue(
          'POST /quiz/finish (a started attempt each)',
          site,
          finishes,
          expecting('quiz.finished'),
        ),
      ),
    );
    let turn = 0;
    const quizIds = state.quizzes.map((q) => q.id);
    rows.push(
      await measure('GET /quiz/percentil (learners and quizzes in turn)', {
        url: site,
        requests: [
          {
            setupRequest: (req) => {
              const n = turn++;
              return {
                ...req,
                path: `${API}/quiz/percentil?id=${quizIds[n % quizIds.length]}&user_mark=${n % 10}`,
                headers: {
                  ...req.headers,
                  authorization: `Bearer ${state.tokens[Math.floor(n / quizIds.length) % state.tokens.length]}`,
                },
              };
            },
          },
        ],
      }),
    );
    return { rows, setupSeconds };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
