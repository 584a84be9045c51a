import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { reviewsApi } from '@studovna/core/contract/routes';
import { useApi } from '../../../lib/api';
import { unwrapAction } from '../../../lib/api/action-result';
import { sendAction } from '../../../lib/sync/send-action';
import { useQueuedFeedback } from '../../../lib/sync/use-queued-feedback';
import { courseKeys } from '../course-query';
import { courseReviewsQuery } from './course-reviews-query';

export function useCourseReviews(courseId: number) {
  return useQuery({ ...courseReviewsQuery(useApi(), courseId), enabled: courseId > 0 });
}

/** Answered for a review that waits in the queue. */
const QUEUED = 'queued' as const;

export interface ReviewDraft {
  title: string;
  rating: number;
  content: string;
}

/**
 * POST /review/submit {course, title, rating, content} through the outbox; the answer carries the updated
 * reviews. Without a connection the review is queued (the learner is told) and appears once the server
 * has taken it (the reviews are asked again then; a refusal is told).
 */
export function useSubmitReview(courseId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const feedback = useQueuedFeedback();
  const refresh = () => queryClient.invalidateQueries({ queryKey: courseKeys.reviews(courseId) });
  return useMutation({
    // sent even offline: the outbox keeps what cannot reach the server yet
    networkMode: 'always',
    mutationFn: async (draft: ReviewDraft) => {
      const result = await sendAction(api, {
        endpoint: reviewsApi.submitReview,
        request: {
          body: {
            course: courseId,
            rating: draft.rating,
            title: draft.title.trim(),
            content: draft.content.trim(),
          },
        },
        later: (answer) => {
          void refresh();
          feedback.settled(t('reviews.failed'), answer, unwrapAction);
        },
      });
      if (!result) {
        feedback.queued();
        // the form gives way at once; the review itself appears once the server has it
        queryClient.setQueryData(courseKeys.reviews(courseId), (reviews) =>
          reviews ? { ...reviews, reviewed: true } : reviews,
        );
        return QUEUED;
      }
      return unwrapAction(result);
    },
    onSuccess: (reviews) => {
      if (reviews === QUEUED) return;
      if (reviews) queryClient.setQueryData(courseKeys.reviews(courseId), { ...reviews, reviewed: true });
      else void refresh();
    },
  });
}
