import type { AppServices } from '../../../app/app-services';
import { idFromParam, PRACTICE_PARAM } from '../../learning/learning-params';
import { recordStartOpening } from './start-opening';

/**
 * When the app starts on a quiz's address: the screen counts as opened now, and the quiz is asked for
 * while the screen's code loads (the call's code comes in a small chunk of its own, beside the screen's).
 */
export function prefetchQuizRoute(
  params: { sectionId?: string },
  services: AppServices,
  search: URLSearchParams,
): Promise<unknown> | void {
  const quizId = idFromParam(params.sectionId);
  if (!quizId || search.get(PRACTICE_PARAM) === '1') return;
  recordStartOpening(services.queryClient, quizId);
  return import('./prefetch-quiz').then(
    ({ prefetchQuiz }) => prefetchQuiz(services, quizId),
    () => undefined, // the screen asks for the quiz itself
  );
}
