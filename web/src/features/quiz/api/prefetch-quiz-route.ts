import type { AppServices } from '../../../app/app-services';
import { ATTEMPT_PARAM, idFromParam, PRACTICE_PARAM } from '../../learning/learning-params';
import { recordStartOpening } from './start-opening';

/**
 * The part of the quiz an address opens on beyond its intro starts loading with the route's code: a
 * question of the attempt (a reload in the middle of one) the runner, a past attempt's question its review,
 * `?procvicovani=1` the practice of mistakes. Without it, that code would be asked for only once the
 * route's code had come and rendered.
 */
export function preloadQuizPart(params: { questionIndex?: string }, search: URLSearchParams): void {
  const practice = search.get(PRACTICE_PARAM) === '1';
  if (!practice && !params.questionIndex) return;
  void import('../quiz-parts').then(
    (parts) => {
      if (practice) parts.mistakesScreen.preload();
      else if (search.get(ATTEMPT_PARAM)) parts.pastAttemptReview.preload();
      else parts.quizRunner.preload();
    },
    () => undefined, // the screen loads what it shows itself
  );
}

/**
 * When the app starts on a quiz's address: the screen counts as opened now, and the quiz is asked for
 * while the screen's code loads (the call's code comes in a small chunk of its own, beside the screen's).
 */
export function prefetchQuizRoute(
  params: { sectionId?: string; questionIndex?: string },
  services: AppServices,
  search: URLSearchParams,
): Promise<unknown> | void {
  preloadQuizPart(params, search);
  const quizId = idFromParam(params.sectionId);
  if (!quizId || search.get(PRACTICE_PARAM) === '1') return;
  recordStartOpening(services.queryClient, quizId);
  return import('./prefetch-quiz').then(
    ({ prefetchQuiz }) => prefetchQuiz(services, quizId),
    () => undefined, // the screen asks for the quiz itself
  );
}
