import { describe, expect, it } from 'vitest';
import {
  addDays,
  defaultOrderPeriod,
  orderPeriodProblems,
  parsePlanLength,
  planLengthLabel,
  pragueDay,
  refundProblems,
  type OrderPeriod,
} from './orders-revenue';

describe('orderPeriodProblems', () => {
  it.each<[string, OrderPeriod, { path: string; code: string }[]]>([
    ['a month by days', { from: '2026-03-01', to: '2026-03-31', step: 'day' }, []],
    ['one day', { from: '2026-03-01', to: '2026-03-01', step: 'day' }, []],
    ['two years by months', { from: '2024-03-01', to: '2026-02-28', step: 'month' }, []],
    [
      'no such day',
      { from: '2026-02-30', to: '2026-03-01', step: 'day' },
      [{ path: 'from', code: 'orders.dateInvalid' }],
    ],
    [
      'not a date',
      { from: '1. 3. 2026', to: 'zítra', step: 'week' },
      [
        { path: 'from', code: 'orders.dateInvalid' },
        { path: 'to', code: 'orders.dateInvalid' },
      ],
    ],
    [
      'reversed',
      { from: '2026-03-02', to: '2026-03-01', step: 'day' },
      [{ path: 'to', code: 'orders.rangeReversed' }],
    ],
    [
      'longer than two years',
      { from: '2024-01-01', to: '2026-01-02', step: 'month' },
      [{ path: 'to', code: 'orders.rangeTooLong' }],
    ],
    [
      'too many days for daily bars',
      { from: '2026-01-01', to: '2026-07-06', step: 'day' },
      [{ path: 'step', code: 'orders.daysTooMany' }],
    ],
    ['the same by weeks', { from: '2026-01-01', to: '2026-07-06', step: 'week' }, []],
  ])('%s', (_, period, expected) => {
    expect(orderPeriodProblems(period).map(({ path, code }) => ({ path, code }))).toEqual(expected);
  });
});

describe('refundProblems', () => {
  it.each([
    ['', ['orders.reasonRequired']],
    ['   \n ', ['orders.reasonRequired']],
    ['Studující si plán koupil omylem.', []],
    ['x'.repeat(500), []],
    ['x'.repeat(501), ['orders.reasonTooLong']],
  ])('%j', (reason, codes) => expect(refundProblems(reason).map((p) => p.code)).toEqual(codes));
});

describe('Prague calendar days', () => {
  it.each([
    // 23:30 UTC on 31 March is already 1 April in Prague (summer time, UTC+2)
    ['2026-03-31T21:59:59Z', '2026-03-31'],
    ['2026-03-31T22:00:00Z', '2026-04-01'],
    // winter time, UTC+1
    ['2026-01-31T22:59:59Z', '2026-01-31'],
    ['2026-01-31T23:00:00Z', '2026-02-01'],
  ])('%s is %s', (time, day) => expect(pragueDay(new Date(time))).toBe(day));

  it('counts days across month and year ends; the default period is the last 30 days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(defaultOrderPeriod(new Date('2026-03-30T22:30:00Z'))).toEqual({
      from: '2026-03-02',
      to: '2026-03-31',
    });
  });
});

describe('parsePlanLength', () => {
  it.each([
    ['MONTH-3', { unit: 'MONTH', count: 3 }],
    ['DAY-1', { unit: 'DAY', count: 1 }],
    ['YEAR-1', null],
    ['MONTH-0', null],
    ['MONTH-3x', null],
  ])('%s', (key, expected) => expect(parsePlanLength(key)).toEqual(expected));
});

describe('planLengthLabel', () => {
  it.each([
    ['DAY', 1, 'cs', '1 den'],
    ['WEEK', 2, 'cs', '2 týdny'],
    ['MONTH', 3, 'cs', '3 měsíce'],
    ['MONTH', 6, 'cs', '6 měsíců'],
    ['DAY', 5, 'cs', '5 dní'],
    ['MONTH', 1, 'en', '1 month'],
    ['WEEK', 2, 'en', '2 weeks'],
  ] as const)('%s %d %s', (unit, count, locale, label) =>
    expect(planLengthLabel(unit, count, locale)).toBe(label),
  );
});
