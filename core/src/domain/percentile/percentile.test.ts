import { describe, expect, it } from 'vitest';
import { toPercent } from '../grading/percent';
import {
  answeredPercent,
  countedAttempt,
  percentileFromCounts,
  percentileOfScore,
  replacesBest,
  resultOfMark,
  scoreOfResult,
  type ScoredAttempt,
} from './percentile';

describe('percentileOfScore: share of learners whose counted score is at most the score', () => {
  const cohort = [2000, 5000, 5000, 5000, 7000, 10000];
  it.each([
    ['top score is the 100th percentile', 10000, cohort, 1],
    ['ties share one percentile (3 tied at 5000: 4 of 6)', 5000, cohort, 0.6667],
    ['bottom score counts itself (1 of 6)', 2000, cohort, 0.1667],
    ['below every score', 1999, cohort, 0],
    ['between scores', 6000, cohort, 0.6667],
    ['above every score', 10000, [3000, 4000], 1],
    ['single learner, own score', 4200, [4200], 1],
    ['single learner, a lower mark', 4100, [4200], 0],
    ['everybody tied', 8000, [8000, 8000, 8000], 1],
    ['bottom of two', 0, [0, 10000], 0.5],
    ['empty: compared with itself alone', 3000, [], 1],
    ['empty, zero mark', 0, [], 1],
  ])('%s', (_name, score, counted, expected) => {
    expect(percentileOfScore(score, counted)).toBe(expected);
  });

  it('is never lower for a higher score', () => {
    const counted = [0, 1250, 1250, 3333, 5000, 6667, 6667, 6667, 9000, 10000];
    let last = -1;
    for (let s = 0; s <= 10000; s += 7) {
      const p = percentileOfScore(s, counted);
      expect(p).toBeGreaterThanOrEqual(last);
      last = p;
    }
    expect(last).toBe(0.9);
    expect(percentileOfScore(10000, counted)).toBe(1);
  });
});

describe('percentileFromCounts: four decimals, so the app shows percent with two (SPEC §4)', () => {
  it.each([
    [1, 3, 0.3333, 33.33],
    [2, 3, 0.6667, 66.67],
    [1, 8, 0.125, 12.5],
    [1, 32, 0.0313, 3.13],
    [1, 20000, 0.0001, 0.01],
    [1, 30000, 0, 0],
    [7, 7, 1, 100],
    [0, 7, 0, 0],
    [0, 0, 1, 100],
    [9, 7, 1, 100],
    [-1, 7, 0, 0],
  ])('%d of %d → %d (%d %)', (atOrBelow, total, fraction, percent) => {
    const p = percentileFromCounts(atOrBelow, total);
    expect(p).toBe(fraction);
    expect(toPercent(p)).toBe(percent);
  });
});

describe('scoreOfResult: result percent × 100 as an integer 0–10 000', () => {
  it.each([
    [57.14, 5714],
    [71.43, 7143],
    [100, 10000],
    [0, 0],
    [0.01, 1],
    [-5, 0],
    [150, 10000],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%d → %d', (result, score) => expect(scoreOfResult(result)).toBe(score));
});

describe('resultOfMark: points to percent as grading computes it', () => {
  it.each([
    [5, 7, 71.43],
    [8.5, 10, 85],
    [1, 3, 33.33],
    [0, 7, 0],
    [-2, 7, 0],
    [7, 7, 100],
    [12, 7, 100],
    [3, 0, 0],
    [Number.NaN, 7, 0],
  ])('%d of %d → %d', (mark, total, result) => expect(resultOfMark(mark, total)).toBe(result));
});

describe('countedAttempt: the best finished graded attempt, the earliest of ties', () => {
  const a = (id: number, score: number, more: Partial<ScoredAttempt> = {}): ScoredAttempt => ({
    id,
    score,
    finished: true,
    practice: false,
    ...more,
  });
  it.each([
    ['no attempts', [], undefined],
    ['one attempt', [a(1, 4000)], 1],
    ['the best of three', [a(1, 4000), a(2, 9000), a(3, 6000)], 2],
    ['ties: the earliest', [a(3, 7000), a(5, 7000), a(1, 2000)], 3],
    ['a practice run never counts', [a(1, 4000), a(2, 10000, { practice: true })], 1],
    ['an unfinished attempt never counts', [a(1, 4000), a(2, 0, { finished: false })], 1],
    ['only practice runs', [a(1, 10000, { practice: true })], undefined],
  ])('%s', (_name, attempts, expectedId) => {
    expect(countedAttempt(attempts)?.id).toBe(expectedId);
  });

  it.each([
    [5000, undefined, true],
    [5001, 5000, true],
    [5000, 5000, false],
    [4999, 5000, false],
  ])('replacesBest(%d, %s) → %s', (score, best, expected) =>
    expect(replacesBest(score, best)).toBe(expected),
  );
});

describe('answeredPercent: user_progress of the statistics', () => {
  it.each([
    [10, 0, 100],
    [10, 10, 0],
    [9, 2, 77.78],
    [3, 1, 66.67],
    [0, 0, 0],
    [4, 7, 0],
  ])('%d questions, %d empty → %d %', (count, empty, percent) =>
    expect(answeredPercent(count, empty)).toBe(percent),
  );
});
