import type { QueryClient } from '@tanstack/react-query';
import type { ApiContextValue } from '../../../lib/api';
import { idFromParam } from '../../learning/learning-params';
import { courseDetailQuery } from '../course-query';
import { courseReviewsQuery } from './course-reviews-query';

/**
 * When the app starts on kurzy/:courseId: the course and its reviews are asked for while the screen's
 * code loads, so the screen's first render shows both.
 */
export function prefetchCourseDetail(
  params: { courseId?: string },
  services: { queryClient: QueryClient; api: ApiContextValue },
): Promise<unknown> | void {
  const courseId = idFromParam(params.courseId);
  if (!courseId) return;
  return Promise.all([
    services.queryClient.prefetchQuery(courseDetailQuery(services.api.client, courseId)),
    services.queryClient.prefetchQuery(courseReviewsQuery(services.api.client, courseId)),
  ]);
}
