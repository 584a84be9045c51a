import { isPlanFamily } from '@studovna/core/domain';
import {
  defaultOrderPeriod,
  ORDER_STATUSES,
  REVENUE_STEPS,
  type RevenueStep,
  type StoredOrderStatus,
} from '@studovna/core/studio';
import type { OrderFilters } from './orders-queries';

/**
 * The screen's filters live in the address: `od`, `do`, `rodina`, `delka`, `stav`, `po`, `strana`. A date
 * that is not one stays as typed, for the rule to say what is wrong with it; a missing one is the last 30
 * days' end.
 */
export function filtersOf(params: URLSearchParams, now: Date): OrderFilters {
  const fallback = defaultOrderPeriod(now);
  const family = params.get('rodina') ?? '';
  const status = params.get('stav') ?? '';
  const step = params.get('po') ?? '';
  const length = params.get('delka') ?? '';
  const page = Number(params.get('strana'));
  return {
    from: params.get('od') ?? fallback.from,
    to: params.get('do') ?? fallback.to,
    family: isPlanFamily(family) ? family : null,
    length: /^(DAY|WEEK|MONTH)-[1-9]\d{0,2}$/.test(length) ? length : null,
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as StoredOrderStatus) : null,
    step: (REVENUE_STEPS as readonly string[]).includes(step) ? (step as RevenueStep) : 'day',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function paramsOf(filters: OrderFilters, now: Date): Record<string, string> {
  const fallback = defaultOrderPeriod(now);
  const params: Record<string, string> = {};
  if (filters.from !== fallback.from || filters.to !== fallback.to) {
    params.od = filters.from;
    params.do = filters.to;
  }
  if (filters.family) params.rodina = filters.family;
  if (filters.length) params.delka = filters.length;
  if (filters.status) params.stav = filters.status;
  if (filters.step !== 'day') params.po = filters.step;
  if (filters.page > 1) params.strana = String(filters.page);
  return params;
}
