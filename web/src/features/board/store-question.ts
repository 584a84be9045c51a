import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { quizApi } from '@studovna/core/contract/routes';
import { type boardApi } from '@studovna/core/contract';
import { isPinned } from '@studovna/core/domain';
import { useApi, type ApiClient, type ApiResult } from '../../lib/api';
import { unwrapAction } from '../../lib/api/action-result';
import { sendAction } from '../../lib/sync/send-action';
import { useQueuedFeedback, type QueuedFeedback } from '../../lib/sync/use-queued-feedback';
import { useUserId } from '../../lib/store';
import { boardKeys } from '../../lib/query/board-keys';

export interface StoreQuestionInput {
  /** The quiz the question was met in. */
  quizId: number;
  questionId: number;
  /** The new stored status (SPEC §3 digits); `togglePin(current)` sets or removes the pin. */
  status: number;
}

/** Answered by a call that waits in the queue (the learner has been told). */
const QUEUED = 'queued' as const;

/**
 * GET /quiz/store-question (id, question_id, user_id, status) through the outbox. A refusal is an
 * ActionError with the server's message (403: pinning needs an active study plan); without a connection
 * the call is queued (answers QUEUED), and once the server answers, `later` hears of it.
 */
const storeQuestion = async (
  api: ApiClient,
  userId: number | null,
  input: StoreQuestionInput,
  later: (answer: ApiResult<typeof quizApi.storeQuestion> | null) => void,
) => {
  const result = await sendAction(api, {
    endpoint: quizApi.storeQuestion,
    request: {
      query: { id: input.quizId, question_id: input.questionId, user_id: userId ?? 0, status: input.status },
    },
    later,
  });
  return result ? unwrapAction(result) : QUEUED;
};

/** Pins, due counts and statuses change together. */
const refreshBoard = (queryClient: QueryClient) =>
  Promise.all(
    [boardKeys.pinsAll, boardKeys.dueAll, boardKeys.questionStatusesAll].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

/** What a queued pin change does once the server answered it: the Board is asked again, a refusal told. */
function useQueuedPins(): { feedback: QueuedFeedback; later: Parameters<typeof storeQuestion>[3] } {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const feedback = useQueuedFeedback();
  return {
    feedback,
    later: (answer) => {
      void refreshBoard(queryClient);
      feedback.settled(t('board.pin.failed'), answer, unwrapAction);
    },
  };
}

/**
 * One question's status (the pin toggle of the results review): written into the cached statuses at
 * once, put back when the server refuses; afterwards the Board's data is asked again. A change that
 * waits in the queue stays shown; the Board is asked again once the server has it.
 */
export function useStoreQuestion() {
  const api = useApi();
  const userId = useUserId();
  const queryClient = useQueryClient();
  const { feedback, later } = useQueuedPins();
  const statusesKey = boardKeys.questionStatuses(userId);
  return useMutation({
    // sent even offline: the outbox keeps what cannot reach the server yet
    networkMode: 'always',
    mutationFn: async (input: StoreQuestionInput) => {
      const answer = await storeQuestion(api, userId, input, later);
      if (answer === QUEUED) feedback.queued();
      return answer;
    },
    onMutate: async ({ questionId, status }) => {
      await queryClient.cancelQueries({ queryKey: statusesKey });
      const previous = queryClient.getQueryData<Record<string, number>>(statusesKey);
      if (previous) queryClient.setQueryData(statusesKey, { ...previous, [String(questionId)]: status });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(statusesKey, context.previous);
    },
    onSettled: (answer) => (answer === QUEUED ? undefined : refreshBoard(queryClient)),
  });
}

/**
 * Several questions' statuses at once (removing pins on the Board), one call each; the Board's data is
 * asked again once they have all been answered. Fails with the first refusal. Changes that wait in the
 * queue are told once and their pins leave the Board's lists at once.
 */
export function useStoreQuestions() {
  const api = useApi();
  const userId = useUserId();
  const queryClient = useQueryClient();
  const { feedback, later } = useQueuedPins();
  return useMutation({
    // sent even offline: the outbox keeps what cannot reach the server yet
    networkMode: 'always',
    mutationFn: async (inputs: StoreQuestionInput[]) => {
      const results = await Promise.allSettled(
        inputs.map((input) => storeQuestion(api, userId, input, later)),
      );
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      const queued = inputs.filter((_input, i) => {
        const result = results[i];
        return result?.status === 'fulfilled' && result.value === QUEUED;
      });
      if (!queued.length) return { count: results.length, queued: false };
      feedback.queued();
      const unpinned = queued.filter((input) => !isPinned(input.status));
      queryClient.setQueriesData<boardApi.Pin[]>({ queryKey: boardKeys.pinsAll }, (pins) =>
        pins?.filter((pin) => !unpinned.some((i) => i.questionId === pin.id && i.quizId === pin.quizId)),
      );
      return { count: results.length, queued: true };
    },
    onSettled: (answer) => (answer?.queued ? undefined : refreshBoard(queryClient)),
  });
}
