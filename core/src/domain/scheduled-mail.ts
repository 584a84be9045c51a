/**
 * When the scheduled e-mails are due (decision 0031): a plan's end is announced 3 days before, the
 * instructors' summary every Monday at 7:00 in Prague, and a refused send is tried again later.
 */

const DAY_MS = 86_400_000;

/** How long before its end a plan's end is announced. */
export const PLAN_ENDING_NOTICE_MS = 3 * DAY_MS;

/**
 * When the learner is told their plan ends: 3 days before its end. A plan that lasts 3 days or less is
 * not announced (it would be announced at its very start): null.
 */
export function planEndingNoticeAt(startsAt: Date, expiresAt: Date): Date | null {
  const at = expiresAt.getTime() - PLAN_ENDING_NOTICE_MS;
  return at > startsAt.getTime() ? new Date(at) : null;
}

const PRAGUE = 'Europe/Prague';
/** The hour of Monday (Prague time) the weekly summary is sent at. */
export const WEEKLY_SUMMARY_HOUR = 7;

const pragueParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: PRAGUE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  weekday: 'short',
});

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The wall-clock time in Prague at `at`, with the weekday (1 Monday … 7 Sunday). */
function inPrague(at: Date) {
  const parts = Object.fromEntries(pragueParts.formatToParts(at).map((p) => [p.type, p.value]));
  const n = (type: string) => Number(parts[type]);
  return {
    year: n('year'),
    month: n('month'),
    day: n('day'),
    hour: n('hour'),
    minute: n('minute'),
    second: n('second'),
    weekday: WEEKDAYS.indexOf(String(parts.weekday)) + 1,
  };
}

/** The instant when Prague's clocks show that date and hour (an hour that exists once: not 2:00–3:00). */
function pragueInstant(year: number, month: number, day: number, hour: number): Date {
  const guess = Date.UTC(year, month - 1, day, hour);
  const shown = inPrague(new Date(guess));
  const offset =
    Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute, shown.second) - guess;
  return new Date(guess - offset);
}

/** ISO 8601 week of a calendar date: `2026-W02`. */
export function isoWeek(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  // the Thursday of the same week decides the year
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * The instructors' summary last due at `now`: Monday 7:00 in Prague of this week, or of the week before
 * when it is earlier on Monday. Its ISO week names it; it is due until the next one is.
 */
export function weeklySummaryDue(now: Date): { dueAt: Date; week: string } {
  const today = inPrague(now);
  let back = today.weekday - 1;
  if (back === 0 && today.hour < WEEKLY_SUMMARY_HOUR) back = 7;
  const monday = new Date(Date.UTC(today.year, today.month - 1, today.day - back));
  const [year, month, day] = [monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate()];
  return { dueAt: pragueInstant(year, month, day, WEEKLY_SUMMARY_HOUR), week: isoWeek(year, month, day) };
}

/** The waits before the 2nd, 3rd … attempt to send an e-mail whose send failed for a passing reason. */
export const MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];

/** Attempts to send one e-mail, the first included, before it is given up. */
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;

/** When to try again after `attempts` failed attempts; null when it is given up. */
export function mailRetryAt(attempts: number, now: Date): Date | null {
  const wait = MAIL_RETRY_DELAYS_MS[attempts - 1];
  return wait === undefined ? null : new Date(now.getTime() + wait);
}
