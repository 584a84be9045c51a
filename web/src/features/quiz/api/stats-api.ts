import { useQuery } from '@tanstack/react-query';
import { quizApi } from '@studovna/core/contract/routes';
import { unwrap, useApi } from '../../../lib/api';
import { learningKeys } from '../../learning/api/learning-keys';
import { useUserId } from '../../../lib/store';

/**
 * GET /quiz/percentil of one mark (points): the share of learners at or below it and the learners'
 * counted scores in ten bands. Asked again whenever a result opens — others finish in the meantime.
 */
export function usePercentile(quizId: number, userMark: number) {
  const api = useApi();
  const userId = useUserId();
  return useQuery({
    queryKey: learningKeys.percentile(quizId, userMark, userId),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(quizApi.quizPercentile, { query: { id: quizId, user_mark: userMark }, signal })),
    enabled: userId !== null,
    staleTime: 0,
  });
}

/**
 * POST /quiz/statistics for one quiz: the learner's counted (best) attempt with its percentile and the
 * number of graded attempts, or null before the first finish.
 */
export function useQuizStatistic(quizId: number) {
  const api = useApi();
  const userId = useUserId();
  return useQuery({
    queryKey: learningKeys.statistics(quizId, userId),
    queryFn: async ({ signal }) => {
      const stats = unwrap(await api.call(quizApi.quizStatistics, { body: { id_list: [quizId] }, signal }));
      return stats[String(quizId)] ?? null;
    },
    enabled: userId !== null,
    staleTime: 0,
  });
}
