import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewsApi } from '@studovna/core/contract';
import { unwrap, useApi, type ApiClient } from '../../../lib/api';
import { unwrapAction } from '../../../lib/api/action-result';
import { courseKeys } from './course-query';

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

export function useCourseReviews(courseId: number) {
  return useQuery({ ...courseReviewsQuery(useApi(), courseId), enabled: courseId > 0 });
}

export interface ReviewDraft {
  title: string;
  rating: number;
  content: string;
}

/** POST /review/submit {course, title, rating, content}; the answer carries the updated reviews. */
export function useSubmitReview(courseId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: ReviewDraft) =>
      unwrapAction(
        await api.call(reviewsApi.submitReview, {
          body: {
            course: courseId,
            rating: draft.rating,
            title: draft.title.trim(),
            content: draft.content.trim(),
          },
        }),
      ),
    onSuccess: (reviews) => {
      if (reviews) queryClient.setQueryData(courseKeys.reviews(courseId), { ...reviews, reviewed: true });
      else void queryClient.invalidateQueries({ queryKey: courseKeys.reviews(courseId) });
    },
  });
}
