import { queryOptions } from '@tanstack/react-query';
import { studioAssignmentsApi } from '@studovna/core/contract/studio';
import { unwrap, type ApiClient } from '../../lib/api';
import { STUDIO_GC_MS, studioKeys } from '../api/studio-keys';

/** An assignment's key, under the studio's (a logout drops it with the rest). */
export const assignmentKey = (id: number) => [...studioKeys.all, 'assignments', id] as const;

export const assignmentQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: assignmentKey(id),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(studioAssignmentsApi.getAssignment, { params: { id }, signal })),
    gcTime: STUDIO_GC_MS,
    staleTime: 0,
  });
