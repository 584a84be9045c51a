import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoriesApi } from '@studovna/core/contract/routes';
import { unwrap, useApi, type ApiClient } from '../../lib/api';
import { CACHE } from '../../lib/query/query-client';

/** GET /wp/v2/course_category — SPEC §9: categories never expire (refreshed on demand). */
export const categoriesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['categories', 'list'] as const,
    queryFn: async ({ signal }) =>
      unwrap(await api.call(categoriesApi.listCategories, { query: { per_page: 100 }, signal })),
    staleTime: CACHE.never,
  });

export function useCategories() {
  return useQuery(categoriesQuery(useApi()));
}
