import { useQuery } from '@tanstack/react-query';
import { quizApi } from '@studovna/core/contract/routes';
import { CACHE_LIFETIME } from '@studovna/core/domain';
import { unwrap, useApi } from '../../../lib/api';
import { learningKeys } from '../../learning/api/learning-keys';
import { useUserId } from '../../../lib/store';

/** The review of one finished attempt, per learner (under the learning keys: cleared with them). */
export const attemptReviewKey = (attemptId: number, userId: number | null) =>
  [...learningKeys.all, 'attempt-review', attemptId, userId ?? 'guest'] as const;

/**
 * GET /quiz/attempts/{id}: one finished attempt of the learner with everything revealed (answers,
 * correctness, right options, explanations). A finished attempt never changes, so it is kept for a day;
 * another learner's attempt or one in progress is a 404, never retried.
 */
export function useAttemptReview(attemptId: number) {
  const api = useApi();
  const userId = useUserId();
  return useQuery({
    queryKey: attemptReviewKey(attemptId, userId),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(quizApi.quizAttemptReview, { params: { id: attemptId }, signal })),
    enabled: attemptId > 0 && userId !== null,
    staleTime: CACHE_LIFETIME.day,
    retry: false,
  });
}
