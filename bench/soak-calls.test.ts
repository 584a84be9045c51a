import { describe, expect, it } from 'vitest';
import { createCallLog, percentile } from './soak-calls';

describe('the soak’s call log', () => {
  it('takes the nearest-rank percentile', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
  });

  it('counts each call, its errors and what the first five different failures said', () => {
    const log = createCallLog();
    for (let ms = 1; ms <= 100; ms++) log.ok('GET /courses', ms);
    log.ok('POST /quiz/finish', 30);
    for (const status of [500, 500, 502, 503, 504, 429, 400])
      log.failed('POST /quiz/finish', 90, `${status} no`);

    expect(log.figures()).toEqual([
      { name: 'GET /courses', count: 100, errors: 0, p50: 50, p99: 99, failures: [] },
      {
        name: 'POST /quiz/finish',
        count: 8,
        errors: 7,
        p50: 90,
        p99: 90,
        failures: [
          { what: '500 no', times: 2 },
          { what: '502 no', times: 1 },
          { what: '503 no', times: 1 },
          { what: '504 no', times: 1 },
          { what: '429 no', times: 1 },
        ],
      },
    ]);
  });
});
