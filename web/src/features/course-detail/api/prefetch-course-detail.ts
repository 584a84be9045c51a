import type { QueryClient } from '@tanstack/react-query';
import type { ApiContextValue } from '../../../lib/api';
import { idFromParam } from '../../learning/learning-params';
import { courseDetailQuery } from './course-query';

/** When the app starts on kurzy/:courseId: the course is asked for while the screen's code loads. */
export function prefetchCourseDetail(
  params: { courseId?: string },
  services: { queryClient: QueryClient; api: ApiContextValue },
): void {
  const courseId = idFromParam(params.courseId);
  if (courseId) void services.queryClient.prefetchQuery(courseDetailQuery(services.api.client, courseId));
}
