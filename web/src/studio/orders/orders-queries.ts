import { queryOptions } from '@tanstack/react-query';
import { studioOrdersApi } from '@studovna/core/contract/studio';
import type { PlanFamily } from '@studovna/core/domain';
import type { RevenueStep, StoredOrderStatus } from '@studovna/core/studio';
import { unwrap, type ApiClient } from '../../lib/api';
import { STUDIO_GC_MS, studioKeys } from '../api/studio-keys';

/** The screen's filters, kept in the address. */
export interface OrderFilters {
  from: string;
  to: string;
  family: PlanFamily | null;
  /** A plan's length, `MONTH-3`. */
  length: string | null;
  status: StoredOrderStatus | null;
  step: RevenueStep;
  page: number;
}

export const ORDERS_PAGE_SIZE = 20;

export const ordersKeys = {
  all: () => [...studioKeys.all, 'orders'] as const,
  list: (filters: Omit<OrderFilters, 'step'>) => [...studioKeys.all, 'orders', 'list', filters] as const,
  revenue: (filters: Omit<OrderFilters, 'page'>) =>
    [...studioKeys.all, 'orders', 'revenue', filters] as const,
};

/** The filter as the list, the totals and the CSV take it. */
export const filterQuery = (filters: OrderFilters) => ({
  from: filters.from,
  to: filters.to,
  family: filters.family ?? undefined,
  length: filters.length ?? undefined,
  status: filters.status ?? undefined,
});

export const ordersQuery = (api: ApiClient, filters: OrderFilters) => {
  const { step: _step, ...key } = filters;
  return queryOptions({
    queryKey: ordersKeys.list(key),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.call(studioOrdersApi.listOrders, {
          query: { ...filterQuery(filters), page: filters.page, per_page: ORDERS_PAGE_SIZE },
          signal,
        }),
      ),
    gcTime: STUDIO_GC_MS,
    staleTime: 0,
  });
};

export const revenueQuery = (api: ApiClient, filters: OrderFilters) => {
  const { page: _page, ...key } = filters;
  return queryOptions({
    queryKey: ordersKeys.revenue(key),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.call(studioOrdersApi.revenue, {
          query: { ...filterQuery(filters), step: filters.step },
          signal,
        }),
      ),
    gcTime: STUDIO_GC_MS,
    staleTime: 0,
  });
};
