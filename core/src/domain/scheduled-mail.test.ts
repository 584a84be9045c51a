import { describe, expect, it } from 'vitest';
import { isoWeek, mailRetryAt, planEndingNoticeAt, weeklySummaryDue } from './scheduled-mail';

const at = (iso: string) => new Date(iso);

describe('planEndingNoticeAt', () => {
  it.each<[string, string, string | null]>([
    ['2026-03-01T10:00:00.000Z', '2026-04-01T10:00:00.000Z', '2026-03-29T10:00:00.000Z'],
    ['2026-03-01T10:00:00.000Z', '2026-03-08T10:00:00.000Z', '2026-03-05T10:00:00.000Z'],
    // three days or less: never announced
    ['2026-03-01T10:00:00.000Z', '2026-03-04T10:00:00.000Z', null],
    ['2026-03-01T10:00:00.000Z', '2026-03-02T10:00:00.000Z', null],
  ])('a plan from %s to %s is announced at %s', (start, end, notice) => {
    expect(planEndingNoticeAt(at(start), at(end))?.toISOString() ?? null).toBe(notice);
  });
});

describe('weeklySummaryDue', () => {
  it.each<[string, string, string]>([
    // winter (CET, UTC+1): Monday 7:00 in Prague is 6:00 UTC
    ['2026-01-12T06:00:00.000Z', '2026-01-12T06:00:00.000Z', '2026-W03'],
    ['2026-01-12T05:59:59.000Z', '2026-01-05T06:00:00.000Z', '2026-W02'],
    ['2026-01-15T12:00:00.000Z', '2026-01-12T06:00:00.000Z', '2026-W03'],
    // 0:30 on Monday in Prague (Sunday in UTC): before 7:00, still the week before's
    ['2026-01-18T23:30:00.000Z', '2026-01-12T06:00:00.000Z', '2026-W03'],
    // summer (CEST, UTC+2): 5:00 UTC
    ['2026-07-06T05:00:00.000Z', '2026-07-06T05:00:00.000Z', '2026-W28'],
    ['2026-07-06T04:59:00.000Z', '2026-06-29T05:00:00.000Z', '2026-W27'],
    // the week clocks move forward (Sunday 29 March 2026): Monday 23 March is still winter time
    ['2026-03-29T12:00:00.000Z', '2026-03-23T06:00:00.000Z', '2026-W13'],
    ['2026-03-30T05:00:00.000Z', '2026-03-30T05:00:00.000Z', '2026-W14'],
    // the ISO year differs from the calendar year around New Year
    ['2027-01-01T12:00:00.000Z', '2026-12-28T06:00:00.000Z', '2026-W53'],
    ['2025-12-31T12:00:00.000Z', '2025-12-29T06:00:00.000Z', '2026-W01'],
  ])('at %s the summary due is the one of %s (%s)', (now, dueAt, week) => {
    const due = weeklySummaryDue(at(now));
    expect(due.dueAt.toISOString()).toBe(dueAt);
    expect(due.week).toBe(week);
  });
});

describe('isoWeek', () => {
  it.each<[number, number, number, string]>([
    [2026, 1, 1, '2026-W01'],
    [2021, 1, 3, '2020-W53'],
    [2024, 12, 30, '2025-W01'],
    [2026, 6, 15, '2026-W25'],
  ])('%i-%i-%i is in %s', (y, m, d, week) => expect(isoWeek(y, m, d)).toBe(week));
});

describe('mailRetryAt', () => {
  const now = at('2026-03-10T08:00:00.000Z');
  it.each<[number, string | null]>([
    [1, '2026-03-10T08:01:00.000Z'],
    [2, '2026-03-10T08:05:00.000Z'],
    [3, '2026-03-10T08:30:00.000Z'],
    [4, '2026-03-10T10:00:00.000Z'],
    [5, '2026-03-10T14:00:00.000Z'],
    [6, null],
  ])('after %i failed attempts the next is at %s', (attempts, next) => {
    expect(mailRetryAt(attempts, now)?.toISOString() ?? null).toBe(next);
  });
});
