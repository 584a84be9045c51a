import { describe, expect, it } from 'vitest';
import { countdown, COUNTDOWN_TICK_MS, parseUtcDateTime } from './countdown';

const start = Date.UTC(2030, 0, 10, 12, 0, 0);
const s = 1000;
const min = 60 * s;
const h = 60 * min;
const d = 24 * h;

describe('countdown', () => {
  it('ticks every second', () => expect(COUNTDOWN_TICK_MS).toBe(1000));

  it.each([
    ['2 d 3 h 4 min 5 s before', start - (2 * d + 3 * h + 4 * min + 5 * s), [2, 3, 4, 5, false]],
    ['exactly one day before', start - d, [1, 0, 0, 0, false]],
    ['half a second before (rounded down to 0, counts as started)', start - 500, [0, 0, 0, 0, true]],
    ['1.5 s before', start - 1500, [0, 0, 0, 1, false]],
    ['59 s before', start - 59 * s, [0, 0, 0, 59, false]],
    ['at the start', start, [0, 0, 0, 0, true]],
    ['after the start', start + 5 * d, [0, 0, 0, 0, true]],
    ['100 days before', start - 100 * d, [100, 0, 0, 0, false]],
  ] as const)('%s', (_, now, [days, hours, minutes, seconds, started]) => {
    expect(countdown(start, now)).toEqual({ days, hours, minutes, seconds, started });
  });

  it('shows zeros for an unreadable start', () => {
    expect(countdown(Number.NaN, start)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      started: true,
    });
  });

  it.each([
    ['2030-01-10T12:00:00Z', start],
    ['2030-01-10T12:00:00', start],
    ['2030-01-10T13:00:00+01:00', start],
    ['2030-01-10T13:00:00+0100', start],
  ])('reads %s as UTC', (text, ms) => expect(parseUtcDateTime(text)).toBe(ms));
});
