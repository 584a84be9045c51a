import {
  gradeQuiz,
  gradingSettings,
  secondsSpent,
  toStoredResults,
  type QuestionSeconds,
} from '@studovna/core/domain';
import type { AnsweredMap } from '@studovna/core/contract';
import type { Queryable } from '../../db/database';
import type { AuthUser } from '../../lib/auth-user';
import { assertMayEvaluate, assertMayOpen } from '../progress/item-access';
import { completeQuizAttempt, completeUncountedAttempt, type AttemptRow } from '../progress/progress.service';
import { loadQuiz, type LoadedQuiz, type QuizContent } from './quiz-loader';

/** A quiz the caller may open and have evaluated: what a finish (of an attempt or a practice run) needs. */
export async function loadQuizToEvaluate(
  db: Queryable,
  id: number,
  user: AuthUser,
  content?: QuizContent | null,
): Promise<LoadedQuiz> {
  const quiz = await loadQuiz(db, id, user, content);
  assertMayOpenAndEvaluate(quiz, user);
  return quiz;
}

/** The caller may open the quiz and have it evaluated (the plan rule of the finish, SPEC §6). */
export function assertMayOpenAndEvaluate(quiz: LoadedQuiz, user: AuthUser): void {
  assertMayOpen(quiz, user);
  assertMayEvaluate(quiz.item, user);
}

/**
 * Grades `answers` over the quiz's (or run's) questions under the quiz's marking rules and completes the
 * attempt with them (with the seconds per question and the run's item, when given); an attempt that
 * `counts` (not a practice run) records its score and its questions' statuses with it. `completed` is the
 * attempt as stored now, undefined (and `done` false) when it was completed already (then nothing changed).
 */
export async function gradeAndComplete(
  db: Queryable,
  quiz: LoadedQuiz,
  attempt: Pick<AttemptRow, 'id' | 'started_at'>,
  answers: AnsweredMap,
  time: { now: Date; deadline: Date | null },
  run: {
    questionSeconds?: QuestionSeconds;
    userItemId?: number;
    counts?: { userId: number; checkedQuestionIds: readonly number[] };
  } = {},
) {
  const grade = gradeQuiz(
    quiz.questions.map((q) => q.gradable),
    answers,
    gradingSettings(quiz.settings),
  );
  const results = {
    ...toStoredResults(grade, answers),
    // the revision of each question graded: the review shows the questions as they were (decision 0024)
    graded: quiz.questions.map((q) => ({ id: q.row.id, revision: q.row.revision })),
    // the rule it was graded with: its result keeps explaining itself when an author changes it
    wrong_penalty: quiz.settings.wrong_penalty,
    skip_penalty: quiz.settings.skip_penalty,
  };
  const timeSpend = secondsSpent(attempt.started_at, time.now, time.deadline);
  const finished = {
    answers,
    results,
    graduation: grade.graduation,
    timeSpend,
    questionSeconds: run.questionSeconds,
    userItemId: run.userItemId,
  };
  const completed = run.counts
    ? await completeQuizAttempt(db, attempt.id, finished, { ...run.counts, quizId: quiz.item.id, grade })
    : await completeUncountedAttempt(db, attempt.id, finished);
  return { grade, done: completed !== undefined, completed, results, timeSpend };
}
