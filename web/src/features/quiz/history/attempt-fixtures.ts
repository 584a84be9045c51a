import type { QuizAttemptSummary } from '@studovna/core/contract';

/** A finished attempt as GET /quiz/attempts lists it; `at` is local time. */
export const summary = (
  id: number,
  at: Date,
  overrides: Partial<QuizAttemptSummary> = {},
): QuizAttemptSummary => ({
  id,
  quiz_id: 24,
  practice: false,
  start_time: new Date(at.getTime() - 600_000).toISOString(),
  end_time: at.toISOString(),
  result: 40,
  user_mark: 2,
  mark: 5,
  question_count: 5,
  question_correct: 2,
  question_wrong: 1,
  question_empty: 2,
  graduation: 'failed',
  time_spend: '0:10:00',
  retaken: 0,
  percentil: 0.2,
  counted: false,
  ...overrides,
});
