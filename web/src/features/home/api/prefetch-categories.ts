import type { QueryClient } from '@tanstack/react-query';
import type { ApiContextValue } from '../../../lib/api';
import { categoriesQuery } from '../../courses/categories-query';

/**
 * When the app starts on a screen that lists the categories: asked for at start, before the first render,
 * unless they are kept from before (kept ones never expire, SPEC §9).
 */
export function prefetchCategories(
  _params: unknown,
  services: { queryClient: QueryClient; api: ApiContextValue },
): Promise<void> {
  return services.queryClient.prefetchQuery(categoriesQuery(services.api.client));
}
