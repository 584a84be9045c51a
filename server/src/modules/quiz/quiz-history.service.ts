import { formatTimeSpend } from '@studovna/core/domain';
import { ApiError } from '../../lib/api-error';
import type { Locale } from '@studovna/core';
import type { quizApi, QuizAttemptSummary, ResponseOf } from '@studovna/core/contract';
import type { Queryable } from '../../db/database';
import type { AuthUser } from '../../lib/auth-user';
import { assertMayOpen, loadItem } from '../progress/item-access';
import {
  findBestScore,
  findFinishedAttempts,
  findOwnFinishedAttempt,
  percentilesOfResults,
  type AttemptRow,
} from '../progress/progress.service';
import type { LoadedQuiz } from './quiz-loader';
import { loadQuiz } from './quiz-loader';
import { quizAsGraded } from './quiz-as-graded';
import { attemptView } from './quiz-view';

/** The caller's finished attempts of a quiz and the review of one of them (decision 0008). */

/** The history lists this many attempts, newest first. */
export const HISTORY_LIMIT = 100;

/** A practice run shows only its own questions (the mistakes it repeats). */
export function questionsOf(quiz: LoadedQuiz, attempt: Pick<AttemptRow, 'question_ids'>): LoadedQuiz {
  if (!attempt.question_ids) return quiz;
  const ids = new Set(attempt.question_ids);
  return { ...quiz, questions: quiz.questions.filter((q) => ids.has(q.row.id)) };
}

/** Summaries of finished attempts of one quiz: percentiles of the graded ones in one query. */
async function summarize(
  db: Queryable,
  quizId: number,
  userId: number,
  attempts: AttemptRow[],
): Promise<QuizAttemptSummary[]> {
  const graded = attempts.filter((a) => !a.practice).map((a) => a.results!.result);
  const [percentiles, best] = await Promise.all([
    percentilesOfResults(db, quizId, graded),
    findBestScore(db, quizId, userId),
  ]);
  return attempts.map((a) => {
    const r = a.results!;
    return {
      id: a.id,
      quiz_id: a.quiz_id,
      practice: a.practice,
      start_time: a.started_at.toISOString(),
      end_time: (a.finished_at ?? a.started_at).toISOString(),
      result: r.result,
      user_mark: r.user_mark,
      mark: r.mark,
      question_count: r.question_count,
      question_correct: r.question_correct,
      question_wrong: r.question_wrong,
      question_empty: r.question_empty,
      graduation: a.graduation ?? 'failed',
      time_spend: formatTimeSpend(a.time_spend ?? 0),
      retaken: a.retaken,
      percentil: a.practice ? null : (percentiles.get(r.result) ?? null),
      counted: a.id === best?.best_attempt_id,
    };
  });
}

/** GET /quiz/attempts: the caller's finished attempts of a quiz, graded and practice, newest first. */
export async function listAttempts(
  db: Queryable,
  quizId: number,
  user: AuthUser,
): Promise<ResponseOf<typeof quizApi.quizAttempts>> {
  const access = await loadItem(db, quizId, user, 'lp_quiz');
  assertMayOpen(access, user);
  const attempts = await findFinishedAttempts(db, user.id, quizId, HISTORY_LIMIT);
  return { quiz_id: quizId, attempts: await summarize(db, quizId, user.id, attempts) };
}

/**
 * GET /quiz/attempts/{id}: one finished attempt of the caller with everything revealed — answers,
 * correctness, correct options, explanations. Anyone else's attempt, or one in progress, is 404.
 */
export async function reviewAttempt(
  db: Queryable,
  attemptId: number,
  user: AuthUser,
  locale: Locale,
): Promise<ResponseOf<typeof quizApi.quizAttemptReview>> {
  const review = await reviewOf(db, attemptId, user, locale, { mayOpen: true });
  if (!review) throw new ApiError(404, 'quiz_attempt_not_found', 'quiz.attemptNotFound');
  return review;
}

/**
 * The same review of a learner's finished attempt for the team's learner page (decision 0027), whether
 * or not the learner may open the quiz today; null when the learner has no such finished attempt.
 */
export const reviewLearnerAttempt = (db: Queryable, attemptId: number, learner: AuthUser, locale: Locale) =>
  reviewOf(db, attemptId, learner, locale, { mayOpen: false });

async function reviewOf(
  db: Queryable,
  attemptId: number,
  user: AuthUser,
  locale: Locale,
  check: { mayOpen: boolean },
): Promise<ResponseOf<typeof quizApi.quizAttemptReview> | null> {
  const attempt = await findOwnFinishedAttempt(db, attemptId, user.id);
  if (!attempt) return null;
  const quiz = await loadQuiz(db, attempt.quiz_id, user);
  if (check.mayOpen) assertMayOpen(quiz, user);
  // the questions as they were graded, however they have been edited since (decision 0024)
  const asGraded = await quizAsGraded(db, quiz, attempt);
  const view = attemptView(asGraded, { attempt, now: attempt.finished_at! }, locale);
  const [summary] = await summarize(db, attempt.quiz_id, user.id, [attempt]);
  return { ...view, attempt: summary! };
}
