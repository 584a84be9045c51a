import type { AnswerValue, QuestionType } from '../../contract/question';
import type { Penalty } from './penalty';

/** One stored option (a `question_options` row). */
export interface GradableOption {
  /** What an answer sends back for this option ('true' / 'false' for true_or_false). */
  value: string;
  /** The option is right (single and multi choice; both rows of true_or_false; every sorting row). */
  isTrue: boolean;
  /** Stored position; for sorting_choice the correct order (ascending). */
  sort: number;
}

/** One blank of a fill_in_blanks question, as `questions.settings.blanks` stores it. */
export type BlankSpec =
  | { id: string; comparison: 'equal'; answer: string; matchCase?: boolean }
  | { id: string; comparison: 'any'; answers: readonly string[]; matchCase?: boolean }
  | { id: string; comparison: 'range'; min: number; max: number };

/** A stored question reduced to what grading needs. Plain data, no I/O. */
export interface GradableQuestion {
  id: number;
  type: QuestionType;
  /** Points for a fully right answer (negative or non-numeric marks count as 0). */
  mark: number;
  options: readonly GradableOption[];
  /** fill_in_blanks only, in order of appearance. */
  blanks?: readonly BlankSpec[];
}

/**
 * The learner's answer: an option value, option values (multi_choice; sorting_choice in the chosen
 * order) or blank id → fill. `null` / `undefined` mean not answered.
 */
export type GivenAnswer = AnswerValue | null | undefined;

/** Question id (as the JSON key) → answer, as quiz finish sends it. */
export type GivenAnswers = Readonly<Record<string, GivenAnswer>>;

/** How one blank was filled, for the review. */
export interface BlankResult {
  id: string;
  correct: boolean;
  /** What the learner wrote, trimmed; `''` when nothing. */
  given: string;
  /** The right fill for display: the answer, the accepted answers joined by ' / ', or 'min–max'. */
  expected: string;
}

/** Result of {@link gradeQuestion}. All or nothing: `mark` is the full mark or 0. */
export interface QuestionGrade {
  /** Something was given (an unknown option value counts as answered). */
  answered: boolean;
  correct: boolean;
  /** Points earned: the question's mark when correct, else 0. */
  mark: number;
  /** fill_in_blanks only: every blank in order. */
  blanks?: BlankResult[];
}

/** One question inside {@link QuizGrade}. */
export interface QuestionResult extends QuestionGrade {
  id: number;
  /** The question's mark (points possible). */
  maxMark: number;
  /** Points taken off (rounded to two decimals): the wrong-answer penalty, or the skipped one for an empty answer. */
  subtracted: number;
  /** `mark − subtracted`; negative when penalised (the wire's `answered[id].mark`). */
  net: number;
}

export interface QuizGradingSettings {
  /** Percent needed to pass; outside 0–100 (or not a number) counts as 0. */
  passingGrade: number;
  /** The share of a question's mark a wrong answer takes off (`penalty.ts`). */
  wrongPenalty: Penalty;
  /** The share of a question's mark an unanswered question takes off. */
  skipPenalty: Penalty;
}

/** LearnPress quiz results (`calculate_results`), field names as on the wire. */
export interface QuizGrade {
  question_count: number;
  question_correct: number;
  question_wrong: number;
  question_empty: number;
  /** Points earned minus the exact points taken off, rounded to two decimals, floored at 0. */
  user_mark: number;
  /** Points possible, two decimals. */
  mark: number;
  /** Points taken off by the wrong-answer and the skipped penalties, summed exactly, two decimals. */
  subtracted: number;
  /** `user_mark / mark` in percent, two decimals; 0 when nothing was earned. */
  result: number;
  pass: boolean;
  graduation: 'passed' | 'failed';
  /** In the order of the questions given. */
  questions: QuestionResult[];
}
