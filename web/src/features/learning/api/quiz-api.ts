import { useQuery } from '@tanstack/react-query';
import { quizApi, type AnsweredMap, type AnswerValue } from '@studovna/core/contract';
import { unwrap, useApi, type ApiClient } from '../../../lib/api';
import { actionOutcome } from '../../../lib/api/action-result';
import { learningKeys } from './learning-keys';
import { useUserId } from './use-user-id';

/**
 * GET /quiz/{id}: asked again whenever the screen opens, so the attempt (and `results.total_time`,
 * counted from when it arrived) is the server's current one, never a stale copy.
 */
export function useQuiz(quizId: number) {
  const api = useApi();
  const userId = useUserId();
  return useQuery({
    queryKey: learningKeys.quiz(quizId, userId),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(quizApi.getQuiz, { params: { id: quizId }, signal })),
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}

/** The attempt calls; each answers an ActionOutcome (never throws), the attempt store decides what to do. */
export function quizCalls(api: ApiClient, quizId: number) {
  return {
    start: async () => actionOutcome(await api.call(quizApi.startQuiz, { body: { id: quizId } })),
    retake: async () => actionOutcome(await api.call(quizApi.retakeQuiz, { body: { id: quizId } })),
    save: async (answered: AnsweredMap) =>
      actionOutcome(await api.call(quizApi.saveAnswers, { body: { id: quizId, answered } })),
    check: async (questionId: number, answered: AnswerValue) =>
      actionOutcome(
        await api.call(quizApi.checkAnswer, { body: { id: quizId, question_id: questionId, answered } }),
      ),
    finish: async (answered: AnsweredMap) =>
      actionOutcome(await api.call(quizApi.finishQuiz, { body: { id: quizId, answered } })),
  };
}

export type QuizCalls = ReturnType<typeof quizCalls>;
