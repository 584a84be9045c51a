import type { AppServices } from '../../../app/app-services';
import { quizQuery } from './quiz-query';
import { selectUserId } from '../../../lib/store';

/** Asks for the quiz the app started on, unless its screen is already open and asking itself. */
export function prefetchQuiz(
  services: Pick<AppServices, 'api' | 'queryClient' | 'store'>,
  quizId: number,
): Promise<void> | undefined {
  const { api, queryClient, store } = services;
  const options = quizQuery(api.client, queryClient, quizId, selectUserId(store.getState()));
  if (queryClient.getQueryCache().find({ queryKey: options.queryKey })?.getObserversCount()) return;
  return queryClient.prefetchQuery(options);
}
