import type { AnsweredMap, AnswerValue, Question, QuizAttempt, QuizResults } from '@studovna/core/contract';
import { attemptDeadline, isEmptyAnswer } from '@studovna/core/domain';
import { checkedFromResults, type CheckedQuestion } from '../../questions/question-types';

export type { CheckedQuestion };

/** The attempt as the screen needs it, from an answer of the server (quiz, start, retake, finish). */
export interface AttemptView {
  status: QuizResults['status'];
  results: QuizResults;
  questions: Question[];
  /** Question id → what its check (or the evaluation) revealed. */
  checked: Record<string, CheckedQuestion>;
  /** Epoch ms when a timed attempt in progress runs out; null otherwise. */
  deadline: number | null;
}

/** Which attempt the answers belong to: its start time, else its retake number. */
export function attemptKey(results: QuizResults): string {
  const start = (results as { start_time?: unknown }).start_time;
  return typeof start === 'string' && start ? start : `retake-${results.retaken}`;
}

/** The learner's answers as the server has them. */
export function serverAnswers(results: QuizResults): Record<string, AnswerValue> {
  const answers: Record<string, AnswerValue> = {};
  for (const [id, result] of Object.entries(results.answered)) {
    if (!isEmptyAnswer(result.answered)) answers[id] = result.answered;
  }
  return answers;
}

/** Turns the server's attempt into the screen's view; `receivedAt` is when it arrived (for the deadline). */
export function toAttemptView(attempt: QuizAttempt, receivedAt: number): AttemptView {
  const { results, questions } = attempt;
  const checked: Record<string, CheckedQuestion> = {};
  for (const id of attempt.checked_questions) {
    const question = questions.find((q) => q.id === id);
    const view = question && checkedFromResults(question, results.answered[String(id)]);
    if (view) checked[String(id)] = view;
  }
  return {
    status: results.status,
    results,
    questions,
    checked,
    deadline: results.status === 'started' ? attemptDeadline(receivedAt, results.total_time) : null,
  };
}

/**
 * The attempt with answers the server has just confirmed saving, so a copy kept in the browser holds
 * them too (a reload while the server is down shows them, and does not send them again). Checked
 * questions keep their result; only an attempt in progress changes.
 */
export function withSavedAnswers<A extends QuizAttempt>(attempt: A, answered: AnsweredMap): A {
  const { results } = attempt;
  if (results.status !== 'started') return attempt;
  const locked = new Set(attempt.checked_questions.map(String));
  const next = { ...results.answered };
  for (const [id, value] of Object.entries(answered)) {
    if (!locked.has(id)) next[id] = { ...next[id], answered: value, correct: false };
  }
  return { ...attempt, results: { ...results, answered: next } };
}
