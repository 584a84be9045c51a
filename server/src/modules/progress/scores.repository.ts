import { replacesBest, SCORE_BAND_WIDTH, SCORE_BANDS, type AnswerStatus } from '@studovna/core/domain';
import type { Queryable } from '../../db/database';
import { countedAttempt } from './attempts.repository';
import { rebuildItemAnalysis } from './item-analysis.repository';
import { answerStatusesParams, answerStatusesUpsert } from './question-status.repository';

/**
 * Counted scores (migrations 0005 and 0011, decision 0008): each learner's best graded score of a quiz
 * in `quiz_learner_best`, how many learners hold each score in `quiz_score_histogram`, and how many hold
 * a score in each bucket of one percent in `quiz_score_coarse`. A percentile reads at most 101 coarse
 * rows and the 100 fine rows of one bucket, never the attempts.
 */

/** Scores per coarse bucket: bucket = score / 100 (0–100; bucket 100 holds 10 000 alone). */
export const COARSE_WIDTH = 100;

export const bucketOfScore = (score: number): number => Math.floor(score / COARSE_WIDTH);

export interface ScoreCounts {
  /** Learners whose counted score is at most the score asked about. */
  atOrBelow: number;
  /** Learners with a counted score. */
  total: number;
}

/** The net change of each coarse bucket, ascending; buckets that net to nothing are left alone. */
function coarseChanges(
  changes: readonly [score: number, delta: number][],
): [bucket: number, delta: number][] {
  const net = new Map<number, number>();
  for (const [score, delta] of changes)
    net.set(bucketOfScore(score), (net.get(bucketOfScore(score)) ?? 0) + delta);
  return [...net].filter(([, delta]) => delta !== 0).sort((a, b) => a[0] - b[0]);
}

/**
 * Histogram changes: the fine rows in ascending score order, then the coarse rows in ascending bucket
 * order. Every writer locks in this one order, so concurrent finishes never lock two rows crosswise.
 */
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
  for (const [bucket, delta] of coarseChanges(changes)) {
    if (delta > 0)
      await tx.query(
        `insert into quiz_score_coarse (quiz_id, bucket, learners) values ($1, $2, $3)
         on conflict (quiz_id, bucket) do update set learners = quiz_score_coarse.learners + excluded.learners`,
        [quizId, bucket, delta],
      );
    else
      await tx.query(
        'update quiz_score_coarse set learners = learners + $3 where quiz_id = $1 and bucket = $2',
        [quizId, bucket, delta],
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
 * The writes of a graded finish that a first score makes, as CTEs a statement of several writes can carry
 * (the attempt's completion carries them: decision 0042): gated on `gate` (a condition on the statement's
 * other CTEs), the learner's first score enters the fine row, then its coarse bucket (the order of
 * changeHistogram), and the finish's answer statuses (`freshStatuses`) ride along (their rows are the
 * learner's own, which no writer of the score tables locks). `p(n)` names the n-th parameter of
 * {@link gradedScoreParams}; the CTE `best` holds a row when the score was the learner's first.
 */
export const gradedScoreWrites = (gate: string, p: (n: number) => string): string =>
  `best as (
       insert into quiz_learner_best (quiz_id, user_id, best_score, best_attempt_id, attempts)
       select ${p(1)}::int, ${p(2)}::int, ${p(3)}::int, ${p(4)}::int, 1 where ${gate}
       on conflict (quiz_id, user_id) do nothing returning quiz_id),
     fine as (
       insert into quiz_score_histogram (quiz_id, score, learners) select ${p(1)}, ${p(3)}, 1 from best
       on conflict (quiz_id, score) do update set learners = quiz_score_histogram.learners + 1
       returning 1),
     coarse as (
       insert into quiz_score_coarse (quiz_id, bucket, learners) select ${p(1)}, ${p(5)}, 1 from best
       on conflict (quiz_id, bucket) do update set learners = quiz_score_coarse.learners + 1
       returning 1),
     statuses as (${answerStatusesUpsert(p(2), p(6), p(7), gate)})`;

/** The parameters of {@link gradedScoreWrites}, in order. */
export const gradedScoreParams = (
  graded: GradedScore,
  statuses: ReadonlyMap<number, AnswerStatus>,
): unknown[] => [
  graded.quizId,
  graded.userId,
  graded.score,
  graded.attemptId,
  bucketOfScore(graded.score),
  ...answerStatusesParams(statuses),
];

/**
 * Counts a graded finish, in the finish's transaction: the learner's first score enters the histogram;
 * a strictly better one moves the learner from the old score to the new; any other only adds to the
 * learner's number of attempts. The finish's answer statuses (`freshStatuses`) are applied in the same
 * first statement.
 */
export async function recordGradedScore(
  tx: Queryable,
  graded: GradedScore,
  statuses: ReadonlyMap<number, AnswerStatus> = new Map(),
): Promise<void> {
  const [first] = await tx.query<{ first: number }>(
    `with ${gradedScoreWrites('true', (n) => `$${n}`)}
     select (select count(*) from best)::int as first, (select count(*) from fine) as fine,
            (select count(*) from coarse) as coarse, (select count(*) from statuses) as statuses`,
    gradedScoreParams(graded, statuses),
  );
  if (first!.first === 0) await recordLaterScore(tx, graded);
}

/**
 * The rest of counting a finish whose score was not the learner's first ({@link gradedScoreWrites} wrote
 * nothing to the score tables): a strictly better score moves the learner from the old score to the new;
 * any other only adds to the learner's number of attempts.
 */
export async function recordLaterScore(tx: Queryable, graded: GradedScore): Promise<void> {
  const { quizId, userId, attemptId, score } = graded;
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
 * Derives the three tables of the given quizzes from their stored attempts (the seed's bulk load, the
 * benchmark, and the check that the live upkeep is right), and the item analysis of the learners' first
 * attempts with them. The same rule as the migrations' backfills.
 */
export async function rebuildScores(tx: Queryable, quizIds: readonly number[]): Promise<void> {
  await rebuildItemAnalysis(tx, quizIds);
  await tx.query('delete from quiz_score_histogram where quiz_id = any($1::int[])', [quizIds]);
  await tx.query('delete from quiz_learner_best where quiz_id = any($1::int[])', [quizIds]);
  await tx.query(
    `insert into quiz_learner_best (quiz_id, user_id, best_score, best_attempt_id, attempts)
     select distinct on (quiz_id, user_id)
            quiz_id, user_id, round(result * 100)::int, id, count(*) over (partition by quiz_id, user_id)
       from quiz_attempts a
      where quiz_id = any($1::int[]) and ${countedAttempt('a')}
      order by quiz_id, user_id, result desc, id`,
    [quizIds],
  );
  await tx.query(
    `insert into quiz_score_histogram (quiz_id, score, learners)
     select quiz_id, best_score, count(*) from quiz_learner_best
      where quiz_id = any($1::int[]) group by quiz_id, best_score`,
    [quizIds],
  );
  await rebuildCoarse(tx, quizIds);
}

/** Derives the coarse buckets of the given quizzes from their fine histogram rows (as migration 0011). */
export async function rebuildCoarse(tx: Queryable, quizIds: readonly number[]): Promise<void> {
  await tx.query('delete from quiz_score_coarse where quiz_id = any($1::int[])', [quizIds]);
  await tx.query(
    `insert into quiz_score_coarse (quiz_id, bucket, learners)
     select quiz_id, score / ${COARSE_WIDTH}, sum(learners) from quiz_score_histogram
      where quiz_id = any($1::int[]) group by quiz_id, score / ${COARSE_WIDTH}`,
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

/**
 * Learners of a quiz at or below a score within its own bucket: an indexed range of at most 100 fine
 * rows. `$1` is the quiz and `score` the SQL expression of the score.
 */
const inBucketSql = (score: string) =>
  `(select sum(h.learners) from quiz_score_histogram h
     where h.quiz_id = $1 and h.score >= ${score} / ${COARSE_WIDTH} * ${COARSE_WIDTH} and h.score <= ${score})`;

/**
 * The two counts of a score on a quiz: the coarse buckets below the score's bucket (at most 101 rows)
 * and the fine rows of its bucket up to the score (at most 100), in one query.
 */
export async function scoreCounts(db: Queryable, quizId: number, score: number): Promise<ScoreCounts> {
  const [row] = await db.query<{ below: number | null; in_bucket: number | null; total: number | null }>(
    `select sum(learners) filter (where bucket < $2::int / ${COARSE_WIDTH}) as below,
            ${inBucketSql('$2::int')} as in_bucket, sum(learners) as total
       from quiz_score_coarse where quiz_id = $1`,
    [quizId, score],
  );
  return { atOrBelow: (row?.below ?? 0) + (row?.in_bucket ?? 0), total: row?.total ?? 0 };
}

export interface ScoreDistribution extends ScoreCounts {
  /** Learners per band of ten percent, lowest first (bandOfScore: the last band holds 100 %). */
  bands: number[];
}

/**
 * The two counts of a score and the learners per band of ten percent, in one query over the quiz's
 * coarse buckets (grouped by band, so at most ten rows come back) and the fine rows of the score's bucket.
 */
export async function scoreDistribution(
  db: Queryable,
  quizId: number,
  score: number,
): Promise<ScoreDistribution> {
  const rows = await db.query<{
    band: number;
    learners: number | null;
    below: number | null;
    in_bucket: number | null;
  }>(
    `select least(bucket / $3::int, $4::int - 1) as band, sum(learners) as learners,
            sum(learners) filter (where bucket < $2::int / ${COARSE_WIDTH}) as below,
            ${inBucketSql('$2::int')} as in_bucket
       from quiz_score_coarse where quiz_id = $1 group by 1`,
    [quizId, score, SCORE_BAND_WIDTH / COARSE_WIDTH, SCORE_BANDS],
  );
  const bands = Array.from({ length: SCORE_BANDS }, () => 0);
  let atOrBelow = rows[0]?.in_bucket ?? 0;
  for (const row of rows) {
    bands[row.band] = row.learners ?? 0;
    atOrBelow += row.below ?? 0;
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
    `with c as (select bucket, learners from quiz_score_coarse where quiz_id = $1)
     select s.score,
            coalesce((select sum(c.learners) from c where c.bucket < s.score / ${COARSE_WIDTH}), 0)
              + coalesce(${inBucketSql('s.score')}, 0) as at_or_below,
            (select sum(learners) from c) as total
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
            coalesce(c.below, 0) + coalesce(f.in_bucket, 0) as at_or_below, c.total
       from quiz_learner_best b
       join quiz_attempts a on a.id = b.best_attempt_id
      cross join lateral (
            select sum(learners) filter (where bucket < b.best_score / ${COARSE_WIDTH}) as below,
                   sum(learners) as total
              from quiz_score_coarse where quiz_id = b.quiz_id) c
      cross join lateral (
            select sum(learners) as in_bucket from quiz_score_histogram
             where quiz_id = b.quiz_id and score >= b.best_score / ${COARSE_WIDTH} * ${COARSE_WIDTH}
               and score <= b.best_score) f
      where b.user_id = $1 and b.quiz_id = any($2::int[])`,
    [userId, quizIds],
  );
  return rows.map(({ at_or_below, total, ...row }) => ({
    ...row,
    atOrBelow: at_or_below ?? 0,
    total: total ?? 0,
  }));
}
