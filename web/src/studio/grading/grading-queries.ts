import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioGradingApi } from '@studovna/core/contract/studio';
import type { GradingState } from '@studovna/core/studio';
import { unwrap, useApi, type ApiClient } from '../../lib/api';
import { STUDIO_GC_MS, studioKeys } from '../api/studio-keys';

/** The queue's filters, kept in the address. */
export interface QueueFilters {
  state: GradingState;
  course: number | null;
  page: number;
}

export const QUEUE_PAGE_SIZE = 20;

/** Grading's keys, under the studio's (a logout drops them with the rest). */
export const gradingKeys = {
  all: () => [...studioKeys.all, 'grading'] as const,
  waiting: () => [...studioKeys.all, 'grading', 'waiting'] as const,
  queues: () => [...studioKeys.all, 'grading', 'queue'] as const,
  queue: (filters: QueueFilters) => [...studioKeys.all, 'grading', 'queue', filters] as const,
  answer: (id: number) => [...studioKeys.all, 'grading', 'answer', id] as const,
};

export const queueQuery = (api: ApiClient, filters: QueueFilters) =>
  queryOptions({
    queryKey: gradingKeys.queue(filters),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.call(studioGradingApi.listQueue, {
          query: {
            state: filters.state,
            course: filters.course ?? undefined,
            page: filters.page,
            per_page: QUEUE_PAGE_SIZE,
          },
          signal,
        }),
      ),
    gcTime: STUDIO_GC_MS,
    staleTime: 0,
  });

export const answerQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: gradingKeys.answer(id),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(studioGradingApi.getAnswer, { params: { id }, signal })),
    gcTime: STUDIO_GC_MS,
    staleTime: 0,
  });

/** How many answers wait for the caller's grading: the navigation's count, asked again every minute. */
export function useWaitingCount() {
  const api = useApi();
  return useQuery({
    queryKey: gradingKeys.waiting(),
    queryFn: async ({ signal }) => unwrap(await api.call(studioGradingApi.waitingCount, { signal })).waiting,
    gcTime: STUDIO_GC_MS,
    staleTime: 30_000,
    refetchInterval: 60_000,
    retry: false,
  });
}
