import { describe, expect, it } from 'vitest';
import { medianRun } from './lighthouse';

describe('medianRun', () => {
  it('keeps the run with the median performance', () => {
    const runs = [
      { performance: 71, id: 'a' },
      { performance: 90, id: 'b' },
      { performance: 80, id: 'c' },
    ];
    expect(medianRun(runs)?.id).toBe('c');
  });

  it('takes the lower middle of an even count, and an unscored run as the lowest', () => {
    const runs = [
      { performance: 90, id: 'a' },
      { performance: null, id: 'b' },
      { performance: 80, id: 'c' },
      { performance: 85, id: 'd' },
    ];
    expect(medianRun(runs)?.id).toBe('c');
    expect(medianRun([])).toBeUndefined();
  });
});
