import { encodeStatus, percentileFromCounts, scoreOfResult, type QuizGrade } from '@studovna/core/domain';
import type { Queryable } from '../../db/database';
import {
  completeAttempt,
  insertAttempt,
  saveCheckedAnswer,
  type FinishedAttempt,
  type AttemptRow,
  type CheckedAnswer,
  type NewAttempt,
} from './attempts.repository';
import { deleteCourseUserItems, setUserItemState } from './items.repository';
import { freshStatuses, outcomeOf, type AnswerOutcome } from './question-status.service';
import {
  gradedScoreParams,
  gradedScoreWrites,
  recordLaterScore,
  scoreCounts,
  scoreCountsOf,
} from './scores.repository';

/**
 * The learner's progress (SPEC §4): user items, quiz attempts, the score tables the percentile counts
 * and the questions' statuses (`question-status.service`). This module owns those tables; quiz,
 * practice, assignments, lessons and the statistics read and write them through these calls.
 */

export interface CountedQuizAttempt {
  userId: number;
  quizId: number;
  grade: QuizGrade;
  /** Questions checked during the attempt: their statuses moved when they were checked. */
  checkedQuestionIds: readonly number[];
}

/**
 * Completes a graded quiz attempt (and its item, `completeAttempt`) and records in the same statement what
 * finishing it counts (decision 0042): the score the percentile counts (decision 0008) when it is the
 * learner's first, and the statuses of the questions answered and not checked before. A later score is
 * counted after it (`recordLaterScore`). Item analysis counts the attempt later: its completion marked it
 * pending (decision 0037). Answers the attempt as stored now; undefined when it was completed already
 * (then nothing changed).
 */
export async function completeQuizAttempt(
  tx: Queryable,
  attemptId: number,
  finished: FinishedAttempt,
  counted: CountedQuizAttempt,
): Promise<AttemptRow | undefined> {
  const { userId, quizId, grade } = counted;
  const checked = new Set(counted.checkedQuestionIds);
  const score = { quizId, userId, attemptId, score: scoreOfResult(grade.result) };
  const statuses = freshStatuses(grade.questions.filter((q) => !checked.has(q.id)).map(outcomeOf));
  const { row, carried } = await completeAttempt(tx, attemptId, finished, {
    ctes: gradedScoreWrites,
    params: gradedScoreParams(score, statuses),
    counted: 'best',
  });
  if (row && carried === 0) await recordLaterScore(tx, score);
  return row;
}

/** Completes an attempt that counts no score (a practice run), and its item when given. */
export async function completeUncountedAttempt(
  tx: Queryable,
  attemptId: number,
  finished: FinishedAttempt,
): Promise<AttemptRow | undefined> {
  return (await completeAttempt(tx, attemptId, finished)).row;
}

/**
 * A question of an attempt in progress checked (SPEC §4): the answers with it and the checked questions
 * stored, and the question's status moved by its grade (pin kept), in one statement. Answers the stored
 * number of the question's status; undefined for an empty answer, which moves nothing.
 */
export async function recordCheckedAnswer(
  tx: Queryable,
  check: CheckedAnswer & { outcome: AnswerOutcome },
): Promise<number | undefined> {
  const stored = await saveCheckedAnswer(tx, { ...check, statuses: freshStatuses([check.outcome]) });
  const status = stored.get(check.outcome.questionId);
  return status && encodeStatus(status);
}

/**
 * Starts an attempt at a quiz: the first one, or (`again`) a retake, which opens the completed item
 * again (started, in progress) until the new attempt is finished.
 */
export async function startQuizAttempt(
  tx: Queryable,
  attempt: NewAttempt,
  { again }: { again: boolean },
): Promise<AttemptRow> {
  if (again) await setUserItemState(tx, attempt.userItemId, { status: 'started', graduation: 'in-progress' });
  return insertAttempt(tx, attempt);
}

/**
 * An assignment's answer handed in (by the learner, or at its deadline): the item is completed and waits
 * for its evaluation (graduation in progress).
 */
export async function recordAssignmentHandedIn(tx: Queryable, userItemId: number): Promise<void> {
  await setUserItemState(tx, userItemId, { status: 'completed', graduation: 'in-progress' });
}

/**
 * An assignment's answer evaluated by an instructor: the item is completed with the mark's graduation, so
 * the course's progress and result count it (a passed assignment is done, like a passed quiz).
 */
export async function recordAssignmentEvaluated(
  tx: Queryable,
  userItemId: number,
  graduation: 'passed' | 'failed',
): Promise<void> {
  await setUserItemState(tx, userItemId, { status: 'completed', graduation });
}

/** An assignment's answer sent back for another try: the item is in progress again until handed in. */
export async function recordAssignmentReturned(tx: Queryable, userItemId: number): Promise<void> {
  await setUserItemState(tx, userItemId, { status: 'started', graduation: 'in-progress' });
}

/** A course started over (a course retake): the learner's progress in its items is forgotten. */
export async function forgetCourseItems(tx: Queryable, userId: number, courseId: number): Promise<void> {
  await deleteCourseUserItems(tx, userId, courseId);
}

/** The percentile of a result in percent on a quiz, against every learner's counted score today. */
export async function percentileOfResult(db: Queryable, quizId: number, result: number) {
  const { atOrBelow, total } = await scoreCounts(db, quizId, scoreOfResult(result));
  return { percentil: percentileFromCounts(atOrBelow, total), learners: total };
}

/** Percentiles of several results of one quiz (percent → fraction), in one query. */
export async function percentilesOfResults(
  db: Queryable,
  quizId: number,
  results: readonly number[],
): Promise<Map<number, number>> {
  const { atOrBelow, total } = await scoreCountsOf(db, quizId, results.map(scoreOfResult));
  return new Map(results.map((r) => [r, percentileFromCounts(atOrBelow.get(scoreOfResult(r)) ?? 0, total)]));
}

/** The learning items and the learner's row for each (started, completed, graduation). */
export {
  completeUserItem,
  ensureUserItem,
  findCourseStatus,
  findLearningItem,
  findLearningItems,
  findUserItem,
  findUserItems,
  userItemsSql,
  type LearningItemRow,
  type UserItemRow,
  type UserItemState,
} from './items.repository';

/** Quiz attempts and practice runs. */
export {
  databaseNow,
  findCurrentAttempt,
  findLatestCompletedAttempt,
  lockRun,
  saveAttemptAnswers,
  type AttemptRow,
} from './attempts.repository';
export {
  deleteStartedPractice,
  findAttempt,
  findFinishedAttempts,
  findLatestPractice,
  findOwnFinishedAttempt,
  insertPractice,
} from './attempt-history.repository';

/** Item analysis (decision 0030): the sums of first attempts, folded in from the pending ones (0037). */
export { rebuildItemAnalysis } from './item-analysis.repository';
export { countAllPendingAttempts } from './item-analysis-folding';

/** The score tables: a learner's best score per quiz, the counts percentiles are read from. */
export {
  findBestScore,
  findLearnerStatistics,
  forgetLearnerScores,
  rebuildCoarse,
  rebuildScores,
  scoreCounts,
  scoreCountsOf,
  scoreDistribution,
} from './scores.repository';
