import { useQuery } from '@tanstack/react-query';
import { practiceApi } from '@studovna/core/contract/routes';
import { unwrap, useApi } from '../../../lib/api';
import { useAppStore } from '../../../lib/store';

/** Everything of the Board lives under `['board']`; this is the practice queue of one category (or all). */
export const practiceQueueKey = (category: string | null, userId: number | null) =>
  ['board', 'practice', category, userId] as const;

/**
 * GET /board/practice: the learner's questions due for practice now, asked afresh each time the screen
 * opens and kept only while it is open (a stored queue would be out of date by the next visit).
 */
export function usePracticeQueue(category: string | null) {
  const api = useApi();
  const userId = useAppStore((state) => (state.user.token ? (state.user.info?.id ?? null) : null));
  return useQuery({
    queryKey: practiceQueueKey(category, userId),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(practiceApi.practiceQueue, { query: category ? { category } : {}, signal })),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnMount: 'always',
    enabled: userId !== null,
  });
}
