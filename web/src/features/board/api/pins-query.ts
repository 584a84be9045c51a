import { useQuery } from '@tanstack/react-query';
import { boardApi } from '@studovna/core/contract/routes';
import { unwrap, useApi } from '../../../lib/api';
import { useUserId } from '../../../lib/store';
import { boardKeys } from '../../../lib/query/board-keys';

/**
 * GET /users/pins — the learner's pinned questions, of one category (slug) or all; asked again whenever
 * the Board opens, as pins are set from the results review.
 */
export function usePins(category: string | null) {
  const api = useApi();
  const userId = useUserId();
  return useQuery({
    queryKey: boardKeys.pins(userId, category),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(boardApi.listPins, { query: { category: category ?? undefined }, signal })).pins,
    enabled: userId !== null,
    staleTime: 0,
  });
}
