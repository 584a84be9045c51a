import { SCORE_MAX, scoreOfResult } from './percentile';

/**
 * The distribution of a quiz's counted scores in ten bands of ten percent: 0–10 %, 10–20 %, …, 90–100 %.
 * Each band holds its lower bound and not its upper one, except the last, which holds 100 %.
 */
export const SCORE_BANDS = 10;

/** Stored scores (result × 100) per band. */
export const SCORE_BAND_WIDTH = SCORE_MAX / SCORE_BANDS;

/** The band 0–9 of a stored score 0–10 000 (out of range is clamped). */
export const bandOfScore = (score: number): number =>
  Math.min(SCORE_BANDS - 1, Math.max(0, Math.floor((Number.isFinite(score) ? score : 0) / SCORE_BAND_WIDTH)));

/** The band 0–9 of a result in percent (two decimals, as grading gives it). */
export const bandOfResult = (resultPercent: number): number => bandOfScore(scoreOfResult(resultPercent));

/** The percent range of band `i`: [from, to], e.g. band 4 → [40, 50]. */
export const bandRange = (band: number): [from: number, to: number] => [band * 10, band * 10 + 10];
