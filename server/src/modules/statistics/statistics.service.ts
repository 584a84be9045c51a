import {
  answeredPercent,
  percentileFromCounts,
  questionPoints,
  resultOfMark,
  roundTo2,
  scoreOfResult,
} from '@studovna/core/domain';
import { ApiError } from '../../lib/api-error';
import type { QuizStatistic } from '@studovna/core/contract';
import type { Queryable } from '../../db/database';
import type { AuthUser } from '../../lib/auth-user';
import { assertMayOpen } from '../progress/item-access';
import { loadQuiz } from '../quiz/quiz-loader';
import { findBestScore, findLearnerStatistics, scoreDistribution } from '../progress/progress.service';

/** Percentile and statistics of quizzes (decision 0008), from the counted scores, never the attempts. */

/** The percentile of a stored score with the learners' counted scores in ten bands, in one query. */
async function percentileWithDistribution(db: Queryable, quizId: number, score: number) {
  const { atOrBelow, total, bands } = await scoreDistribution(db, quizId, score);
  return { percentil: percentileFromCounts(atOrBelow, total), learners: total, distribution: bands };
}

/**
 * GET /quiz/percentil: the percentile of `user_mark` (points, converted to percent of the quiz's total
 * as grading does), or of the caller's counted score when no mark is given; with the distribution.
 */
export async function quizPercentile(
  db: Queryable,
  quizId: number,
  userMark: number | undefined,
  user: AuthUser,
) {
  const quiz = await loadQuiz(db, quizId, user);
  assertMayOpen(quiz, user);
  if (userMark !== undefined) {
    const marks = quiz.questions.map((q) => q.row.mark);
    const total = roundTo2(marks.reduce((sum, mark) => sum + questionPoints({ mark }), 0));
    return percentileWithDistribution(db, quizId, scoreOfResult(resultOfMark(userMark, total)));
  }
  const best = await findBestScore(db, quizId, user.id);
  if (!best) throw new ApiError(404, 'quiz_no_result', 'quiz.noResult');
  return percentileWithDistribution(db, quizId, best.best_score);
}

/**
 * POST /quiz/statistics: for each quiz of the list the caller has finished, the figures of the counted
 * (best) attempt; the others are left out. One query for the whole list.
 */
export async function quizStatistics(
  db: Queryable,
  quizIds: readonly number[],
  user: AuthUser,
): Promise<Record<string, QuizStatistic>> {
  const rows = await findLearnerStatistics(db, user.id, [...new Set(quizIds)]);
  return Object.fromEntries(
    rows.map((row) => [
      String(row.quiz_id),
      {
        percentil: percentileFromCounts(row.atOrBelow, row.total),
        heuristic: 'best' as const,
        user_progress: answeredPercent(row.question_count, row.question_empty),
        user_mark: row.user_mark,
        solutions: row.attempts,
        result: row.best_score / 100,
        learners: row.total,
      },
    ]),
  );
}
