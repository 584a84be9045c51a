import { message, type Locale } from '@studovna/core';
import type { AnswerValue, AnsweredResult, practiceApi, ResponseOf } from '@studovna/core/contract';
import {
  encodeStatus,
  gradeQuiz,
  gradingSettings,
  shownAnswer,
  type AnswerStatus,
} from '@studovna/core/domain';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import type { AuthUser } from '../../lib/auth-user';
import { assertMayEvaluate, assertMayOpen } from '../progress/item-access';
import { answerFor } from '../quiz/answer-form';
import { databaseNow } from '../progress/progress.service';
import { lockQuestionStatus, recordAnswers } from '../progress/question-status.service';
import { loadQuiz, type LoadedQuestion, type LoadedQuiz } from '../quiz/quiz-loader';
import { toQuestion } from '../quiz/quiz-view';
import { scheduleAnswer } from './practice-schedule';
import {
  claimAction,
  countPractice,
  findActionResponse,
  findDueEntries,
  findPracticeEntries,
  findQuestionQuiz,
  lockCard,
  materialiseCards,
  saveCard,
  storeActionResponse,
  type PracticeEntry,
} from './practice.repository';

type PracticeCard = practiceApi.PracticeCard;
type PracticeAnswerData = practiceApi.PracticeAnswerData;

/**
 * The Board's practice (decision 0011): pinned and wrongly answered questions on an FSRS schedule kept
 * per learner. Answers are graded like an instant check and move the question's status, never a quiz's
 * attempt, grade or percentile. Time is the database's clock.
 */

/** At most this many questions in one queue. */
export const QUEUE_LIMIT = 50;

/** Sorting options are shown shuffled; a new order each time the question is practised. */
const shuffleSeed = (userId: number, reps: number) => userId * 7 + reps;

const reasonOf = (entry: PracticeEntry): PracticeCard['reason'] =>
  !entry.pinned ? 'incorrect' : entry.answer_status === 3 ? 'both' : 'pinned';

async function loadQuizzes(db: Queryable, ids: number[], user: AuthUser): Promise<Map<number, LoadedQuiz>> {
  const quizzes = new Map<number, LoadedQuiz>();
  // one after another: a transaction's connection takes one query at a time
  for (const id of new Set(ids)) quizzes.set(id, await loadQuiz(db, id, user));
  return quizzes;
}

/** GET /board/practice: the questions due now, with the day's count and the total in practice. */
export async function practiceQueue(
  db: Database,
  user: AuthUser,
  category: string | undefined,
): Promise<ResponseOf<typeof practiceApi.practiceQueue>> {
  return db.transaction(async (tx) => {
    const now = await databaseNow(tx);
    const filter = { category };
    await materialiseCards(tx, user.id, filter, now);
    const due = await findDueEntries(tx, user.id, filter, now, QUEUE_LIMIT);
    const counts = await countPractice(tx, user.id, filter, now);
    const quizzes = await loadQuizzes(
      tx,
      due.map((entry) => entry.quiz_id),
      user,
    );
    const cards = due.flatMap((entry): PracticeCard[] => {
      const quiz = quizzes.get(entry.quiz_id);
      const question = quiz?.questions.find((q) => q.row.id === entry.question_id);
      if (!quiz || !question) return [];
      return [
        {
          question: toQuestion(question, false, undefined, shuffleSeed(user.id, entry.reps)),
          quizId: quiz.item.id,
          quizName: quiz.item.title,
          courseId: quiz.item.course_id,
          courseName: quiz.item.course_title,
          status: encodeStatus({ answer: entry.answer_status as AnswerStatus, pinned: entry.pinned }),
          reason: reasonOf(entry),
          due: entry.due.toISOString(),
          reps: entry.reps,
          lapses: entry.lapses,
        },
      ];
    });
    return {
      cards,
      due_today: counts.due_today,
      total: counts.total,
      next_due: counts.next_due ? counts.next_due.toISOString() : null,
    };
  });
}

/** GET /board/due: how many questions are due by the end of today. */
export async function practiceDue(
  db: Database,
  user: AuthUser,
  category: string | undefined,
): Promise<ResponseOf<typeof practiceApi.practiceDue>> {
  const counts = await countPractice(db, user.id, { category }, await databaseNow(db));
  return { due_today: counts.due_today };
}

/** The graded answer as check_answer shows it. */
function resultOf(question: LoadedQuestion, quiz: LoadedQuiz, answered: AnswerValue | null) {
  const key = String(question.row.id);
  const [grade] = gradeQuiz(
    [question.gradable],
    { [key]: answered },
    gradingSettings(quiz.settings),
  ).questions;
  const result: AnsweredResult = {
    answered: shownAnswer(answered),
    correct: grade!.correct,
    mark: grade!.net,
    explanation: question.row.explanation || null,
    ...(grade!.blanks ? { blanks: Object.fromEntries(grade!.blanks.map((b) => [b.id, b.correct])) } : {}),
  };
  return { grade: grade!, result };
}

export interface PracticeAnswerInput {
  question_id: number;
  answered: AnswerValue | null;
  action_id?: string | undefined;
  category?: string | undefined;
}

const notInPractice = () => new ApiError(404, 'practice_not_found', 'practice.notFound');

/**
 * POST /board/practice/answer: grades one question of the learner's practice, schedules it again and
 * moves its answer status. With `action_id`, a second send answers the stored first result. A question of
 * a quiz the learner may not have evaluated (no study plan) gets the quiz finish's 403.
 */
export async function answerPractice(
  db: Database,
  body: PracticeAnswerInput,
  user: AuthUser,
  locale: Locale,
): Promise<ResponseOf<typeof practiceApi.answerPractice>> {
  return db.transaction(async (tx) => {
    if (body.action_id && !(await claimAction(tx, user.id, body.action_id))) {
      const stored = await findActionResponse<PracticeAnswerData>(tx, user.id, body.action_id);
      return {
        status: 'success',
        message: message('practice.alreadyAnswered', locale),
        data: stored ?? null,
      };
    }
    const now = await databaseNow(tx);
    const quizId = await findQuestionQuiz(tx, body.question_id);
    if (quizId === undefined) throw new ApiError(404, 'question_not_found', 'practice.questionNotFound');
    const only = { questionId: body.question_id };
    const [entry] = await findPracticeEntries(tx, user.id, only, now);
    if (!entry?.active) throw notInPractice();
    const quiz = await loadQuiz(tx, quizId, user);
    assertMayOpen(quiz, user);
    // an answer here is graded and explained as a check is: the study plan's rule (SPEC §6)
    assertMayEvaluate(quiz.item, user);
    const question = quiz.questions.find((q) => q.row.id === body.question_id);
    if (!question) throw notInPractice();
    const answered = body.answered === null ? null : answerFor(question, body.answered);

    await materialiseCards(tx, user.id, only, now);
    const card = await lockCard(tx, user.id, body.question_id);
    const status = await lockQuestionStatus(tx, user.id, body.question_id);
    if (!card || card.retired_at || !status) throw notInPractice();
    const { grade, result } = resultOf(question, quiz, answered);
    const next = scheduleAnswer(card, grade.correct, now);
    await saveCard(tx, user.id, body.question_id, next);
    const outcome = { questionId: body.question_id, answered: grade.answered, correct: grade.correct };
    const stored = await recordAnswers(tx, user.id, [outcome]);

    const retired = next.retired_at !== null;
    const counts = await countPractice(tx, user.id, { category: body.category }, now);
    const data: PracticeAnswerData = {
      question_id: body.question_id,
      result,
      explanation: question.row.explanation || null,
      options: toQuestion(question, true, answered, shuffleSeed(user.id, card.reps)).options,
      question_status: stored.get(body.question_id) ?? encodeStatus(status),
      next_due: retired ? null : next.due.toISOString(),
      retired,
      due_today: counts.due_today,
    };
    if (body.action_id) await storeActionResponse(tx, user.id, body.action_id, data);
    const code = retired ? 'practice.retired' : grade.correct ? 'practice.right' : 'practice.wrong';
    return { status: 'success', message: message(code, locale), data };
  });
}
