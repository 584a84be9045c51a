const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/** "před 2 hodinami", "včera", "nyní" — how long ago `timestamp` was, in the given language. */
export function relativeTime(timestamp: number, now: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const elapsed = Math.max(0, now - timestamp);
  for (const [unit, size] of UNITS)
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  return format.format(0, 'second');
}
