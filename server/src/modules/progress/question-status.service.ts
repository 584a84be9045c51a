import { message, type Locale, type MessageCode } from '@studovna/core';
import type { quizApi, ResponseOf } from '@studovna/core/contract';
import {
  capsOf,
  encodeStatus,
  mayPin,
  NOT_ANSWERED,
  statusAfterAnswer,
  storeRequest,
  type AnswerStatus,
  type QuestionStatus,
} from '@studovna/core/domain';
import type { Database, Queryable } from '../../db/database';
import { ApiError, badRequest, forbidden } from '../../lib/api-error';
import type { AuthUser } from '../../lib/auth-user';
import { assertMayOpen, courseTermsOf, loadItem } from '../progress/item-access';
import {
  applyAnswerStatuses,
  deleteQuestionStatus,
  findQuestionStatus,
  findQuestionStatuses,
  isQuestionOfQuiz,
  lockQuestionStatuses,
  saveQuestionStatuses,
} from '../progress/question-status.repository';

/**
 * The learner's status per question (SPEC §3, §4): graded answers move the answer status (the pin is
 * kept), store-question sets or removes it, and pinning follows core's `mayPin` (SPEC §6, decision 0019).
 */

const NONE: QuestionStatus = { answer: NOT_ANSWERED, pinned: false };

/** One graded question of a check, a finish or a practice answer. */
export interface AnswerOutcome {
  questionId: number;
  answered: boolean;
  correct: boolean;
}

/** A graded question (of a quiz grade) as the statuses take it. */
export const outcomeOf = (q: { id: number; answered: boolean; correct: boolean }): AnswerOutcome => ({
  questionId: q.id,
  answered: q.answered,
  correct: q.correct,
});

/**
 * By question id, the answer status graded answers (in the order given) leave over no record; unanswered
 * ones are left out, as they leave a status as it is. The database applies these to each stored record
 * in the statement that locks it (`answerStatusesUpsert`).
 */
export function freshStatuses(outcomes: readonly AnswerOutcome[]): Map<number, AnswerStatus> {
  const fresh = new Map<number, AnswerStatus>();
  for (const o of outcomes)
    if (o.answered) {
      const before = { ...NONE, answer: fresh.get(o.questionId) ?? NONE.answer };
      fresh.set(o.questionId, statusAfterAnswer(before, true, o.correct).answer);
    }
  return fresh;
}

/**
 * Moves the learner's statuses by graded answers (in the order given; unanswered ones are left as they
 * are) and answers the new stored numbers of the answered questions, by question id.
 */
export async function recordAnswers(
  tx: Queryable,
  userId: number,
  outcomes: readonly AnswerOutcome[],
): Promise<Map<number, number>> {
  const after = await applyAnswerStatuses(tx, userId, freshStatuses(outcomes));
  return new Map([...after].map(([id, status]) => [id, encodeStatus(status)]));
}

/** The learner's status of one question, its row locked for the transaction; null without a record. */
export async function lockQuestionStatus(tx: Queryable, userId: number, questionId: number) {
  return findQuestionStatus(tx, userId, questionId, { lock: true });
}

/** The learner's stored number of one question (0 without a record). */
export async function storedStatus(db: Queryable, userId: number, questionId: number): Promise<number> {
  return encodeStatus((await findQuestionStatus(db, userId, questionId)) ?? NONE);
}

export interface StoreQuestionInput {
  quizId: number;
  questionId: number;
  userId: number;
  status: number;
}

type StoreAnswer = ResponseOf<typeof quizApi.storeQuestion>;

const stored = (questionId: number, status: number, code: MessageCode, locale: Locale): StoreAnswer => ({
  status: 'success',
  message: message(code, locale),
  data: { question_id: questionId, status },
});

/**
 * GET /quiz/store-question: sets the caller's status of a question of the quiz, or removes it (-1).
 * Only for oneself (403), a question of that quiz (404), a quiz the caller may open (403); pinning a
 * question not pinned before needs the plan (403). Removing or just unpinning a record needs neither.
 */
export async function storeQuestionStatus(
  db: Database,
  input: StoreQuestionInput,
  user: AuthUser,
  locale: Locale,
): Promise<StoreAnswer> {
  if (input.userId !== user.id) throw forbidden('rest_user_cannot_edit');
  return db.transaction(async (tx) => {
    const access = await loadItem(tx, input.quizId, user, 'lp_quiz');
    if (!(await isQuestionOfQuiz(tx, input.questionId, input.quizId)))
      throw new ApiError(404, 'question_not_found', 'question.notInQuiz');
    const request = storeRequest(input.status);
    if (request.kind === 'invalid') throw badRequest('rest_invalid_status', 'question.statusInvalid');
    const current = (await lockQuestionStatuses(tx, user.id, [input.questionId])).get(input.questionId)!;
    if (request.kind === 'remove') {
      await deleteQuestionStatus(tx, user.id, input.questionId);
      return stored(input.questionId, -1, 'question.statusRemoved', locale);
    }
    const next = request.status;
    const onlyUnpins = current.pinned && !next.pinned && next.answer === current.answer;
    if (!onlyUnpins) assertMayOpen(access, user);
    const learner = { loggedIn: true, caps: capsOf(user.roles) };
    if (next.pinned && !current.pinned && mayPin(learner, courseTermsOf(access.item)) !== 'allowed')
      throw new ApiError(403, 'pin_requires_plan', 'pin.requiresPlan');
    if (next.answer === NOT_ANSWERED && !next.pinned)
      await deleteQuestionStatus(tx, user.id, input.questionId);
    else await saveQuestionStatuses(tx, user.id, new Map([[input.questionId, next]]));
    const code: MessageCode =
      next.pinned && !current.pinned
        ? 'pin.added'
        : current.pinned && !next.pinned
          ? 'pin.removed'
          : 'question.statusSaved';
    return stored(input.questionId, encodeStatus(next), code, locale);
  });
}

/** GET /users/questions-stats: question id → stored number of every record of the caller. */
export async function questionsStats(
  db: Queryable,
  userId: number,
  user: AuthUser,
): Promise<Record<string, number>> {
  if (userId !== user.id) throw forbidden('rest_user_cannot_view');
  const statuses = await findQuestionStatuses(db, user.id);
  return Object.fromEntries([...statuses].map(([id, status]) => [String(id), encodeStatus(status)]));
}
