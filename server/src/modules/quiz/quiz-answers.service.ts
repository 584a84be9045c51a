import { message, type Locale, type MessageCode } from '@studovna/core';
import type { AnsweredMap, AnswerValue, quizApi, ResponseOf } from '@studovna/core/contract';
import {
  gradeQuiz,
  gradingSettings,
  isEmptyAnswer,
  isOverTime,
  mergeQuestionSeconds,
  secondsLeft,
  secondsSpent,
  shownAnswer,
  type QuestionSeconds,
} from '@studovna/core/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import type { AuthUser } from '../../lib/auth-user';
import { assertMayOpen } from '../progress/item-access';
import { recordCheckedAnswer, saveAttemptAnswers, type AttemptRow } from '../progress/progress.service';
import { outcomeOf, storedStatus } from '../progress/question-status.service';
import { answerFor, answersFor } from './answer-form';
import { mergeAnswers } from './answer-merge';
import { assertMayOpenAndEvaluate, gradeAndComplete } from './quiz-evaluation';
import { loadQuizWithLockedRun, loadState, quizContentOf, type QuizState } from './quiz-loader';
import { success, toQuestion } from './quiz-view';

/** Answers of an attempt in progress: saved as the learner goes, checked one by one, finished. */

/** The attempt in progress, or why there is none (400). */
function inProgress(state: QuizState): AttemptRow {
  const { attempt, userItem } = state;
  if (attempt?.status === 'started') return attempt;
  if (attempt?.status === 'completed' || userItem?.status === 'completed')
    throw new ApiError(400, 'quiz_already_completed', 'quiz.alreadyCompleted');
  throw new ApiError(400, 'quiz_not_started', 'quiz.notStarted');
}

/** The attempt's seconds per question with those sent merged in (decision 0032). */
const secondsWith = (attempt: AttemptRow, sent: QuestionSeconds | undefined, ids: Set<number>, now: Date) =>
  mergeQuestionSeconds(
    attempt.question_seconds,
    sent,
    ids,
    secondsSpent(attempt.started_at, now, attempt.deadline),
  );

/**
 * POST /quiz/save-answers: merges sent answers (and seconds per question) into the saved ones, until the
 * deadline.
 */
export async function saveAnswers(
  db: Database,
  body: { id: number; answered: AnsweredMap; question_seconds?: QuestionSeconds },
  user: AuthUser,
  locale: Locale,
): Promise<ResponseOf<typeof quizApi.saveAnswers>> {
  const content = await quizContentOf(db, body.id);
  return db.transaction(async (tx) => {
    const { quiz, state } = await loadQuizWithLockedRun(tx, body.id, user, content);
    assertMayOpen(quiz, user);
    const sent = answersFor(quiz.questions, body.answered);
    const attempt = inProgress(state);
    if (isOverTime(attempt.deadline, state.now)) throw new ApiError(400, 'quiz_time_over', 'quiz.timeOver');
    const ids = new Set(quiz.questions.map((q) => q.row.id));
    const merged = mergeAnswers(attempt.answers, sent, ids, new Set(attempt.checked_question_ids));
    await saveAttemptAnswers(
      tx,
      attempt.id,
      merged.answers,
      attempt.checked_question_ids,
      secondsWith(attempt, body.question_seconds, ids, state.now),
    );
    return {
      status: 'success',
      message: message('quiz.answersSaved', locale),
      data: {
        saved: merged.saved,
        ignored: merged.ignored,
        total_time: secondsLeft(attempt.deadline, state.now),
      },
    };
  });
}

const refusal = (code: MessageCode, locale: Locale) =>
  ({ status: 'error', message: message(code, locale), data: null }) as const;

/**
 * POST /quiz/check_answer (quizzes with instant check): grades one question and locks it; a second
 * check answers the first outcome. A question that cannot be checked answers status "error"; a learner
 * without the study plan gets the finish's 403.
 */
export async function checkAnswer(
  db: Database,
  body: { id: number; question_id: number; answered: AnswerValue },
  user: AuthUser,
  locale: Locale,
): Promise<ResponseOf<typeof quizApi.checkAnswer>> {
  const content = await quizContentOf(db, body.id);
  return db.transaction(async (tx) => {
    const { quiz, state } = await loadQuizWithLockedRun(tx, body.id, user, content);
    // a check evaluates the question: the plan rule of the finish (SPEC §6), its refusal too
    assertMayOpenAndEvaluate(quiz, user);
    const question = quiz.questions.find((q) => q.row.id === body.question_id);
    if (!question) return refusal('quiz.cannotCheck', locale);
    const answered = answerFor(question, body.answered);
    const attempt = state.attempt;
    if (attempt?.status !== 'started')
      return refusal(
        attempt?.status === 'completed' || state.userItem?.status === 'completed'
          ? 'quiz.alreadyCompleted'
          : 'quiz.notStarted',
        locale,
      );
    if (!quiz.settings.instant_check) return refusal('quiz.checkNotAllowed', locale);
    if (isOverTime(attempt.deadline, state.now)) return refusal('quiz.timeOver', locale);

    const key = String(question.row.id);
    const already = attempt.checked_question_ids.includes(question.row.id);
    const answers = { ...attempt.answers };
    if (!already) {
      if (isEmptyAnswer(answered)) delete answers[key];
      else answers[key] = answered;
    }
    const [grade] = gradeQuiz([question.gradable], answers, gradingSettings(quiz.settings)).questions;
    // the first check stores the answer and moves the question's status (pin kept); a repeated one
    // answers it as it is
    const moved = already
      ? undefined
      : await recordCheckedAnswer(tx, {
          attemptId: attempt.id,
          answers,
          checkedQuestionIds: [...attempt.checked_question_ids, question.row.id],
          userId: user.id,
          outcome: outcomeOf(grade!),
        });
    const questionStatus = moved ?? (await storedStatus(tx, user.id, question.row.id));
    const explanation = question.row.explanation || null;
    return {
      status: 'success',
      message: message(already ? 'quiz.alreadyChecked' : 'quiz.checked', locale),
      data: {
        explanation,
        options: toQuestion(question, true, answers[key], attempt.id).options,
        result: {
          answered: shownAnswer(answers[key]),
          correct: grade!.correct,
          mark: grade!.net,
          explanation,
          ...(grade!.blanks
            ? { blanks: Object.fromEntries(grade!.blanks.map((b) => [b.id, b.correct])) }
            : {}),
        },
        question_status: questionStatus,
      },
    };
  });
}

/**
 * POST /quiz/finish: grades the saved answers with those sent (sent ones win for unchecked questions),
 * stores results and graduation, completes the item. After the deadline (and its grace) only what was
 * saved by then counts. A finished attempt is never graded again: a second finish answers its result.
 */
export async function finishQuiz(
  db: Database,
  body: { id: number; answered: AnsweredMap; question_seconds?: QuestionSeconds },
  user: AuthUser,
  locale: Locale,
) {
  const content = await quizContentOf(db, body.id);
  return db.transaction(async (tx) => {
    const { quiz, state } = await loadQuizWithLockedRun(tx, body.id, user, content);
    assertMayOpenAndEvaluate(quiz, user);
    const sent = answersFor(quiz.questions, body.answered);
    const { attempt, userItem } = state;
    if (attempt?.status === 'completed' || (!attempt && userItem?.status === 'completed'))
      return success(quiz, state, 'quiz.alreadyFinished', locale);
    const current = inProgress(state);
    const late = isOverTime(current.deadline, state.now);
    const ids = new Set(quiz.questions.map((q) => q.row.id));
    const answers = late
      ? current.answers
      : mergeAnswers(current.answers, sent, ids, new Set(current.checked_question_ids)).answers;
    const questionSeconds = secondsWith(current, body.question_seconds, ids, state.now);
    const { grade, done, completed } = await gradeAndComplete(
      tx,
      quiz,
      current,
      answers,
      { now: state.now, deadline: current.deadline },
      {
        questionSeconds,
        userItemId: userItem!.id,
        counts: { userId: user.id, checkedQuestionIds: current.checked_question_ids },
      },
    );
    // the run as it is now: the item completed with the grade, the attempt as stored
    const after: QuizState = completed
      ? {
          userItem: { ...userItem!, status: 'completed', graduation: grade.graduation },
          attempt: completed,
          now: state.now,
        }
      : await loadState(tx, user.id, body.id, { lock: false });
    const code = !done ? 'quiz.alreadyFinished' : late ? 'quiz.finishedLate' : 'quiz.finished';
    return success(quiz, after, code, locale);
  });
}
