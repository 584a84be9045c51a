// The cost of GET /quiz/percentil, POST /quiz/statistics and the quiz's item-analysis report in the studio
// as one quiz's stored attempts grow from 10k to 100k to 1M (decisions 0008, 0030). A fresh PGlite database
// on disk, the seeded content, then attempts bulk-inserted with generate_series (each with an answer to
// every question of the quiz) and the counted scores and item-analysis sums derived from them; calls go
// through app.inject (auth, validation and serialisation included).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openPglite } from '../server/src/db/database';
import { migrate } from '../server/src/db/migrate';
import { seedIfEmpty } from '../server/src/db/seed/seed';
import { systemClock } from '../server/src/lib/clock';
import { signToken } from '../server/src/lib/tokens';
import { rebuildScores } from '../server/src/modules/progress/progress.service';
import { insertUser } from '../server/src/modules/users/users.service';
import { answersOfQuiz } from './growth-answers';

/** Calls measured per endpoint and size (after a warm-up). */
const CALLS = Number(process.env.GROWTH_CALLS ?? 300);
/** Attempts per learner on average: each learner has 1–4. */
const PER_LEARNER = 2.5;
const CHUNK = 250_000;
const LP = '/wp-json/learnpress/v1';

export interface GrowthRow {
  size: number;
  learners: number;
  buckets: number;
  loadSeconds: number;
  /** Wall times in ms. */
  percentile: number[];
  statistics: number[];
  /** The same percentile computed by reading every attempt (3 calls). */
  naive: number[];
  /** GET /studio/reports/quizzes/{id}: the quiz's item analysis, as an administrator. */
  report: number[];
  /** The report's per-question sums computed by reading every first attempt (1 call). */
  reportNaive: number[];
  /** Learners who pin one of the quiz's questions (rows the report counts). */
  pins: number;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;

/** Median of the largest size over the median of the smallest. */
export function growthRatio(rows: GrowthRow[], pick: (r: GrowthRow) => number[]): number {
  return median(pick(rows.at(-1)!)) / median(pick(rows[0]!));
}

/** Wall time of `calls` runs of `call` after a warm-up (JIT, plan and page caches), in ms. */
async function time(calls: number, call: (i: number) => Promise<void>, warmUp = 50): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await call(i);
  const out: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    await call(i);
    out.push(performance.now() - start);
  }
  return out;
}

export async function measureGrowth(sizes: number[]): Promise<GrowthRow[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'studovna-growth-'));
  const config = await loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'growth-benchmark-secret-long-enough-for-hs256',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web-build'),
  });
  const db = await openPglite(join(dataDir, 'pglite'));
  await migrate(db);
  await seedIfEmpty(db);
  const app = await buildApp({ config, db, clock: systemClock });
  await app.ready();
  try {
    const quizIds = (await db.query<{ item_id: number }>('select item_id from quizzes order by item_id')).map(
      (r) => r.item_id,
    );
    const [quiz] = await db.query<{ id: number; course_id: number }>(
      `select i.id, i.course_id from items i join quizzes q on q.item_id = i.id where not i.preview order by i.id limit 1`,
    );
    const me = (await insertUser(db, {
      username: 'growth.learner',
      email: 'growth.learner@example.cz',
      passwordHash: 'not-a-hash',
      displayName: 'Growth Learner',
      roles: ['subscriber', 'premium_osp', 'premium_zsv', 'premium_tsp'],
    }))!;
    await db.query(
      `insert into user_courses (user_id, course_id, status, graduation) values ($1, $2, 'enrolled', 'in-progress')`,
      [me.id, quiz!.course_id],
    );
    // the caller's own graded attempt, so both calls have the caller's counted score
    await db.query(
      `insert into quiz_attempts (user_id, quiz_id, course_id, status, finished_at, results, graduation, result, user_mark)
       values ($1, $2, $3, 'completed', now(), '{"question_count": 10, "question_empty": 0}', 'passed', 72.5, 7.25)`,
      [me.id, quiz!.id, quiz!.course_id],
    );
    const token = await signToken(config.jwtSecret, { userId: me.id, version: 0 });
    const headers = { host: 'localhost:3000', authorization: `Bearer ${token}` };
    const team = (await insertUser(db, {
      username: 'growth.team',
      email: 'growth.team@example.cz',
      passwordHash: 'not-a-hash',
      displayName: 'Growth Team',
      roles: ['administrator'],
    }))!;
    const teamHeaders = {
      host: 'localhost:3000',
      authorization: `Bearer ${await signToken(config.jwtSecret, { userId: team.id, version: 0 })}`,
    };
    const answers = await answersOfQuiz(db, quiz!.id);

    /** Adds `count` finished attempts of new learners: results normal around 65 %, two decimals. */
    const grow = async (count: number, firstUser: number): Promise<void> => {
      const learners = Math.round(count / PER_LEARNER);
      const [ids] = await db.query<{ lo: number; hi: number }>(
        `with u as (insert into users (username, email, password_hash, display_name)
                    select 'growth' || n, 'growth' || n || '@example.cz', 'x', 'Growth ' || n
                      from generate_series($1::int, $2::int) n returning id)
         select min(id) as lo, max(id) as hi from u`,
        [firstUser, firstUser + learners - 1],
      );
      // the rows are valid by construction: foreign-key triggers stay off for the bulk load only
      await db.exec('set session_replication_role = replica');
      for (let done = 0; done < count; done += CHUNK) {
        await db.query(
          `insert into quiz_attempts (user_id, quiz_id, course_id, status, retaken, started_at, finished_at, results,
                                      graduation, result, user_mark, time_spend)
           select $3::int + (i % $4::int), $1, $2, 'completed', 0, now() - make_interval(secs => 2000600 - i),
                  now() - make_interval(secs => 2000000 - i),
                  jsonb_build_object('question_count', 10, 'question_empty', i % 3, 'result', r, 'user_mark', r / 10,
                    'graded', $8::jsonb,
                    -- every question answered, right with the probability of the attempt's result
                    'answered', (select jsonb_object_agg(q.id::text, jsonb_build_object(
                                   'answered', case when q.c then q.right_answer
                                                    else q.wrong -> (floor(random() * jsonb_array_length(q.wrong)))::int end,
                                   'correct', q.c, 'mark', case when q.c then q.mark else 0 end))
                                   from (select x.*, random() * 100 < r as c
                                           from jsonb_to_recordset($7::jsonb)
                                             as x(id int, mark numeric, right_answer jsonb, wrong jsonb)) q)),
                  case when r >= 70 then 'passed' else 'failed' end, r, r / 10, 600
             from (select i, greatest(0, least(100,
                     round((65 + 18 * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()))::numeric, 2))) as r
                     from generate_series($5::int, $6::int) i) g`,
          [
            quiz!.id,
            quiz!.course_id,
            ids!.lo,
            ids!.hi - ids!.lo + 1,
            done,
            Math.min(count, done + CHUNK) - 1,
            JSON.stringify(answers.questions),
            JSON.stringify(answers.graded),
          ],
        );
      }
      // one in twenty of the new learners pins each question (the report counts the pins)
      await db.query(
        `insert into question_statuses (user_id, question_id, answer_status, pinned, pinned_at)
         select u, q, 1, true, now() from generate_series($1::int, $2::int) u, unnest($3::int[]) q
          where random() < 0.05`,
        [ids!.lo, ids!.hi, answers.questions.map((q) => q.id)],
      );
      await db.exec('set session_replication_role = origin');
      await rebuildScores(db, [quiz!.id]);
      await db.exec(
        'analyze quiz_attempts; analyze quiz_learner_best; analyze quiz_score_histogram; analyze quiz_score_coarse; analyze item_analysis_questions; analyze item_analysis_options',
      );
      // the pins are counted from the partial index alone once the visibility map is set
      await db.exec('vacuum analyze question_statuses');
    };

    const inject = async (method: 'GET' | 'POST', url: string, payload?: object): Promise<void> => {
      const res = await app.inject({ method, url: LP + url, headers, ...(payload ? { payload } : {}) });
      if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    };

    const rows: GrowthRow[] = [];
    let stored = 0;
    for (const size of sizes) {
      const started = performance.now();
      await grow(size - stored, stored + 1);
      stored = size;
      const loadSeconds = (performance.now() - started) / 1000;
      const [counts] = await db.query<{ learners: number; buckets: number }>(
        `select (select count(*) from quiz_learner_best where quiz_id = $1)::int as learners,
                (select count(*) from quiz_score_histogram where quiz_id = $1)::int as buckets`,
        [quiz!.id],
      );
      const warmUp = rows.length === 0 ? 300 : 50;
      const percentile = await time(
        CALLS,
        (i) => inject('GET', `/quiz/percentil?id=${quiz!.id}${i % 2 ? `&user_mark=${(i * 37) % 10}` : ''}`),
        warmUp,
      );
      const statistics = await time(
        CALLS,
        () => inject('POST', '/quiz/statistics', { id_list: quizIds }),
        warmUp,
      );
      // what a percentile would cost reading every attempt: the best per learner, then the share
      const naive = await time(
        3,
        async () => {
          await db.query(
            `select count(*) filter (where best <= 72.5)::float / count(*) as p
             from (select max(result) as best from quiz_attempts
                    where quiz_id = $1 and status = 'completed' and not practice group by user_id) b`,
            [quiz!.id],
          );
        },
        1,
      );
      const report = await time(CALLS, async () => {
        const res = await app.inject({
          method: 'GET',
          url: `/wp-json/studovna/v1/studio/reports/quizzes/${quiz!.id}`,
          headers: teamHeaders,
        });
        if (res.statusCode !== 200) throw new Error(`report: ${res.statusCode} ${res.body}`);
      });
      // what the report's sums would cost reading every learner's first attempt
      const reportNaive = await time(
        1,
        async () => {
          await db.query(
            `select a.key, count(*), count(*) filter (where (a.value ->> 'correct')::boolean)
               from (select distinct on (user_id) results from quiz_attempts
                      where quiz_id = $1 and status = 'completed' and not practice
                      order by user_id, finished_at, id) f
               cross join lateral jsonb_each(f.results -> 'answered') a group by a.key`,
            [quiz!.id],
          );
        },
        0,
      );
      const [{ pins }] = (await db.query<{ pins: number }>(
        'select count(*)::int as pins from question_statuses where pinned and question_id = any($1::int[])',
        [answers.questions.map((q) => q.id)],
      )) as [{ pins: number }];
      rows.push({ size, ...counts!, loadSeconds, percentile, statistics, naive, report, reportNaive, pins });
      console.log(`growth: ${size.toLocaleString('en')} attempts loaded in ${loadSeconds.toFixed(1)} s`);
    }
    return rows;
  } finally {
    await app.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
