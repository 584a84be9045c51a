import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the Board; each holds the learner. Pins, the due count and the question statuses change
 * together when a pin is set or removed (invalidate the `…All` prefixes).
 */
export const boardKeys = {
  all: ['board'] as const,
  pinsAll: ['board', 'pins'] as const,
  pins: (userId: number | null, category: string | null) =>
    ['board', 'pins', userId ?? 'guest', category ?? 'all'] as const,
  dueAll: ['board', 'due'] as const,
  due: (userId: number | null, category: string | null) =>
    ['board', 'due', userId ?? 'guest', category ?? 'all'] as const,
  questionStatusesAll: ['board', 'question-statuses'] as const,
  questionStatuses: (userId: number | null) => ['board', 'question-statuses', userId ?? 'guest'] as const,
};

/** Everything the Board shows is asked for again: what the learner answered changed what is due. */
export const refreshBoard = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: boardKeys.all });
