import type { FieldProblem } from './field-problems';
import type { GradingMessageCode } from './grading-messages';

/**
 * Grading a handed-in assignment (decision 0026, LearnPress Assignments' evaluation): the instructor gives
 * points from 0 to the assignment's highest mark (two decimals) and written feedback, or sends the answer
 * back for another try with feedback saying what to fix. Pure rules; the server enforces them and the
 * studio checks them before it sends.
 */

export type GradingAction = 'evaluate' | 'return';
export const GRADING_ACTIONS: readonly GradingAction[] = ['evaluate', 'return'];

/** Where an answer is in the grading queue: handed in and waiting, evaluated, or sent back to the learner. */
export const GRADING_STATES = ['waiting', 'evaluated', 'returned'] as const;
export type GradingState = (typeof GRADING_STATES)[number];

export const GRADING_LIMITS = {
  /** Characters of written feedback (plain text). */
  feedback: 10_000,
} as const;

export interface GradingDraft {
  action: GradingAction;
  /** The points as typed: `7`, `7.5`, `7,5`; ignored when the answer is sent back. */
  mark: string;
  /** Plain text. */
  feedback: string;
  /** The assignment's highest mark. */
  highestMark: number;
}

const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** The points typed by an instructor (a decimal comma or point), or null when it is not a number. */
export function parseMark(typed: string): number | null {
  const trimmed = typed.trim().replace(/\s+/g, '');
  if (!NUMBER.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** What is wrong with a grading, field by field; none when it can be saved. */
export function gradingProblems(draft: GradingDraft): FieldProblem<GradingMessageCode>[] {
  const problems: FieldProblem<GradingMessageCode>[] = [];
  if (draft.action === 'evaluate') {
    const mark = parseMark(draft.mark);
    if (draft.mark.trim() === '') problems.push({ path: 'mark', code: 'grading.markRequired' });
    else if (mark === null) problems.push({ path: 'mark', code: 'grading.markNotNumber' });
    else if (mark < 0) problems.push({ path: 'mark', code: 'grading.markNegative' });
    else if (!hasAtMostTwoDecimals(mark)) problems.push({ path: 'mark', code: 'grading.markDecimals' });
    else if (mark > draft.highestMark)
      problems.push({
        path: 'mark',
        code: 'grading.markAboveHighest',
        values: { max: formatPoints(draft.highestMark) },
      });
  }
  if (draft.feedback.length > GRADING_LIMITS.feedback)
    problems.push({
      path: 'feedback',
      code: 'grading.feedbackTooLong',
      values: { max: GRADING_LIMITS.feedback },
    });
  else if (draft.action === 'return' && draft.feedback.trim() === '')
    problems.push({ path: 'feedback', code: 'grading.feedbackRequired' });
  return problems;
}

/** Passed when the points reach the assignment's passing grade (LearnPress: mark ≥ passing grade). */
export const graduationOfMark = (mark: number, passingGrade: number): 'passed' | 'failed' =>
  mark + 1e-9 >= passingGrade ? 'passed' : 'failed';

/**
 * The queue state of an answer: handed in (`completed`) waits, `evaluated` is evaluated, a started answer
 * that was sent back is returned; a started answer never sent back is not in the queue (null).
 */
export function gradingStateOf(status: string, returnedAt: string | Date | null): GradingState | null {
  if (status === 'completed') return 'waiting';
  if (status === 'evaluated') return 'evaluated';
  if (status === 'started' && returnedAt !== null) return 'returned';
  return null;
}

/** Points as Czech writes them: up to two decimals, a decimal comma (`7,5`). */
export const formatPoints = (value: number): string =>
  (Math.round(value * 100) / 100).toString().replace('.', ',');
