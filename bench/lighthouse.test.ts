import { describe, expect, it } from 'vitest';
import { median, medianFigures } from './lighthouse';

const run = (performance: number | null, lcp: number, tbt: number, benchmarkIndex: number | null) => ({
  performance,
  accessibility: 100,
  bestPractices: 96,
  metrics: { fcp: 1000, lcp, tbt },
  benchmarkIndex,
});

describe('median', () => {
  it('takes the middle figure, the mean of the middle two of an even count, and skips the unmeasured', () => {
    expect(median([71, 90, 80])).toBe(80);
    expect(median([90, null, 80, 85])).toBe(85);
    expect(median([90, 80, 85, 70])).toBe(83);
    expect(median([null])).toBeNull();
    expect(median([])).toBeNull();
  });
});

describe('medianFigures', () => {
  it('keeps each figure’s median over the runs, the machine’s benchmarkIndex too', () => {
    const figures = medianFigures(
      [run(71, 2400, 300, 1510), run(90, 2100, 120, 1490), run(80, 2900, 90, null)],
      '',
    );
    expect(figures).toEqual({
      performance: 80,
      accessibility: 100,
      bestPractices: 96,
      metrics: { fcp: 1000, lcp: 2400, tbt: 120 },
      benchmarkIndex: 1500,
      runs: 3,
    });
  });

  it('gives no figure and the reason when no run was scored', () => {
    const figures = medianFigures([], 'Chrome prevented page load');
    expect(figures.performance).toBeNull();
    expect(figures.metrics).toEqual({ fcp: null, lcp: null, tbt: null });
    expect(figures.runs).toBe(0);
    expect(figures.failure).toBe('Chrome prevented page load');
  });
});
