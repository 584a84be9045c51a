import { message, type Locale, type MessageCode } from '@studovna/core';
import type { AnsweredMap, PracticeAttempt } from '@studovna/core/contract';
import type { StoredAnswer } from '@studovna/core/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import type { AuthUser } from '../../lib/auth-user';
import { outcomeOf, recordAnswers } from '../progress/question-status.service';
import { assertMayOpen } from '../progress/item-access';
import { answersFor } from './answer-form';
import {
  databaseNow,
  deleteStartedPractice,
  findAttempt,
  findLatestCompletedAttempt,
  findLatestPractice,
  insertPractice,
  saveAttemptAnswers,
  type AttemptRow,
} from '../progress/progress.service';
import { questionsOf } from './quiz-history.service';
import { gradeAndComplete, loadQuizToEvaluate } from './quiz-evaluation';
import { loadQuiz, type LoadedQuiz } from './quiz-loader';
import { mergeAnswers } from './answer-merge';
import { attemptView } from './quiz-view';

/**
 * "Retake only my mistakes" (decision 0008): a practice run over the wrong and skipped questions of the
 * learner's latest finished graded attempt. It lives outside the item's run, so it spends no retake and
 * never changes the item's graduation; it is graded into its own results only, never into the percentile.
 * Its answers do move the learner's question statuses (SPEC §3).
 */

/** The quiz's questions (in order) that the attempt did not get right: wrong, skipped or not in it. */
export const mistakesOf = (
  questionIds: readonly number[],
  answered: Record<string, StoredAnswer>,
): number[] => questionIds.filter((id) => answered[String(id)]?.correct !== true);

interface PracticeAnswer {
  status: 'success';
  message: string;
  data: PracticeAttempt;
}

function practiceAnswer(
  quiz: LoadedQuiz,
  attempt: AttemptRow,
  now: Date,
  code: MessageCode,
  locale: Locale,
): PracticeAnswer {
  return {
    status: 'success',
    message: message(code, locale),
    data: {
      ...attemptView(questionsOf(quiz, attempt), { attempt, now }, locale),
      attempt_id: attempt.id,
      source_attempt_id: attempt.source_attempt_id,
    },
  };
}

/**
 * POST /quiz/practice: starts the practice run, or continues the one in progress when it repeats the
 * latest attempt's mistakes (one repeating an older attempt is replaced).
 */
export async function startPractice(db: Database, quizId: number, user: AuthUser, locale: Locale) {
  return db.transaction(async (tx) => {
    const quiz = await loadQuiz(tx, quizId, user);
    assertMayOpen(quiz, user);
    const source = await findLatestCompletedAttempt(tx, user.id, quizId);
    if (!source?.results) throw new ApiError(400, 'quiz_not_completed', 'quiz.notCompleted');
    const now = await databaseNow(tx);
    const current = await findLatestPractice(tx, user.id, quizId);
    const inProgress = current?.status === 'started' ? current : undefined;
    if (inProgress?.source_attempt_id === source.id)
      return practiceAnswer(quiz, inProgress, now, 'quiz.continued', locale);
    const questionIds = mistakesOf(
      quiz.questions.map((q) => q.row.id),
      source.results.answered,
    );
    if (questionIds.length === 0) throw new ApiError(400, 'quiz_no_mistakes', 'quiz.noMistakes');
    if (inProgress) await deleteStartedPractice(tx, inProgress.id);
    const practice = { userId: user.id, quizId, courseId: quiz.item.course_id, sourceAttemptId: source.id };
    const attempt =
      (await insertPractice(tx, { ...practice, questionIds })) ??
      // a concurrent start won: continue that one
      (await findLatestPractice(tx, user.id, quizId))!;
    return practiceAnswer(quiz, attempt, now, 'quiz.started', locale);
  });
}

/**
 * POST /quiz/practice/save: merges the answers sent into the run in progress (its own questions only),
 * so it continues where the learner left off after a reload or on another device.
 */
export async function savePractice(
  db: Database,
  body: { id: number; answered: AnsweredMap },
  user: AuthUser,
  locale: Locale,
) {
  return db.transaction(async (tx) => {
    const quiz = await loadQuiz(tx, body.id, user);
    assertMayOpen(quiz, user);
    const sent = answersFor(quiz.questions, body.answered);
    const latest = await findLatestPractice(tx, user.id, body.id, { lock: true });
    if (!latest) throw new ApiError(400, 'quiz_not_started', 'quiz.notStarted');
    if (latest.status !== 'started')
      throw new ApiError(400, 'quiz_already_completed', 'quiz.alreadyCompleted');
    const ids = new Set(questionsOf(quiz, latest).questions.map((q) => q.row.id));
    const merged = mergeAnswers(latest.answers, sent, ids, new Set());
    await saveAttemptAnswers(tx, latest.id, merged.answers, []);
    return {
      status: 'success' as const,
      message: message('quiz.answersSaved', locale),
      data: { saved: merged.saved, ignored: merged.ignored, total_time: null },
    };
  });
}

/**
 * POST /quiz/practice/finish: grades the practice run in progress with the answers sent, under the
 * quiz's marking rules, into the run's own results. A finished run answers its stored result.
 */
export async function finishPractice(
  db: Database,
  body: { id: number; answered: AnsweredMap },
  user: AuthUser,
  locale: Locale,
) {
  return db.transaction(async (tx) => {
    const quiz = await loadQuizToEvaluate(tx, body.id, user);
    const sent = answersFor(quiz.questions, body.answered);
    const latest = await findLatestPractice(tx, user.id, body.id);
    if (!latest) throw new ApiError(400, 'quiz_not_started', 'quiz.notStarted');
    const now = await databaseNow(tx);
    if (latest.status === 'completed')
      return practiceAnswer(quiz, latest, now, 'quiz.alreadyFinished', locale);
    const shown = questionsOf(quiz, latest);
    const ids = new Set(shown.questions.map((q) => q.row.id));
    const { answers } = mergeAnswers(latest.answers, sent, ids, new Set());
    const { grade, done } = await gradeAndComplete(tx, shown, latest, answers, { now, deadline: null });
    // the run's answers move the questions' statuses, as a graded attempt's do
    if (done) await recordAnswers(tx, user.id, grade.questions.map(outcomeOf));
    const after = (await findAttempt(tx, latest.id))!;
    return practiceAnswer(quiz, after, now, done ? 'quiz.finished' : 'quiz.alreadyFinished', locale);
  });
}
