import { useQuery } from '@tanstack/react-query';
import { quizApi } from '@studovna/core/contract/routes';
import { unwrap, useApi } from '../../../lib/api';
import { useUserId } from '../../../lib/store';

/** The learner's finished attempts of a quiz (graded and practice runs). */
export const historyKeys = {
  attempts: (quizId: number, userId: number | null) =>
    ['learning', 'quiz-attempts', quizId, userId ?? 'guest'] as const,
};

/**
 * GET /quiz/attempts: the learner's finished attempts, newest first. Asked again whenever the list
 * appears (it appears after each finish), and only for a logged-in learner.
 */
export function useAttemptHistory(quizId: number) {
  const api = useApi();
  const userId = useUserId();
  return useQuery({
    queryKey: historyKeys.attempts(quizId, userId),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(quizApi.quizAttempts, { query: { id: quizId }, signal })).attempts,
    staleTime: 0,
    refetchOnMount: 'always',
    enabled: userId !== null,
  });
}
