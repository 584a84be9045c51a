import type { AppServices } from '../../../app/app-services';
import { idFromParam, PRACTICE_PARAM } from '../learning-params';
import { recordStartOpening } from './start-opening';
import { selectUserId } from './use-user-id';

/**
 * When the app starts on a quiz's address: the screen counts as opened now, and the quiz is asked for
 * while the screen's code loads (the call's code comes with the code of questions, beside the screen's),
 * unless its screen is already open and asking itself.
 */
export function prefetchQuizRoute(
  params: { sectionId?: string },
  services: AppServices,
  search: URLSearchParams,
): Promise<unknown> | void {
  const quizId = idFromParam(params.sectionId);
  if (!quizId || search.get(PRACTICE_PARAM) === '1') return;
  recordStartOpening(services.queryClient, quizId);
  const { api, queryClient, store } = services;
  return import('./quiz-query').then(
    ({ quizQuery }) => {
      const options = quizQuery(api.client, queryClient, quizId, selectUserId(store.getState()));
      if (queryClient.getQueryCache().find({ queryKey: options.queryKey })?.getObserversCount()) return;
      return queryClient.prefetchQuery(options);
    },
    () => undefined, // the screen asks for the quiz itself
  );
}
