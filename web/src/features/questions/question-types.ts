import type { AnsweredResult, AnswerValue, Question, quizApi, ResponseOf } from '@studovna/core/contract';

/**
 * What the view needs of a checked (or, after finish, evaluated) question. Build it with
 * {@link checkedFromCheckAnswer} from POST /quiz/check_answer, or {@link checkedFromResults} from a quiz
 * whose question is already revealed (checked_questions, or a finished attempt).
 */
export interface CheckedQuestion {
  correct: boolean;
  explanation: string | null;
  /** The options with `is_true` (and for sorting_choice the right position, 0-based) revealed. */
  options?: { value: string; is_true?: 'yes' | 'no'; sorting?: number }[];
  /** fill_in_blanks: blank id → the right fill and whether the learner's fill matched. */
  blanks?: Record<string, { correct: string; is_correct: boolean }>;
  /**
   * What the question earned, net of a penalty (negative when a wrong answer or a skip took points off,
   * issue 27), of its points; absent when the server does not say (`results.answered[id].mark`).
   */
  points?: { earned: number; of: number };
}

export type CheckAnswerData = NonNullable<ResponseOf<typeof quizApi.checkAnswer>['data']>;

/** The check_answer response (`data`) as the view wants it. */
export function checkedFromCheckAnswer(data: CheckAnswerData): CheckedQuestion {
  return {
    correct: data.result.correct,
    explanation: data.explanation,
    options: data.options,
    blanks: data.options.find((o) => o.answers && Object.keys(o.answers).length > 0)?.answers,
  };
}

/**
 * A question the server already revealed (its options carry `is_true`, its blanks their answers) with
 * its result from `results.answered`; `undefined` when the question is not revealed.
 */
export function checkedFromResults(question: Question, result?: AnsweredResult): CheckedQuestion | undefined {
  const revealed = question.options.some(
    (o) => o.is_true !== undefined || o.sorting !== undefined || (o.answers && Object.keys(o.answers).length),
  );
  if (!revealed && !result?.explanation) return undefined;
  return {
    correct: result?.correct ?? false,
    explanation: result?.explanation ?? question.explanation ?? null,
    options: question.options,
    blanks: question.options.find((o) => o.answers && Object.keys(o.answers).length > 0)?.answers,
    ...(result?.mark !== undefined ? { points: { earned: result.mark, of: question.point } } : {}),
  };
}

/** The answer as one option value (true_or_false, single_choice). */
export const asChoice = (answer: AnswerValue | undefined): string | undefined =>
  typeof answer === 'string' && answer !== '' ? answer : Array.isArray(answer) ? answer[0] : undefined;

/** The answer as option values (multi_choice, sorting_choice). */
export const asList = (answer: AnswerValue | undefined): string[] =>
  Array.isArray(answer) ? answer : typeof answer === 'string' && answer !== '' ? [answer] : [];

/** The answer as blank id → fill (fill_in_blanks). */
export const asBlanks = (answer: AnswerValue | undefined): Record<string, string> =>
  answer && typeof answer === 'object' && !Array.isArray(answer) ? answer : {};

/** Option letters A–P (SPEC §3: 16 options at most). */
export const OPTION_LETTERS = 'ABCDEFGHIJKLMNOP';
export const optionLetter = (index: number): string => OPTION_LETTERS[index] ?? String(index + 1);

/** How an option shows after check: chosen and right, chosen and wrong, right but not chosen. */
export type OptionMark = 'correct' | 'wrong' | 'missed';

export function markOf(chosen: boolean, isTrue: 'yes' | 'no' | undefined): OptionMark | undefined {
  if (isTrue === undefined) return undefined;
  if (chosen) return isTrue === 'yes' ? 'correct' : 'wrong';
  return isTrue === 'yes' ? 'missed' : undefined;
}
