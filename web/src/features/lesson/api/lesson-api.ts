import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { itemsApi, lessonsApi } from '@studovna/core/contract/routes';
import { type Lesson } from '@studovna/core/contract';
import { unwrap, useApi } from '../../../lib/api';
import { unwrapAction } from '../../../lib/api/action-result';
import { courseKeys } from '../../../lib/query/course-keys';
import { sendAction } from '../../../lib/sync/send-action';
import { useQueuedFeedback } from '../../../lib/sync/use-queued-feedback';
import { learningKeys } from '../../learning/api/learning-keys';
import { useUserId } from '../../../lib/store';

/** GET /lessons/{id}: always asked again when the screen opens (progress may change elsewhere). */
export function useLesson(lessonId: number) {
  const api = useApi();
  const userId = useUserId();
  return useQuery({
    queryKey: learningKeys.lesson(lessonId, userId),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(lessonsApi.getLesson, { params: { id: lessonId }, signal })),
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}

export type LessonAction = 'finish' | 'reset';

/**
 * Mark as learned (POST /lessons/finish) and restore (GET /items/reset, SPEC §4 Lesson). A non-success
 * answer becomes an ActionError with the server's message; afterwards the lesson shows its new status
 * and every course list (item graduation, course progress) is refreshed. The finish goes through the
 * outbox: without a connection it is queued (the learner is told) and the lesson shows as learned at
 * once; when the server has answered, the lesson and the lists are asked again (a refusal is told).
 */
export function useLessonAction(lessonId: number) {
  const api = useApi();
  const userId = useUserId();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const feedback = useQueuedFeedback();
  return useMutation({
    // sent even offline: the outbox keeps what cannot reach the server yet
    networkMode: 'always',
    mutationFn: async (action: LessonAction) => {
      if (action === 'finish') {
        const result = await sendAction(api, {
          endpoint: lessonsApi.finishLesson,
          request: { body: { id: lessonId } },
          later: (answer) => {
            void queryClient.invalidateQueries({ queryKey: learningKeys.lesson(lessonId, userId) });
            void queryClient.invalidateQueries({ queryKey: courseKeys.all });
            feedback.settled(t('lesson.actionFailed'), answer, unwrapAction);
          },
        });
        if (!result) {
          feedback.queued();
          return 'completed' as const;
        }
        const data = unwrapAction(result);
        return data?.results.status ?? 'completed';
      }
      unwrapAction(await api.call(itemsApi.resetItem, { query: { id: lessonId } }));
      return '' as const;
    },
    onSuccess: async (status) => {
      queryClient.setQueryData<Lesson>(learningKeys.lesson(lessonId, userId), (lesson) =>
        lesson ? { ...lesson, results: { ...lesson.results, status } } : lesson,
      );
      await queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}
