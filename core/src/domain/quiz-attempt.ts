import type { AnswerValue, QuestionType } from '../contract/question';
import { isEmptyAnswer } from './grading/normalize';

/**
 * The rules of a quiz attempt as the learning screen shows it (SPEC §4, §5): the timer computed from
 * the server's deadline, retakes left, the question strip and the summary before evaluation, what a
 * check needs first, and which answers win when a reload meets the server's.
 */

/** A quiz answer may be kept in the browser this long (SPEC §4: in-progress answers cached one day). */
export const QUIZ_DRAFT_LIFETIME_MS = 86_400_000;

/**
 * The deadline (epoch ms) of an attempt whose `total_time` (seconds left) arrived at `receivedAt`; null
 * when untimed. A `total_time` below 1 (SPEC §4: out of time) puts the deadline at `receivedAt`: passed.
 */
export function attemptDeadline(receivedAt: number, totalTime: number | null | undefined): number | null {
  if (totalTime === null || totalTime === undefined || !Number.isFinite(totalTime)) return null;
  return receivedAt + Math.max(0, totalTime) * 1000;
}

/** Whole seconds left until `deadline` at `now`, never negative. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * SPEC §4: time left as `~Nmin`, or `~Hh Mmin` from an hour on. Minutes are rounded up, so the last
 * seconds still read `~1min` and only a finished countdown reads `~0min`.
 */
export function formatTimeLeft(seconds: number): string {
  const minutes = Math.ceil(Math.max(0, Number.isFinite(seconds) ? seconds : 0) / 60);
  if (minutes < 60) return `~${minutes}min`;
  return `~${Math.floor(minutes / 60)}h ${minutes % 60}min`;
}

/** SPEC §4: retakes left = retake count − retaken; a negative count is unlimited (Infinity). */
export const quizRetakesLeft = (retakeCount: number, retaken: number): number =>
  retakeCount < 0 ? Number.POSITIVE_INFINITY : Math.max(0, retakeCount - retaken);

/** What a check needs first (SPEC §5): a choice, or the learner's confirmation to check an empty answer. */
export type CheckGate = 'ok' | 'chooseFirst' | 'confirmEmpty';

/**
 * Choice questions cannot be checked without a choice ('Musíš nejdříve vybrat jednu z odpovědí.');
 * blanks (any left empty) and an untouched order ask whether to check without an answer.
 */
export function checkGate(
  type: QuestionType,
  answer: AnswerValue | undefined,
  blankIds: readonly string[] = [],
): CheckGate {
  if (type === 'fill_in_blanks') {
    const fills = answer && typeof answer === 'object' && !Array.isArray(answer) ? answer : {};
    const ids = blankIds.length ? blankIds : Object.keys(fills);
    const someEmpty = ids.length === 0 || ids.some((id) => !fills[id] || fills[id].trim() === '');
    return someEmpty ? 'confirmEmpty' : 'ok';
  }
  if (isEmptyAnswer(answer)) return type === 'sorting_choice' ? 'confirmEmpty' : 'chooseFirst';
  return 'ok';
}

export type StripStatus = 'unanswered' | 'answered' | 'correct' | 'incorrect';

export interface StripQuestion {
  id: number;
  /** 1-based, as the address and the strip show it. */
  number: number;
  status: StripStatus;
  flagged: boolean;
  current: boolean;
}

export interface StripInput {
  questionIds: readonly number[];
  answers: Readonly<Record<string, AnswerValue>>;
  flags: readonly number[];
  /** Checked questions and whether they were right. */
  checked: Readonly<Record<string, boolean>>;
  /** 1-based number of the question on screen; 0 = none. */
  current: number;
}

/**
 * The question strip: each question answered or not (right or wrong once checked or evaluated; a
 * question left empty stays unanswered), flagged, current.
 */
export function questionStrip({
  questionIds,
  answers,
  flags,
  checked,
  current,
}: StripInput): StripQuestion[] {
  const flagged = new Set(flags);
  return questionIds.map((id, i) => {
    const key = String(id);
    const empty = isEmptyAnswer(answers[key]);
    const status: StripStatus = empty
      ? key in checked && checked[key]
        ? 'correct'
        : 'unanswered'
      : key in checked
        ? checked[key]
          ? 'correct'
          : 'incorrect'
        : 'answered';
    return { id, number: i + 1, status, flagged: flagged.has(id), current: i + 1 === current };
  });
}

/** The summary before evaluation: numbers of the questions without an answer and of the flagged ones. */
export function attemptSummary(strip: readonly StripQuestion[]): { unanswered: number[]; flagged: number[] } {
  return {
    unanswered: strip.filter((q) => q.status === 'unanswered').map((q) => q.number),
    flagged: strip.filter((q) => q.flagged).map((q) => q.number),
  };
}

/** Two answers are the same: equal strings, equal lists in order, equal fills per blank. */
export function sameAnswer(a: AnswerValue | undefined, b: AnswerValue | undefined): boolean {
  if (isEmptyAnswer(a) && isEmptyAnswer(b)) return true;
  if (a === undefined || b === undefined) return false;
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => v === b[i]);
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a[k] ?? '').trim() === (b[k] ?? '').trim());
}

export interface RestoredAnswers {
  answers: Record<string, AnswerValue>;
  /** Question ids whose kept answer differs from the server's: to be saved again. */
  unsaved: number[];
}

/**
 * After a reload: the answers kept in the browser win for questions not yet checked (they may be newer
 * than the last save); for checked (locked) questions the server's answer wins.
 */
export function restoreAnswers(
  server: Readonly<Record<string, AnswerValue>>,
  kept: Readonly<Record<string, AnswerValue>> | undefined,
  checked: readonly number[],
  questionIds: readonly number[],
): RestoredAnswers {
  const answers: Record<string, AnswerValue> = { ...server };
  const unsaved: number[] = [];
  const locked = new Set(checked);
  const known = new Set(questionIds);
  for (const [key, value] of Object.entries(kept ?? {})) {
    const id = Number(key);
    if (!known.has(id) || locked.has(id) || sameAnswer(value, server[key])) continue;
    if (isEmptyAnswer(value)) delete answers[key];
    else answers[key] = value;
    unsaved.push(id);
  }
  return { answers, unsaved };
}

/** A 1-based question number from the address, kept within the quiz (1 when absent or unreadable). */
export function clampQuestionNumber(raw: string | number | undefined, count: number): number {
  const n = typeof raw === 'number' ? raw : Number.parseInt(raw ?? '', 10);
  if (!Number.isFinite(n) || n < 1 || count < 1) return 1;
  return Math.min(Math.trunc(n), count);
}
