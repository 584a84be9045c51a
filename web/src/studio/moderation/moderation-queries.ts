import { queryOptions } from '@tanstack/react-query';
import { studioModerationApi } from '@studovna/core/contract/studio';
import { unwrap, type ApiClient } from '../../lib/api';
import { STUDIO_GC_MS, studioKeys } from '../api/studio-keys';

/** What the moderation screen lists: comments or reviews; its filters live in the address. */
export type ModerationKind = 'comments' | 'reviews';

export interface ModerationFilters {
  kind: ModerationKind;
  course: number | null;
  page: number;
}

export const MODERATION_PAGE_SIZE = 20;

export const moderationKeys = {
  all: () => [...studioKeys.all, 'moderation'] as const,
  list: (filters: ModerationFilters) => [...studioKeys.all, 'moderation', filters] as const,
};

const query = (filters: ModerationFilters) => ({
  course: filters.course ?? undefined,
  page: filters.page,
  per_page: MODERATION_PAGE_SIZE,
});

export const commentsQuery = (api: ApiClient, filters: ModerationFilters) =>
  queryOptions({
    queryKey: moderationKeys.list({ ...filters, kind: 'comments' }),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(studioModerationApi.listComments, { query: query(filters), signal })),
    gcTime: STUDIO_GC_MS,
    staleTime: 0,
  });

export const reviewsQuery = (api: ApiClient, filters: ModerationFilters) =>
  queryOptions({
    queryKey: moderationKeys.list({ ...filters, kind: 'reviews' }),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(studioModerationApi.listReviews, { query: query(filters), signal })),
    gcTime: STUDIO_GC_MS,
    staleTime: 0,
  });
