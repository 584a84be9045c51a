import { replacesBest, SCORE_BAND_WIDTH, SCORE_BANDS } from '@studovna/core/domain';
import type { Queryable } from '../../db/database';

/**
 * Counted scores (migration 0005, decision 0008): each learner's best graded score of a quiz in
 * `quiz_learner_best`, and how many learners hold each score in `quiz_score_histogram`. A percentile
 * reads at most 10 001 histogram rows of one quiz, never the attempts.
 */

export interface ScoreCounts {
  /** Learners whose counted score is at most the score asked about. */
  atOrBelow: number;
  /** Learners with a counted score. */
  total: number;
}

/** Histogram changes in ascending score order, so concurrent finishes never lock two rows crosswise. */
async function changeHistogram(tx: Queryable, quizId: number, changes: [score: number, delta: 1 | -1][]) {
  for (const [score, delta] of [...changes].sort((a, b) => a[0] - b[0])) {
    if (delta > 0)
      await tx.query(
        `insert into quiz_score_histogram (quiz_id, score, learners) values ($1, $2, 1)
         on conflict (quiz_id, score) do update set learners = quiz_score_histogram.learners + 1`,
        [quizId, score],
      );
    else
      await tx.query(
        'update quiz_score_histogram set learners = learners - 1 where quiz_id = $1 and score = $2',
        [quizId, score],
      );
  }
}

export interface GradedScore {
  quizId: number;
  userId: number;
  attemptId: number;
  /** Result × 100 (scoreOfResult). */
  score: number;
}

/**
 * Counts a graded finish, in the finish's transaction: the learner's first score enters the histogram;
 * a strictly better one moves the learner from the old score to the new; any other only adds to the
 * learner's number of attempts.
 */
export async function recordGradedScore(tx: Queryable, graded: GradedScore): Promise<void> {
  const { quizId, userId, attemptId, score } = graded;
  const inserted = await tx.query(
    `insert into quiz_learner_best (quiz_id, user_id, best_score, best_attempt_id, attempts)
     values ($1, $2, $3, $4, 1) on conflict (quiz_id, user_id) do nothing returning quiz_id`,
    [quizId, userId, score, attemptId],
  );
  if (inserted.length > 0) return changeHistogram(tx, quizId, [[score, 1]]);
  const [before] = await tx.query<{ best_score: number }>(
    'select best_score from quiz_learner_best where quiz_id = $1 and user_id = $2 for update',
    [quizId, userId],
  );
  if (!replacesBest(score, before!.best_score)) {
    await tx.query(
      'update quiz_learner_best set attempts = attempts + 1 where quiz_id = $1 and user_id = $2',
      [quizId, userId],
    );
    return;
  }
  await tx.query(
    `update quiz_learner_best set attempts = attempts + 1, best_score = $3, best_attempt_id = $4
      where quiz_id = $1 and user_id = $2`,
    [quizId, userId, score, attemptId],
  );
  await changeHistogram(tx, quizId, [
    [before!.best_score, -1],
    [score, 1],
  ]);
}

/**
 * Derives both tables of the given quizzes from their stored attempts (the seed's bulk load, the
 * benchmark, and the check that the live upkeep is right). The same rule as the migration's backfill.
 */
export async function rebuildScores(tx: Queryable, quizIds: readonly number[]): Promise<void> {
  await tx.query('delete from quiz_score_histogram where quiz_id = any($1::int[])', [quizIds]);
  await tx.query('delete from quiz_learner_best where quiz_id = any($1::int[])', [quizIds]);
  await tx.query(
    `insert into quiz_learner_best (quiz_id, user_id, best_score, best_attempt_id, attempts)
     select distinct on (quiz_id, user_id)
            quiz_id, user_id, round(result * 100)::int, id, count(*) over (partition by quiz_id, user_id)
       from quiz_attempts
      where quiz_id = any($1::int[]) and status = 'completed' and not practice and result is not null
      order by quiz_id, user_id, result desc, id`,
    [quizIds],
  );
  await tx.query(
    `insert into quiz_score_histogram (quiz_id, score, learners)
     select quiz_id, best_score, count(*) from quiz_learner_best
      where quiz_id = any($1::int[]) group by quiz_id, best_score`,
    [quizIds],
  );
}

/**
 * Takes a learner out of every quiz's distribution. Account deletion calls it in its transaction
 * before the user row goes (the cascade would drop the learner's rows but not the histogram counts).
 */
export async function forgetLearnerScores(tx: Queryable, userId: number): Promise<void> {
  const rows = await tx.query<{ quiz_id: number; best_score: number }>(
    'delete from quiz_learner_best where user_id = $1 returning quiz_id, best_score',
    [userId],
  );
  for (const row of rows.sort((a, b) => a.quiz_id - b.quiz_id))
    await changeHistogram(tx, row.quiz_id, [[row.best_score, -1]]);
}

/** The two counts of a score on a quiz: one indexed sum over the quiz's histogram rows. */
export async function scoreCounts(db: Queryable, quizId: number, score: number): Promise<ScoreCounts> {
  const [row] = await db.query<{ at_or_below: number | null; total: number | null }>(
    `select sum(learners) filter (where score <= $2) as at_or_below, sum(learners) as total
       from quiz_score_histogram where quiz_id = $1`,
    [quizId, score],
  );
  return { atOrBelow: row?.at_or_below ?? 0, total: row?.total ?? 0 };
}

export interface ScoreDistribution extends ScoreCounts {
  /** Learners per band of ten percent, lowest first (bandOfScore: the last band holds 100 %). */
  bands: number[];
}

/**
 * The two counts of a score and the learners per band of ten percent, in one query over the quiz's
 * histogram rows (grouped by band, so at most ten rows come back).
 */
export async function scoreDistribution(
  db: Queryable,
  quizId: number,
  score: number,
): Promise<ScoreDistribution> {
  const rows = await db.query<{ band: number; learners: number | null; at_or_below: number | null }>(
    `select least(score / $3, $4 - 1) as band, sum(learners) as learners,
            sum(learners) filter (where score <= $2) as at_or_below
       from quiz_score_histogram where quiz_id = $1 group by 1`,
    [quizId, score, SCORE_BAND_WIDTH, SCORE_BANDS],
  );
  const bands = Array.from({ length: SCORE_BANDS }, () => 0);
  let atOrBelow = 0;
  for (const row of rows) {
    bands[row.band] = row.learners ?? 0;
    atOrBelow += row.at_or_below ?? 0;
  }
  return { atOrBelow, total: bands.reduce((sum, n) => sum + n, 0), bands };
}

/** The counts of several scores of one quiz in one query (an attempt history); `total` is shared. */
export async function scoreCountsOf(
  db: Queryable,
  quizId: number,
  scores: readonly number[],
): Promise<{ atOrBelow: Map<number, number>; total: number }> {
  if (scores.length === 0) return { atOrBelow: new Map(), total: 0 };
  const rows = await db.query<{ score: number; at_or_below: number | null; total: number | null }>(
    `select s.score,
            (select sum(h.learners) from quiz_score_histogram h where h.quiz_id = $1 and h.score <= s.score)
              as at_or_below,
            (select sum(learners) from quiz_score_histogram where quiz_id = $1) as total
       from unnest($2::int[]) as s(score)`,
    [quizId, [...new Set(scores)]],
  );
  return {
    atOrBelow: new Map(rows.map((r) => [r.score, r.at_or_below ?? 0])),
    total: rows[0]?.total ?? 0,
  };
}

/** The learner's counted score of a quiz, undefined before the first graded finish. */
export async function findBestScore(db: Queryable, quizId: number, userId: number) {
  const [row] = await db.query<{ best_score: number; best_attempt_id: number }>(
    'select best_score, best_attempt_id from quiz_learner_best where quiz_id = $1 and user_id = $2',
    [quizId, userId],
  );
  return row;
}

/** Sums over no rows are null. */
interface ScoreCountsRow {
  at_or_below: number | null;
  total: number | null;
}

export interface LearnerStatisticRow extends ScoreCounts {
  quiz_id: number;
  best_score: number;
  attempts: number;
  user_mark: number;
  question_count: number;
  question_empty: number;
}

/** The learner's counted score of each quiz with its percentile counts, in one query; unfinished quizzes are absent. */
export async function findLearnerStatistics(
  db: Queryable,
  userId: number,
  quizIds: readonly number[],
): Promise<LearnerStatisticRow[]> {
  const rows = await db.query<Omit<LearnerStatisticRow, keyof ScoreCounts> & ScoreCountsRow>(
    `select b.quiz_id, b.best_score, b.attempts, a.user_mark,
            coalesce((a.results ->> 'question_count')::int, 0) as question_count,
            coalesce((a.results ->> 'question_empty')::int, 0) as question_empty,
            h.at_or_below, h.total
       from quiz_learner_best b
       join quiz_attempts a on a.id = b.best_attempt_id
      cross join lateral (
            select sum(learners) filter (where score <= b.best_score) as at_or_below, sum(learners) as total
              from quiz_score_histogram where quiz_id = b.quiz_id) h
      where b.user_id = $1 and b.quiz_id = any($2::int[])`,
    [userId, quizIds],
  );
  return rows.map(({ at_or_below, total, ...row }) => ({
    ...row,
    atOrBelow: at_or_below ?? 0,
    total: total ?? 0,
  }));
}
