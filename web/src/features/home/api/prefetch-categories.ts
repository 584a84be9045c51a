import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { ApiContextValue } from '../../../lib/api';
import { selectPersistedClient, type AppStore } from '../../../lib/store';
import { categoriesQuery } from './categories-query';

/**
 * When the app starts on home without the categories kept from before (a first visit): they are asked
 * for at start, before the first render. Kept ones are restored instead, and never expire (SPEC §9).
 */
export function prefetchCategories(
  _params: unknown,
  services: { queryClient: QueryClient; api: ApiContextValue; store: AppStore },
): void {
  const options = categoriesQuery(services.api.client);
  const hash = hashKey(options.queryKey);
  const kept = selectPersistedClient(services.store.getState())?.clientState.queries.some(
    (query) => query.queryHash === hash,
  );
  if (!kept) void services.queryClient.prefetchQuery(options);
}
