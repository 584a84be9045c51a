import type { QueryClient } from '@tanstack/react-query';
import type { ApiContextValue } from '../../../lib/api';
import type { AppStore } from '../../../lib/store';
import { categoriesQuery } from '../categories-query';
import { courseListInfiniteQuery, selectUserKey } from '../course-list-query';
import { listAddress } from './list-address';

/**
 * When the app starts on the course list: its first page is asked for at start, before the first render,
 * with the categories of its picker. A list of one category waits for the categories (its id) as the
 * screen does, unless they are kept from before.
 */
export function prefetchCourseList(
  _params: unknown,
  services: { queryClient: QueryClient; api: ApiContextValue; store: AppStore },
  search: URLSearchParams,
): Promise<unknown> {
  const { queryClient, api, store } = services;
  const categories = categoriesQuery(api.client);
  const asked = queryClient.prefetchQuery(categories);
  const state = store.getState();
  const known = queryClient.getQueryData(categories.queryKey);
  const address = listAddress(search, state.category.slug, known);
  if (address.slug && !known) return asked;
  return Promise.all([
    asked,
    queryClient.prefetchInfiniteQuery(
      courseListInfiniteQuery(api.client, selectUserKey(state), address.listParams),
    ),
  ]);
}
