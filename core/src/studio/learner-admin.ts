import type { FieldProblem } from './field-problems';
import type { LearnerMessageCode } from './learner-admin-messages';

/**
 * The team's changes to a learner (decision 0027): a study plan granted, extended or ended, an account
 * blocked or unblocked, each with a reason for the history of changes. A plan runs to the end of a
 * chosen day in Czech time. Pure rules; the server enforces them and the studio checks them before it
 * sends.
 */

export const LEARNER_LIMITS = {
  reasonMin: 5,
  reasonMax: 500,
  /** How far ahead a plan may be made to run. */
  yearsAhead: 5,
  /** Characters of a search. */
  search: 100,
} as const;

type Problems = FieldProblem<LearnerMessageCode>[];

/** What is wrong with a reason: missing, too short or too long. */
export function reasonProblems(reason: string): Problems {
  const length = [...reason.trim()].length;
  if (length === 0) return [{ path: 'reason', code: 'learners.reasonRequired' }];
  if (length < LEARNER_LIMITS.reasonMin)
    return [{ path: 'reason', code: 'learners.reasonTooShort', values: { min: LEARNER_LIMITS.reasonMin } }];
  if (length > LEARNER_LIMITS.reasonMax)
    return [{ path: 'reason', code: 'learners.reasonTooLong', values: { max: LEARNER_LIMITS.reasonMax } }];
  return [];
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day written `YYYY-MM-DD`, or null when it is not one (`2025-02-30`). */
export function parseDay(text: string): { year: number; month: number; day: number } | null {
  const match = DAY.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

const PRAGUE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function pragueParts(at: Date): Record<string, number> {
  return Object.fromEntries(
    PRAGUE.formatToParts(at)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );
}

/** The day (`YYYY-MM-DD`) it is in Prague at `at`. */
export function pragueDayOf(at: Date): string {
  const p = pragueParts(at);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The instant a day ends in Prague (midnight of the next day, CET or CEST); null for no such day. */
export function endOfPragueDay(text: string): Date | null {
  const day = parseDay(text);
  if (!day) return null;
  const wall = Date.UTC(day.year, day.month - 1, day.day + 1);
  // the clocks change at 2 or 3 o'clock, never at midnight: one offset holds for the whole hour around it
  const guess = wall - 60 * 60 * 1000;
  const p = pragueParts(new Date(guess));
  const offset = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour, p.minute, p.second) - guess;
  return new Date(wall - offset);
}

/** The last day a plan ending at `expiresAt` runs, in Prague. */
export const lastDayOf = (expiresAt: Date): string => pragueDayOf(new Date(expiresAt.getTime() - 1));

/** A day as Czech writes it: `31. 3. 2025`. */
export function czechDay(text: string): string {
  const day = parseDay(text);
  return day ? `${day.day}. ${day.month}. ${day.year}` : text;
}

/**
 * What is wrong with the last day a plan is to run: missing (when `required`), not a day, before
 * today (a plan granted), not after the day it runs to now (a plan extended: `runsUntil`), or more
 * than five years ahead.
 */
export function planEndProblems(
  text: string,
  context: { now: Date; runsUntil?: Date; required: boolean },
): Problems {
  const at = (code: LearnerMessageCode, values?: Record<string, string | number>): Problems => [
    { path: 'expires_on', code, ...(values ? { values } : {}) },
  ];
  if (text.trim() === '') return context.required ? at('learners.dateRequired') : [];
  const end = endOfPragueDay(text);
  if (!end) return at('learners.dateInvalid');
  const { now, runsUntil } = context;
  // a later day than the one it runs to now (running to its end would be a few hours more at most)
  if (runsUntil && end.getTime() <= endOfPragueDay(lastDayOf(runsUntil))!.getTime())
    return at('learners.dateNotLater', { date: czechDay(lastDayOf(runsUntil)) });
  if (end.getTime() <= now.getTime()) return at('learners.datePast');
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() + LEARNER_LIMITS.yearsAhead);
  if (end.getTime() > limit.getTime() + 24 * 60 * 60 * 1000)
    return at('learners.dateTooFar', { years: LEARNER_LIMITS.yearsAhead });
  return [];
}

/** Learners' accounts and plans are the school's: only the team manages them, never an instructor. */
export const mayManageLearners = (role: 'administrator' | 'instructor'): boolean => role === 'administrator';
