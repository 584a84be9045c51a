import { queryOptions } from '@tanstack/react-query';
import { reviewsApi } from '@studovna/core/contract/routes';
import { unwrap, type ApiClient } from '../../../lib/api';
import { courseKeys } from '../course-query';

/** GET /review/course/{id} — approved reviews, the average and whether the caller has reviewed. */
export const courseReviewsQuery = (api: ApiClient, courseId: number) =>
  queryOptions({
    queryKey: courseKeys.reviews(courseId),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.call(reviewsApi.courseReviews, {
          params: { id: courseId },
          query: { per_page: 100 },
          signal,
        }),
      ).data,
  });
