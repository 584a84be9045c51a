import { queryOptions } from '@tanstack/react-query';
import { studioLessonsApi } from '@studovna/core/contract/studio';
import { unwrap, type ApiClient } from '../../lib/api';
import { STUDIO_GC_MS, studioKeys } from '../api/studio-keys';

/** A lesson's key, under the studio's (a logout drops it with the rest). */
export const lessonKey = (id: number) => [...studioKeys.all, 'lessons', id] as const;

export const lessonQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: lessonKey(id),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(studioLessonsApi.getLesson, { params: { id }, signal })),
    gcTime: STUDIO_GC_MS,
    staleTime: 0,
  });
