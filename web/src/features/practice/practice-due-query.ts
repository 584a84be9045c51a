import { useQuery } from '@tanstack/react-query';
import { practiceApi } from '@studovna/core/contract/routes';
import { unwrap, useApi } from '../../lib/api';
import { useUserId } from '../../lib/store';
import { boardKeys } from '../../lib/query/board-keys';

/**
 * GET /board/due — how many practice questions are due today, in one category (slug) or all; only for
 * a logged-in learner, asked again when the window regains focus (the day moves on meanwhile).
 */
export function usePracticeDue(category: string | null = null) {
  const api = useApi();
  const userId = useUserId();
  return useQuery({
    queryKey: boardKeys.due(userId, category),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(practiceApi.practiceDue, { query: { category: category ?? undefined }, signal }))
        .due_today,
    enabled: userId !== null,
    staleTime: 60_000,
    refetchOnWindowFocus: 'always',
  });
}
