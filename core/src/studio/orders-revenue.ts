import { czechCount, PERIOD_UNITS, type PeriodUnit } from '../domain/study-plans';
import type { FieldProblem } from './field-problems';
import type { OrdersMessageCode } from './orders-messages';

/**
 * Orders and revenue in the studio (decision 0028): the filter of the team's order list and revenue
 * totals, and the refund's reason. Pure rules; the server enforces them and the studio checks them before
 * it asks. Days, weeks and months are those of Europe/Prague.
 */

/** Every status an order is stored with (LearnPress's, without `lp-`). */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'completed',
  'cancelled',
  'refunded',
  'failed',
] as const;
export type StoredOrderStatus = (typeof ORDER_STATUSES)[number];

/** How revenue is totalled: per calendar day, ISO week (Monday first) or calendar month. */
export const REVENUE_STEPS = ['day', 'week', 'month'] as const;
export type RevenueStep = (typeof REVENUE_STEPS)[number];

export const ORDERS_TIME_ZONE = 'Europe/Prague';

export const ORDERS_LIMITS = {
  /** The longest period the list and the totals cover: two years. */
  rangeDays: 731,
  /** Totals per day: at most half a year of bars. */
  dayBuckets: 186,
  /** The default period: the last 30 days, today included. */
  defaultDays: 30,
  /** Characters of a refund's reason. */
  reason: 500,
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` that names a real calendar day, as a UTC midnight; null otherwise. */
function parseDay(value: string): number | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day
    ? time
    : null;
}

export const isCalendarDay = (value: string): boolean => parseDay(value) !== null;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ORDERS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of `time` in Europe/Prague, `YYYY-MM-DD`. */
export const pragueDay = (time: Date): string => dayFormat.format(time);

/** The calendar day `days` after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  const time = parseDay(day);
  if (time === null) throw new RangeError(`not a calendar day: ${day}`);
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (1 for the same day). */
export const daysBetween = (from: string, to: string): number =>
  Math.round(((parseDay(to) ?? 0) - (parseDay(from) ?? 0)) / 86_400_000) + 1;

/** The period shown when none is asked for: the last 30 days in Prague, today included. */
export function defaultOrderPeriod(now: Date): { from: string; to: string } {
  const to = pragueDay(now);
  return { from: addDays(to, 1 - ORDERS_LIMITS.defaultDays), to };
}

export interface OrderPeriod {
  from: string;
  to: string;
  step: RevenueStep;
}

/** What is wrong with a period and its step, field by field; none when it can be asked for. */
export function orderPeriodProblems(period: OrderPeriod): FieldProblem<OrdersMessageCode>[] {
  const problems: FieldProblem<OrdersMessageCode>[] = [];
  const from = parseDay(period.from);
  const to = parseDay(period.to);
  if (from === null) problems.push({ path: 'from', code: 'orders.dateInvalid' });
  if (to === null) problems.push({ path: 'to', code: 'orders.dateInvalid' });
  if (from === null || to === null) return problems;
  const days = daysBetween(period.from, period.to);
  if (days < 1) problems.push({ path: 'to', code: 'orders.rangeReversed' });
  else if (days > ORDERS_LIMITS.rangeDays)
    problems.push({ path: 'to', code: 'orders.rangeTooLong', values: { max: ORDERS_LIMITS.rangeDays } });
  else if (period.step === 'day' && days > ORDERS_LIMITS.dayBuckets)
    problems.push({ path: 'step', code: 'orders.daysTooMany', values: { max: ORDERS_LIMITS.dayBuckets } });
  return problems;
}

/** What is wrong with a refund's reason (trimmed before it is checked). */
export function refundProblems(reason: string): FieldProblem<OrdersMessageCode>[] {
  const trimmed = reason.trim();
  if (trimmed === '') return [{ path: 'reason', code: 'orders.reasonRequired' }];
  if (trimmed.length > ORDERS_LIMITS.reason)
    return [{ path: 'reason', code: 'orders.reasonTooLong', values: { max: ORDERS_LIMITS.reason } }];
  return [];
}

/** A plan's length as one filter value: `MONTH-3`. */
export const planLengthKey = (unit: PeriodUnit, count: number): string => `${unit}-${count}`;

/** A length filter value back as its unit and count; null when it is not one. */
export function parsePlanLength(key: string): { unit: PeriodUnit; count: number } | null {
  const match = /^(DAY|WEEK|MONTH)-([1-9]\d{0,2})$/.exec(key);
  if (!match || !(PERIOD_UNITS as readonly string[]).includes(match[1]!)) return null;
  return { unit: match[1] as PeriodUnit, count: Number(match[2]) };
}

/** An order's number as the app and the studio show it: `#000123`. */
export const orderNumber = (id: number): string => `#${String(id).padStart(6, '0')}`;

const LENGTH_WORDS: Record<PeriodUnit, { cs: [string, string, string]; en: [string, string] }> = {
  DAY: { cs: ['den', 'dny', 'dní'], en: ['day', 'days'] },
  WEEK: { cs: ['týden', 'týdny', 'týdnů'], en: ['week', 'weeks'] },
  MONTH: { cs: ['měsíc', 'měsíce', 'měsíců'], en: ['month', 'months'] },
};

/** A plan's length in words: `3 měsíce`, `1 týden`; `3 months` in English. */
export function planLengthLabel(unit: PeriodUnit, count: number, locale: 'cs' | 'en' = 'cs'): string {
  const words = LENGTH_WORDS[unit];
  return locale === 'en'
    ? `${count} ${count === 1 ? words.en[0] : words.en[1]}`
    : czechCount(count, ...words.cs);
}
