import { roundTo2 } from '../grading/percent';

/**
 * The percentile of a quiz result (decision 0008). Every learner who finished the quiz has one counted
 * score: the best result of their finished graded attempts (practice runs never count). The percentile of
 * a score s is the share of learners whose counted score is at most s, so the top score is 1 (the 100th
 * percentile), tied learners share one percentile, a single learner is at 1, and a score below every
 * counted one is 0. It travels as a fraction 0–1 with four decimals, which the app shows as a percent
 * with two (SPEC §4).
 */

/** Scores are stored as the result percent × 100: an integer 0–10 000, exact for two decimals. */
export const SCORE_MAX = 10_000;

/** The stored score of a result in percent (0–100, two decimals): ×100, rounded, clamped. Not finite → 0. */
export function scoreOfResult(resultPercent: number): number {
  if (!Number.isFinite(resultPercent)) return 0;
  return Math.min(SCORE_MAX, Math.max(0, Math.round(resultPercent * 100)));
}

/**
 * The result in percent of a mark in points, as grading computes it (LearnPress): two decimals of the
 * quiz's total mark; 0 when nothing was earned or there is nothing to earn; 100 at most.
 */
export function resultOfMark(userMark: number, totalMark: number): number {
  if (!(userMark > 0) || !(totalMark > 0) || !Number.isFinite(totalMark)) return 0;
  if (userMark >= totalMark) return 100;
  return roundTo2((userMark * 100) / totalMark);
}

/**
 * The percentile from the histogram's two counts: learners at or below the score, and all learners.
 * With nobody to compare with, the mark is compared with itself alone: 1, as for a single learner.
 */
export function percentileFromCounts(atOrBelow: number, total: number): number {
  if (!(total > 0)) return 1;
  const share = Math.min(Math.max(atOrBelow, 0), total);
  return Math.round((share * 10_000) / total) / 10_000;
}

/** The definition over a plain list of counted scores, one per learner. */
export const percentileOfScore = (score: number, counted: readonly number[]): number =>
  percentileFromCounts(counted.filter((s) => s <= score).length, counted.length);

/** A learner's attempt as the counting rule sees it. */
export interface ScoredAttempt {
  id: number;
  /** Result × 100 (see {@link scoreOfResult}). */
  score: number;
  finished: boolean;
  practice: boolean;
}

/** A new graded score replaces the counted one only when strictly higher: of equal scores the earliest stays. */
export const replacesBest = (score: number, best: number | undefined): boolean =>
  best === undefined || score > best;

/** The attempt that counts for a learner: the best finished graded one, the earliest (lowest id) of ties. */
export function countedAttempt<T extends ScoredAttempt>(attempts: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const a of [...attempts].sort((x, y) => x.id - y.id)) {
    if (a.finished && !a.practice && replacesBest(a.score, best?.score)) best = a;
  }
  return best;
}

/** Statistics' `user_progress`: answered questions in percent, two decimals; 0 for a quiz without questions. */
export function answeredPercent(questionCount: number, questionEmpty: number): number {
  if (!(questionCount > 0)) return 0;
  return roundTo2(
    ((questionCount - Math.min(Math.max(questionEmpty, 0), questionCount)) * 100) / questionCount,
  );
}
