// The state the API benchmark needs before the server starts: the seeded content, learners with every
// study plan enrolled in every course, and their bearer tokens. Written straight into the database the
// server then opens (a fresh PGlite data dir or a fresh PostgreSQL database).
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/open-database';
import { signToken } from '../server/src/lib/tokens';

export const BENCH_JWT_SECRET = 'bench-secret-long-enough-for-hs256-signatures';

export interface BenchQuiz {
  id: number;
  courseId: number;
  instantCheck: boolean;
}

/** A learner of the bench as the app knows them after logging in. */
export interface BenchLearner {
  id: number;
  name: string;
  email: string;
}

export interface BenchState {
  tokens: string[];
  /** The learner of each token, in the same order. */
  learners: BenchLearner[];
  quizzes: BenchQuiz[];
  courseIds: number[];
}

export async function prepareDatabase(
  target: { dataDir: string; databaseUrl?: string },
  learners: number,
): Promise<BenchState> {
  const config = await loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: target.dataDir,
    JWT_SECRET: BENCH_JWT_SECRET,
    LOG_LEVEL: 'silent',
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  });
  const db = await openDatabase(config);
  try {
    const users = await db.query<{ id: number; display_name: string; email: string }>(
      `insert into users (username, email, password_hash, display_name, nickname, roles)
       select 'bench' || n, 'bench' || n || '@example.cz', 'not-a-hash', 'Bench ' || n, 'bench' || n,
              array['subscriber', 'premium_osp', 'premium_zsv', 'premium_tsp']
         from generate_series(1, $1::int) n
       returning id, display_name, email`,
      [learners],
    );
    const quizzes = (
      await db.query<{ id: number; course_id: number; instant_check: boolean }>(
        // the chapters' quizzes: a mock test (decision 0041) is ten times their size and taken rarely, so
        // the calls measured stay those a learner makes every evening, comparable run to run
        `select i.id, i.course_id, q.instant_check from items i join quizzes q on q.item_id = i.id
          where jsonb_array_length(q.parts) = 0 order by i.id`,
      )
    ).map((q) => ({ id: q.id, courseId: q.course_id, instantCheck: q.instant_check }));
    const courseIds = [...new Set(quizzes.map((q) => q.courseId))];
    await db.query(
      `insert into user_courses (user_id, course_id, status, graduation, start_time)
       select u, c, 'enrolled', 'in-progress', now() from unnest($1::int[]) u, unnest($2::int[]) c`,
      [users.map((u) => u.id), courseIds],
    );
    const tokens = await Promise.all(
      users.map((u) => signToken(config.jwtSecret, { userId: u.id, version: 0 })),
    );
    return {
      tokens,
      learners: users.map((u) => ({ id: u.id, name: u.display_name, email: u.email })),
      quizzes,
      courseIds,
    };
  } finally {
    await db.close();
  }
}
