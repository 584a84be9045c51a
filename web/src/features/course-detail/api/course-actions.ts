import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coursesApi } from '@studovna/core/contract/routes';
import { useApi } from '../../../lib/api';
import { unwrapAction } from '../../../lib/api/action-result';
import { courseKeys } from '../course-query';

export type CourseAction = 'enroll' | 'finish' | 'retake';

const ENDPOINTS = {
  enroll: coursesApi.enrollCourse,
  finish: coursesApi.finishCourse,
  retake: coursesApi.retakeCourse,
} as const;

/**
 * POST /courses/enroll | finish | retake {id}. A non-success answer becomes an ActionError with the
 * server's message. Afterwards the course detail and every course list are refreshed (SPEC §4). The
 * request outlives the page: a learner who leaves or reloads at once is still enrolled.
 */
export function useCourseAction(courseId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: CourseAction) =>
      unwrapAction(await api.call(ENDPOINTS[action], { body: { id: courseId }, keepalive: true })),
    onSuccess: async () => {
      // every course list shows the learner's graduation: the detail, My courses, Home's rows
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: courseKeys.all }),
        queryClient.invalidateQueries({ queryKey: courseKeys.reviews(courseId) }),
      ]);
    },
  });
}
