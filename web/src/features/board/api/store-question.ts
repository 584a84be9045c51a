import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { quizApi } from '@studovna/core/contract';
import { useApi, type ApiClient } from '../../../lib/api';
import { unwrapAction } from '../../../lib/api/action-result';
import { useUserId } from '../../learning/api/use-user-id';
import { boardKeys } from './board-keys';

export interface StoreQuestionInput {
  /** The quiz the question was met in. */
  quizId: number;
  questionId: number;
  /** The new stored status (SPEC §3 digits); `togglePin(current)` sets or removes the pin. */
  status: number;
}

/**
 * GET /quiz/store-question (id, question_id, user_id, status). A refusal is an ActionError with the
 * server's message (403: pinning needs an active study plan).
 */
const storeQuestion = async (api: ApiClient, userId: number | null, input: StoreQuestionInput) =>
  unwrapAction(
    await api.call(quizApi.storeQuestion, {
      query: { id: input.quizId, question_id: input.questionId, user_id: userId ?? 0, status: input.status },
    }),
  );

/** Pins, due counts and statuses change together. */
const refreshBoard = (queryClient: QueryClient) =>
  Promise.all(
    [boardKeys.pinsAll, boardKeys.dueAll, boardKeys.questionStatusesAll].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

/**
 * One question's status (the pin toggle of the results review): written into the cached statuses at
 * once, put back when the server refuses; afterwards the Board's data is asked again.
 */
export function useStoreQuestion() {
  const api = useApi();
  const userId = useUserId();
  const queryClient = useQueryClient();
  const statusesKey = boardKeys.questionStatuses(userId);
  return useMutation({
    mutationFn: (input: StoreQuestionInput) => storeQuestion(api, userId, input),
    onMutate: async ({ questionId, status }) => {
      await queryClient.cancelQueries({ queryKey: statusesKey });
      const previous = queryClient.getQueryData<Record<string, number>>(statusesKey);
      if (previous) queryClient.setQueryData(statusesKey, { ...previous, [String(questionId)]: status });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(statusesKey, context.previous);
    },
    onSettled: () => refreshBoard(queryClient),
  });
}

/**
 * Several questions' statuses at once (removing pins on the Board), one call each; the Board's data is
 * asked again once they have all been answered. Fails with the first refusal.
 */
export function useStoreQuestions() {
  const api = useApi();
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (inputs: StoreQuestionInput[]) => {
      const results = await Promise.allSettled(inputs.map((input) => storeQuestion(api, userId, input)));
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      return results.length;
    },
    onSettled: () => refreshBoard(queryClient),
  });
}
