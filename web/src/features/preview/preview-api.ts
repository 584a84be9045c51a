import { useMutation, useQuery } from '@tanstack/react-query';
import { quizApi } from '@studovna/core/contract/routes';
import { type AnsweredMap } from '@studovna/core/contract';
import { unwrap, useApi } from '../../lib/api';
import { learningKeys } from '../learning/api/learning-keys';

/** The preview's sample tasks are the same for everyone; kept a while, so moving into the preview reuses them. */
const PREVIEW_STALE_MS = 5 * 60_000;

export const previewKey = (courseId: number) => [...learningKeys.all, 'preview', courseId] as const;

/** GET /wp/v1/quiz/preview: the synthetic quiz of the course's sample tasks (id = the course id). */
export function usePreviewQuiz(courseId: number) {
  const api = useApi();
  return useQuery({
    queryKey: previewKey(courseId),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(quizApi.quizPreview, { query: { course_id: courseId }, signal })),
    staleTime: PREVIEW_STALE_MS,
    retry: false,
  });
}

/**
 * POST /wp/v1/quiz/preview/evaluate: the sample tasks graded (every question revealed with its
 * explanation); nothing is stored, so it is simply asked again when it fails.
 */
export function useEvaluatePreview(courseId: number) {
  const api = useApi();
  return useMutation({
    mutationFn: async (answered: AnsweredMap) =>
      unwrap(await api.call(quizApi.evaluatePreview, { body: { course_id: courseId, answered } })),
  });
}
