import { queryOptions, useQuery } from '@tanstack/react-query';
import { coursesApi } from '@studovna/core/contract/routes';
import { unwrap, useApi, type ApiClient } from '../../lib/api';
import { courseKeys } from '../../lib/query/course-keys';
import { RELOAD_THROTTLE_MS } from './use-reload-on-focus';

export { courseKeys };

/** GET /courses/{id} — every field: curriculum, the caller's course_data, meta_data, can_retake. */
export const courseDetailQuery = (api: ApiClient, courseId: number) =>
  queryOptions({
    queryKey: courseKeys.detail(courseId),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(coursesApi.getCourse, { params: { id: courseId }, signal })),
    // SPEC §4: a course refreshed in the last 2 s is not asked for again (one opened right after the
    // app started on its address has just been fetched); the screen reloads on focus itself and drops
    // the course on leave.
    staleTime: RELOAD_THROTTLE_MS,
    retry: false,
  });

export function useCourseDetail(courseId: number) {
  return useQuery({ ...courseDetailQuery(useApi(), courseId), enabled: courseId > 0 });
}
