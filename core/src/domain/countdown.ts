/** SPEC §4/§9: the upcoming-course countdown ticks every 1000 ms and shows zeros once the course started. */
export const COUNTDOWN_TICK_MS = 1000;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The start time has come (all parts are 0). */
  started: boolean;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Time left until `start` at `now` (both epoch ms), split into whole days, hours, minutes and seconds
 * (rounded down). At or after the start — or for an unreadable start — every part is 0.
 */
export function countdown(start: number, now: number): CountdownParts {
  const left = start - now;
  if (!Number.isFinite(left) || left <= 0)
    return { days: 0, hours: 0, minutes: 0, seconds: 0, started: true };
  const whole = Math.floor(left / SECOND) * SECOND;
  return {
    days: Math.floor(whole / DAY),
    hours: Math.floor((whole % DAY) / HOUR),
    minutes: Math.floor((whole % HOUR) / MINUTE),
    seconds: Math.floor((whole % MINUTE) / SECOND),
    started: whole === 0,
  };
}

/** `2025-03-01T14:05:00Z` (WordPress REST; no zone means UTC, as the server sends) → epoch ms. */
export function parseUtcDateTime(value: string): number {
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(value);
  return Date.parse(hasZone ? value : `${value}Z`);
}
