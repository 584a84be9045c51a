import { queryOptions, useQuery } from '@tanstack/react-query';
import { coursesApi } from '@studovna/core/contract';
import { unwrap, useApi, type ApiClient } from '../../../lib/api';
import { courseKeys } from '../../../lib/query/course-keys';

export { courseKeys };

/** GET /courses/{id} — every field: curriculum, the caller's course_data, meta_data, can_retake. */
export const courseDetailQuery = (api: ApiClient, courseId: number) =>
  queryOptions({
    queryKey: courseKeys.detail(courseId),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(coursesApi.getCourse, { params: { id: courseId }, signal })),
    // The screen reloads on focus itself (throttled, SPEC §4) and drops the course on leave.
    staleTime: 0,
    retry: false,
  });

export function useCourseDetail(courseId: number) {
  return useQuery({ ...courseDetailQuery(useApi(), courseId), enabled: courseId > 0 });
}
