const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * When a practice question is due again, in words of the locale: "za 10 minut", "za 3 hodiny" (later
 * today), "zítra", "pozítří", "za 4 dny", "za 2 měsíce", "za 2 roky". Days are calendar days of the
 * learner's time zone; a time already past counts as a minute from now.
 */
export function relativeDue(due: Date, now: Date, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const ms = Math.max(due.getTime() - now.getTime(), 0);
  const days = Math.round((startOfDay(due) - startOfDay(now)) / DAY);
  if (ms < HOUR) return format.format(Math.max(1, Math.ceil(ms / MINUTE)), 'minute');
  if (days <= 0) return format.format(Math.max(1, Math.round(ms / HOUR)), 'hour');
  if (days < 45) return format.format(days, 'day');
  if (days < 365) return format.format(Math.round(days / 30.44), 'month');
  return format.format(Math.round(days / 365.25), 'year');
}
