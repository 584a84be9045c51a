import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersApi } from '@studovna/core/contract/routes';
import { unwrap, useApi, type ApiClient } from '../../../lib/api';
import { courseKeys } from '../../../lib/query/course-keys';

/** GET /orders — the caller's orders, newest first. */
export const ordersQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: courseKeys.orders,
    queryFn: async ({ signal }) =>
      unwrap(await api.call(ordersApi.listOrders, { query: { per_page: 100 }, signal })),
  });

export function useOrders(enabled: boolean) {
  return useQuery({ ...ordersQuery(useApi()), enabled });
}
