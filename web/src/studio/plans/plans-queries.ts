import { queryOptions } from '@tanstack/react-query';
import { studioPlansApi } from '@studovna/core/contract/studio';
import { unwrap, type ApiClient } from '../../lib/api';
import { STUDIO_GC_MS, studioKeys } from '../api/studio-keys';

/** The study plans' key, under the studio's (a logout drops it with the rest). */
export const plansKey = [...studioKeys.all, 'plans'] as const;

export const plansQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: plansKey,
    queryFn: async ({ signal }) => unwrap(await api.call(studioPlansApi.listPlans, { signal })),
    gcTime: STUDIO_GC_MS,
    staleTime: 0,
  });
