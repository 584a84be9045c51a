import type { Locale } from '@studovna/core';
import type { Quiz } from '@studovna/core/contract';
import { quizRetakesLeft } from '@studovna/core/domain';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import type { AuthUser } from '../../lib/auth-user';
import { getCourse } from '../courses/courses.service';
import { assertMayOpen, loadItem } from '../progress/item-access';
import {
  databaseNow,
  ensureUserItem,
  findLatestCompletedAttempt,
  percentileOfResult,
  startQuizAttempt,
} from '../progress/progress.service';
import { loadQuiz, loadState, quizContentOf } from './quiz-loader';
import { quizAsGraded } from './quiz-as-graded';
import { attemptView, success, toQuiz } from './quiz-view';

/** Reading a quiz and the attempt lifecycle around answers: start, retake, results, course summary. */

/** GET /quiz/{id}: preview quizzes for everyone, others for the course's learners; the caller's run. */
export async function getQuiz(
  db: Database,
  id: number,
  user: AuthUser | null,
  locale: Locale,
): Promise<Quiz> {
  const quiz = await loadQuiz(db, id, user);
  assertMayOpen(quiz, user);
  const state = user ? await loadState(db, user.id, id, { lock: false }) : { now: await databaseNow(db) };
  // a finished run shows its questions as they were graded, not as edited since (decision 0024)
  const finished = state.attempt?.status === 'completed' ? state.attempt : undefined;
  const view = toQuiz(finished ? await quizAsGraded(db, quiz, finished) : quiz, state, locale);
  // the percentile of the run's finished attempt (decision 0008)
  const result = state.attempt?.status === 'completed' ? state.attempt.results?.result : undefined;
  if (result === undefined) return view;
  return { ...view, percentile: (await percentileOfResult(db, id, result)).percentil };
}

/**
 * POST /quiz/start: creates the run's attempt, with a server deadline when the quiz is timed. A start
 * while an attempt is in progress answers that attempt; a finished quiz is taken again by retake.
 */
export async function startQuiz(db: Database, id: number, user: AuthUser, locale: Locale) {
  const content = await quizContentOf(db, id);
  return db.transaction(async (tx) => {
    const quiz = await loadQuiz(tx, id, user, content);
    assertMayOpen(quiz, user);
    const userItem = await ensureUserItem(tx, user.id, quiz.item.course_id, id);
    const state = await loadState(tx, user.id, id, { lock: true });
    if (state.attempt?.status === 'started') return success(quiz, state, 'quiz.continued', locale);
    if (userItem.status === 'completed')
      throw new ApiError(400, 'quiz_already_completed', 'quiz.alreadyCompleted');
    const attempt = await startQuizAttempt(
      tx,
      {
        userId: user.id,
        quizId: id,
        courseId: quiz.item.course_id,
        userItemId: userItem.id,
        retaken: state.attempt?.retaken ?? 0,
        timeLimitSeconds: quiz.settings.time_limit_seconds,
      },
      { again: false },
    );
    return success(quiz, { userItem, attempt, now: state.now }, 'quiz.started', locale);
  });
}

/**
 * POST /quiz/retake: a finished quiz starts a new attempt while retakes are left (retake count minus
 * retaken; a negative count is unlimited). Earlier attempts stay.
 */
export async function retakeQuiz(db: Database, id: number, user: AuthUser, locale: Locale) {
  const content = await quizContentOf(db, id);
  return db.transaction(async (tx) => {
    const quiz = await loadQuiz(tx, id, user, content);
    assertMayOpen(quiz, user);
    const state = await loadState(tx, user.id, id, { lock: true });
    const { userItem } = state;
    if (!userItem || userItem.status !== 'completed')
      throw new ApiError(400, 'quiz_not_completed', 'quiz.notCompleted');
    const retaken = state.attempt?.retaken ?? 0;
    if (quizRetakesLeft(quiz.settings.retake_count, retaken) <= 0)
      throw new ApiError(400, 'quiz_no_retakes', 'quiz.noRetakes', undefined, {
        retake_count: quiz.settings.retake_count,
        retaken,
      });
    const attempt = await startQuizAttempt(
      tx,
      {
        userId: user.id,
        quizId: id,
        courseId: quiz.item.course_id,
        userItemId: userItem.id,
        retaken: retaken + 1,
        timeLimitSeconds: quiz.settings.time_limit_seconds,
      },
      { again: true },
    );
    const started = { ...userItem, status: 'started' as const, graduation: 'in-progress' as const };
    return success(quiz, { userItem: started, attempt, now: state.now }, 'quiz.retaken', locale);
  });
}

/** GET /quiz/fetch-results: the latest finished attempt; before any, the current run as it is. */
export async function fetchResults(db: Queryable, id: number, user: AuthUser, locale: Locale) {
  const quiz = await loadQuiz(db, id, user);
  assertMayOpen(quiz, user);
  const latest = await findLatestCompletedAttempt(db, user.id, id);
  if (latest)
    // its questions as they were graded (decision 0024)
    return attemptView(
      await quizAsGraded(db, quiz, latest),
      { attempt: latest, now: await databaseNow(db) },
      locale,
    );
  return attemptView(quiz, await loadState(db, user.id, id, { lock: false }), locale);
}

/** GET /quiz/quiz-course-summary: the quiz's course and its curriculum with the caller's progress. */
export async function quizCourseSummary(db: Queryable, id: number, user: AuthUser, site: string) {
  const { item } = await loadItem(db, id, user, 'lp_quiz');
  const { sections = [], ...course } = await getCourse(db, item.course_id, user.id, site);
  return { data: { course, sections } };
}
