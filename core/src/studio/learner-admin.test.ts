import { describe, expect, it } from 'vitest';
import { endOfPragueDay, lastDayOf, parseDay, planEndProblems, reasonProblems } from './learner-admin';

describe('a plan’s last day in Czech time', () => {
  it.each([
    ['2026-01-15', '2026-01-15T23:00:00.000Z'],
    ['2026-07-15', '2026-07-15T22:00:00.000Z'],
    // the day the clocks go forward, and back
    ['2026-03-29', '2026-03-29T22:00:00.000Z'],
    ['2026-10-25', '2026-10-25T23:00:00.000Z'],
    ['2026-12-31', '2026-12-31T23:00:00.000Z'],
  ])('%s ends at %s', (day, end) => {
    expect(endOfPragueDay(day)?.toISOString()).toBe(end);
    expect(lastDayOf(new Date(end))).toBe(day);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-1-5', '5. 1. 2026', ''])('%j is no day', (text) => {
    expect(parseDay(text)).toBeNull();
    expect(endOfPragueDay(text)).toBeNull();
  });
});

describe('planEndProblems', () => {
  const now = new Date('2026-05-10T10:00:00Z');
  const runsUntil = new Date('2026-06-10T10:00:00Z');
  it.each<[string, Parameters<typeof planEndProblems>[1], string | null]>([
    ['', { now, required: false }, null],
    ['', { now, required: true }, 'learners.dateRequired'],
    ['2026-05-31x', { now, required: false }, 'learners.dateInvalid'],
    ['2026-05-09', { now, required: false }, 'learners.datePast'],
    ['2026-05-10', { now, required: false }, null],
    ['2031-05-10', { now, required: false }, null],
    ['2031-05-12', { now, required: false }, 'learners.dateTooFar'],
    ['2026-06-10', { now, runsUntil, required: true }, 'learners.dateNotLater'],
    ['2026-06-11', { now, runsUntil, required: true }, null],
  ])('%j %o → %s', (text, context, code) => {
    expect(planEndProblems(text, context)[0]?.code ?? null).toBe(code);
  });
});

describe('reasonProblems', () => {
  it.each([
    ['', 'learners.reasonRequired'],
    ['  ab  ', 'learners.reasonTooShort'],
    ['Soutěž', null],
    ['x'.repeat(500), null],
    ['x'.repeat(501), 'learners.reasonTooLong'],
  ])('%j → %s', (reason, code) => {
    expect(reasonProblems(reason)[0]?.code ?? null).toBe(code);
  });
});
