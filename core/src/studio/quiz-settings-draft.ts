import { isPenaltyText } from '../domain/grading/penalty';
import type { FieldProblem } from './field-problems';
import type { QuestionBankMessageCode } from './question-bank-messages';

/** A quiz's settings as an author writes them (issue 22 point 4): those the quiz engine honours. */
export interface QuizSettingsDraft {
  title: string;
  /** Seconds; 0 = no time limit. */
  time_limit_seconds: number;
  /** Percent of the points needed to pass. */
  passing_grade: number;
  /** Retakes after the first attempt; -1 unlimited. */
  retake_count: number;
  /** The share of a question's points a wrong answer takes off: `0`, `1` or `n/d` (`penalty.ts`). */
  wrong_penalty: string;
  /** The share of a question's points a skipped question takes off. */
  skip_penalty: string;
}

export const QUIZ_LIMITS = { title: 1_000, timeLimitSeconds: 86_400 } as const;

const wholeIn = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** What is wrong with a quiz's settings, field by field (the bank's messages). */
export function quizSettingsProblems(settings: QuizSettingsDraft): FieldProblem<QuestionBankMessageCode>[] {
  const problems: FieldProblem<QuestionBankMessageCode>[] = [];
  if (settings.title.trim() === '') problems.push({ path: 'title', code: 'bank.titleRequired' });
  if (settings.title.length > QUIZ_LIMITS.title)
    problems.push({ path: 'title', code: 'bank.titleTooLong', values: { max: QUIZ_LIMITS.title } });
  if (!wholeIn(settings.time_limit_seconds, 0, QUIZ_LIMITS.timeLimitSeconds))
    problems.push({
      path: 'time_limit_seconds',
      code: 'bank.timeLimitInvalid',
      values: { max: QUIZ_LIMITS.timeLimitSeconds },
    });
  if (!wholeIn(settings.passing_grade, 0, 100))
    problems.push({ path: 'passing_grade', code: 'bank.percentInvalid' });
  if (!wholeIn(settings.retake_count, -1, 100))
    problems.push({ path: 'retake_count', code: 'bank.retakesInvalid' });
  for (const path of ['wrong_penalty', 'skip_penalty'] as const)
    if (!isPenaltyText(settings[path])) problems.push({ path, code: 'bank.penaltyInvalid' });
  return problems;
}
