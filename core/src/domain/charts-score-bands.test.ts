import { describe, expect, it } from 'vitest';
import { bandOfResult, bandOfScore, bandRange, SCORE_BANDS } from './charts-score-bands';

describe('score bands: ten bands of ten percent, the last one holding 100 %', () => {
  it('has ten bands', () => expect(SCORE_BANDS).toBe(10));

  it.each([
    [0, 0],
    [9.99, 0],
    [10, 1],
    [45.5, 4],
    [71.43, 7],
    [89.99, 8],
    [90, 9],
    [99.99, 9],
    [100, 9],
    [-3, 0],
    [150, 9],
    [Number.NaN, 0],
  ])('result %d %% → band %d', (result, band) => expect(bandOfResult(result)).toBe(band));

  it.each([
    [0, 0],
    [999, 0],
    [1000, 1],
    [9999, 9],
    [10000, 9],
    [12000, 9],
    [-1, 0],
  ])('stored score %d → band %d', (score, band) => expect(bandOfScore(score)).toBe(band));

  it.each([
    [0, [0, 10]],
    [4, [40, 50]],
    [9, [90, 100]],
  ])('band %d covers %j', (band, range) => expect(bandRange(band)).toEqual(range));
});
