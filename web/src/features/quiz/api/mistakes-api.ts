import { useQuery } from '@tanstack/react-query';
import { quizApi } from '@studovna/core/contract/routes';
import { type AnsweredMap, type PracticeAttempt } from '@studovna/core/contract';
import { ApiRequestError, useApi, type ApiClient } from '../../../lib/api';
import { actionOutcome } from '../../../lib/api/action-result';
import { useUserId } from '../../../lib/store';

export const practiceKeys = {
  /** The run as POST /quiz/practice answered it when the screen opened. */
  run: (quizId: number, userId: number | null) =>
    ['learning', 'practice', quizId, userId ?? 'guest'] as const,
  /** Answers and flags of the run in progress, kept in the browser for a day like a quiz's. */
  draft: (quizId: number, userId: number | null) =>
    ['learning', 'practice-draft', quizId, userId ?? 'guest'] as const,
};

/** Why there is nothing to practise: no finished attempt yet, or the latest one was all right. */
export type PracticeRefusal = 'quiz_not_completed' | 'quiz_no_mistakes';
const REFUSALS: readonly string[] = ['quiz_not_completed', 'quiz_no_mistakes'] satisfies PracticeRefusal[];

export type PracticeStart = { run: PracticeAttempt } | { refused: PracticeRefusal };

/**
 * POST /quiz/practice when the screen opens: starts the run of mistakes, or continues the one in
 * progress. Nothing to practise is an answer (`refused`), any other failure an error.
 */
export function usePracticeStart(quizId: number) {
  const api = useApi();
  const userId = useUserId();
  return useQuery({
    queryKey: practiceKeys.run(quizId, userId),
    queryFn: async (): Promise<PracticeStart> => {
      const result = await api.call(quizApi.startPractice, { body: { id: quizId } });
      if (!result.ok && result.status === 400 && REFUSALS.includes(result.error.code ?? ''))
        return { refused: result.error.code as PracticeRefusal };
      if (!result.ok) throw new ApiRequestError(result.status, result.error);
      const { data } = result.data;
      if (result.data.status !== 'success' || !data)
        throw new ApiRequestError(result.status, { message: result.data.message });
      return { run: data };
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnMount: 'always',
    retry: false,
    enabled: userId !== null,
  });
}

/** The calls of a practice run for the attempt controller: started again, never retaken or checked. */
export function practiceCalls(api: ApiClient, quizId: number) {
  return {
    start: async () => actionOutcome(await api.call(quizApi.startPractice, { body: { id: quizId } })),
    save: async (answered: AnsweredMap) =>
      actionOutcome(await api.call(quizApi.savePractice, { body: { id: quizId, answered } })),
    finish: async (answered: AnsweredMap) =>
      actionOutcome(await api.call(quizApi.finishPractice, { body: { id: quizId, answered } })),
  };
}
