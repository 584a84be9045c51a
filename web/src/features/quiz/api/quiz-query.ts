import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { quizApi } from '@studovna/core/contract/routes';
import { type EndpointDefinition, type Quiz } from '@studovna/core/contract';
import { unwrap, type ApiClient } from '../../../lib/api';
import type { FailedAction } from '../../../lib/sync/failed-action';
import { browserOnline } from '../../../lib/sync/network-state';
import { outboxOf } from '../../../lib/sync/outbox';
import { learningKeys } from '../../learning/api/learning-keys';

/** The queued calls that change a quiz attempt. */
const QUIZ_ACTIONS = new Set<string>([
  quizApi.saveAnswers.name,
  quizApi.checkAnswer.name,
  quizApi.finishQuiz.name,
]);

/** Whether a queued action is one of quiz `quizId`'s calls (any of them, or the given one). */
export const ofQuiz = (action: FailedAction, quizId: number, endpoint?: EndpointDefinition) =>
  (action.request.body as { id?: unknown } | undefined)?.id === quizId &&
  (endpoint ? action.endpoint === endpoint.name : QUIZ_ACTIONS.has(action.endpoint));

/**
 * GET /quiz/{id}. Offline, or while this quiz's answers, checks or finish wait in the queue (the server
 * is down, say), the attempt kept in the browser beats any copy the server or its service-worker copy has.
 */
export function quizQuery(api: ApiClient, queryClient: QueryClient, quizId: number, userId: number | null) {
  const queryKey = learningKeys.quiz(quizId, userId);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const waiting = outboxOf(api)
        ?.pending()
        .some((action) => ofQuiz(action, quizId));
      const kept = browserOnline() && !waiting ? undefined : queryClient.getQueryData<Quiz>(queryKey);
      return kept ?? unwrap(await api.call(quizApi.getQuiz, { params: { id: quizId }, signal }));
    },
    staleTime: 0,
    retry: false,
  });
}
