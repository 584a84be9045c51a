import { useQuery } from '@tanstack/react-query';
import { quizApi } from '@studovna/core/contract/routes';
import { unwrap, useApi } from '../../lib/api';
import { useUserId } from '../../lib/store';
import { boardKeys } from '../../lib/query/board-keys';

/**
 * GET /users/questions-stats — question id → the learner's stored status (SPEC §3 digits); asked again
 * whenever a screen showing pins opens, since checks and finishes change it.
 */
export function useQuestionStatuses() {
  const api = useApi();
  const userId = useUserId();
  return useQuery({
    queryKey: boardKeys.questionStatuses(userId),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(quizApi.questionsStats, { query: { id: userId ?? 0 }, signal })),
    enabled: userId !== null,
    staleTime: 0,
  });
}
