/** The time the server's rules see. Tests that need another moment (a plan's expiry) pass their own. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until it is moved: `clock.set(date)`, `clock.advance(ms)`. */
export function manualClock(
  start: Date = new Date(),
): Clock & { set(at: Date): void; advance(ms: number): void } {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    set: (date) => {
      at = date.getTime();
    },
    advance: (ms) => {
      at += ms;
    },
  };
}
