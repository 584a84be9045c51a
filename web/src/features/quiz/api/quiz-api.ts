import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { quizApi } from '@studovna/core/contract/routes';
import {
  type AnsweredMap,
  type AnswerValue,
  type EndpointDefinition,
  type Quiz,
  type QuizAttempt,
} from '@studovna/core/contract';
import type { QuestionSeconds } from '@studovna/core/domain';
import { useApi, type ApiClient, type ApiResult } from '../../../lib/api';
import { actionOutcome } from '../../../lib/api/action-result';
import type { FailedAction } from '../../../lib/sync/failed-action';
import { outboxOf } from '../../../lib/sync/outbox';
import { withSavedAnswers } from '../../learning/attempt/attempt-view';
import { QUEUED, type QueuedCalls } from '../../learning/attempt/queued-calls';
import { learningKeys } from '../../learning/api/learning-keys';
import { ofQuiz, quizQuery } from './quiz-query';
import { useUserId } from '../../../lib/store';

/** The question a queued check is about. */
const questionOf = (action: FailedAction) =>
  Number((action.request.body as { question_id?: unknown }).question_id);

/** The seconds per question a save or finish carries (none yet: the field is left out). */
const timeOf = (seconds: QuestionSeconds) =>
  Object.keys(seconds).length > 0 ? { question_seconds: seconds } : {};

/** The answers a queued save carries. */
const answersOf = (action: FailedAction) => (action.request.body as { answered: AnsweredMap }).answered;

/**
 * GET /quiz/{id}: asked again whenever the screen opens, so the attempt (and `results.total_time`,
 * counted from when it arrived) is the server's current one, never a stale copy. `openedAt` is when the
 * screen opened: an answer that arrived since (asked for at start, when the app started on the quiz's
 * address) is not asked for again.
 */
export function useQuiz(quizId: number, openedAt?: number) {
  const api = useApi();
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useQuery({
    ...quizQuery(api, queryClient, quizId, userId),
    refetchOnMount: (query) =>
      openedAt !== undefined && query.state.dataUpdatedAt >= openedAt ? false : 'always',
  });
}

/**
 * Keeps the browser's copy of the quiz (its query) in step with the attempt: every new attempt state,
 * and every answer the server confirmed saving. That copy is what a reload shows while the quiz's
 * actions wait in the queue.
 */
export function keptQuiz(queryClient: QueryClient, quizId: number, userId: number | null) {
  const queryKey = learningKeys.quiz(quizId, userId);
  return {
    attempt: (attempt: QuizAttempt) =>
      queryClient.setQueryData<Quiz>(queryKey, (old) => (old ? { ...old, ...attempt } : old)),
    saved: (answered: AnsweredMap) =>
      queryClient.setQueryData<Quiz>(queryKey, (old) => old && withSavedAnswers(old, answered)),
  };
}

/**
 * The attempt calls; each answers an ActionOutcome (never throws), the attempt store decides what to do.
 * Answers, checks and the finish go through the app's outbox: each carries an action id, and one that
 * cannot reach the server stays queued (answers `'queued'`) and is sent when the connection returns.
 */
export function quizCalls(api: ApiClient, quizId: number) {
  const outbox = outboxOf(api);
  const send = async <E extends EndpointDefinition>(endpoint: E, body: unknown) => {
    if (!outbox) return api.call(endpoint, { body } as never) as Promise<ApiResult<E>>;
    return outbox.queue({ endpoint, request: { body }, critical: true });
  };
  const queuedOf = (action: FailedAction, endpoint: EndpointDefinition) => ofQuiz(action, quizId, endpoint);

  const queued: QueuedCalls | undefined = outbox && {
    saves: () => outbox.pending().some((a) => queuedOf(a, quizApi.saveAnswers)),
    answers: () =>
      Object.assign(
        {},
        ...outbox
          .pending()
          .filter((a) => queuedOf(a, quizApi.saveAnswers))
          .map(answersOf),
      ) as AnsweredMap,
    finish: () => outbox.pending().some((a) => queuedOf(a, quizApi.finishQuiz)),
    checks: () =>
      outbox
        .pending()
        .filter((a) => queuedOf(a, quizApi.checkAnswer))
        .map(questionOf),
    onSettled: (listener) =>
      outbox.onSettled((action, result) => {
        if (!result) return false;
        if (queuedOf(action, quizApi.saveAnswers))
          listener({
            kind: 'save',
            answered: answersOf(action),
            saved: actionOutcome(result as ApiResult<typeof quizApi.saveAnswers>).ok,
          });
        else if (queuedOf(action, quizApi.finishQuiz))
          listener({
            kind: 'finish',
            outcome: actionOutcome(result as ApiResult<typeof quizApi.finishQuiz>),
          });
        else if (queuedOf(action, quizApi.checkAnswer))
          listener({
            kind: 'check',
            questionId: questionOf(action),
            outcome: actionOutcome(result as ApiResult<typeof quizApi.checkAnswer>),
          });
        else return false;
        return true;
      }),
  };

  return {
    start: async () => actionOutcome(await api.call(quizApi.startQuiz, { body: { id: quizId } })),
    retake: async () => actionOutcome(await api.call(quizApi.retakeQuiz, { body: { id: quizId } })),
    save: async (answered: AnsweredMap, seconds: QuestionSeconds) => {
      const result = await send(quizApi.saveAnswers, { id: quizId, answered, ...timeOf(seconds) });
      return result ? actionOutcome(result) : QUEUED;
    },
    check: async (questionId: number, answered: AnswerValue) => {
      const result = await send(quizApi.checkAnswer, { id: quizId, question_id: questionId, answered });
      return result ? actionOutcome(result) : QUEUED;
    },
    finish: async (answered: AnsweredMap, seconds: QuestionSeconds) => {
      const result = await send(quizApi.finishQuiz, { id: quizId, answered, ...timeOf(seconds) });
      return result ? actionOutcome(result) : QUEUED;
    },
    queued,
  };
}

export type QuizCalls = ReturnType<typeof quizCalls>;
