import type { Penalty } from './penalty';
import { roundTo2 } from './percent';

/** A graded question as the exact sum takes it: points earned, points possible, the penalty applied. */
export interface PointsRow {
  earned: number;
  max: number;
  /** The penalty its answer (wrong or skipped) carries; null when nothing is taken off. */
  penalty: Penalty | null;
}

/**
 * Points earned less the penalties' shares of the questions' points, summed exactly (a third stays a
 * third: marks are counted in hundredths over the penalties' common denominator) and rounded once to two
 * decimals, half away from zero. `net` may be negative; the quiz floors its total at 0.
 */
export function exactPoints(rows: readonly PointsRow[]): { subtracted: number; net: number } {
  const hundredths = (points: number) => Math.round(points * 100);
  const den = [...new Set(rows.map((r) => r.penalty?.denominator ?? 1))].reduce((a, b) => a * b, 1);
  let taken = 0;
  let earned = 0;
  for (const r of rows) {
    earned += hundredths(r.earned) * den;
    if (r.penalty) taken += hundredths(r.max) * r.penalty.numerator * (den / r.penalty.denominator);
  }
  return { subtracted: roundTo2(taken / den / 100), net: roundTo2((earned - taken) / den / 100) };
}
