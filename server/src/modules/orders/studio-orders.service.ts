import type { Locale } from '@studovna/core';
import type { ResponseOf } from '@studovna/core/contract';
import type { StudioOrder, studioOrdersApi } from '@studovna/core/contract/studio';
import { renderPrice, type PlanFamily } from '@studovna/core/domain';
import {
  addDays,
  defaultOrderPeriod,
  isCalendarDay,
  ORDERS_LIMITS,
  mayEditCatalogue,
  orderNumber,
  orderPeriodProblems,
  ordersMessage,
  parsePlanLength,
  planLengthKey,
  refundProblems,
  type RevenueStep,
  type StoredOrderStatus,
} from '@studovna/core/studio';
import type { Database, Queryable } from '../../db/database';
import { paymentProviderNamed } from '../../site/plans/payment-providers';
import { recordAuditEntry } from '../studio/audit-log.service';
import type { StudioUser } from '../studio/studio-user';
import { endSubscriptionAt } from '../subscriptions/subscriptions.service';
import { ordersErrors as refuse } from './orders-error';
import {
  findPlanLengths,
  findRevenue,
  findStudioOrder,
  findStudioOrders,
  lockOrderForRefund,
  markOrderRefunded,
  type OrderFilter,
  type StudioOrderRow,
} from './studio-orders.repository';

/**
 * Orders and revenue in the studio (decision 0028): only the team sees them (an instructor gets 403, as
 * for the study plans). The list, the totals and the CSV read the same filter; a refund goes through the
 * payment provider the order was paid with and ends the plan it paid for, in one transaction with its
 * audit entry.
 */

export interface OrderQuery {
  from?: string;
  to?: string;
  family?: PlanFamily;
  length?: string;
  status?: StoredOrderStatus;
}

export function assertTeam(user: StudioUser): void {
  if (!mayEditCatalogue(user.role)) throw refuse.teamOnly();
}

/** The filter asked for: the last 30 days without a period, one end filled in from the other. */
export function orderFilterOf(query: OrderQuery, now: Date, step: RevenueStep = 'month'): OrderFilter {
  const fallback = defaultOrderPeriod(now);
  const to = query.to ?? fallback.to;
  const from =
    query.from ??
    (query.to && isCalendarDay(query.to) ? addDays(query.to, 1 - ORDERS_LIMITS.defaultDays) : fallback.from);
  const period = { from, to };
  const problems = orderPeriodProblems({ ...period, step });
  if (problems.length > 0) throw refuse.invalid(problems);
  const length = query.length ? parsePlanLength(query.length) : null;
  return {
    ...period,
    family: query.family ?? null,
    unit: length?.unit ?? null,
    count: length?.count ?? null,
    status: query.status ?? null,
  };
}

export const toStudioOrder = (row: StudioOrderRow): StudioOrder => ({
  id: row.id,
  order_number: orderNumber(row.id),
  date: row.created_at.toISOString(),
  status: row.status,
  total: row.total,
  learner: { id: row.user_id, name: row.learner_name, email: row.learner_email },
  item: row.item,
  plan:
    row.plan_id !== null && row.family && row.period_unit && row.period_count !== null
      ? {
          id: row.plan_id,
          name: row.plan_name ?? '',
          family: row.family,
          period_unit: row.period_unit,
          period_count: row.period_count,
        }
      : null,
  refundable: row.status === 'completed' && row.provider !== null,
  refund:
    row.status === 'refunded' && row.refunded_at
      ? { at: row.refunded_at.toISOString(), by: row.refunded_by_name ?? '', reason: row.refund_reason ?? '' }
      : null,
});

const ORDERS_PAGE = 20;

export async function listStudioOrders(
  db: Queryable,
  user: StudioUser,
  query: OrderQuery & { page?: number; per_page?: number },
  now: Date,
): Promise<ResponseOf<typeof studioOrdersApi.listOrders>> {
  assertTeam(user);
  const filter = orderFilterOf(query, now);
  const limit = query.per_page ?? ORDERS_PAGE;
  const [{ rows, total }, lengths] = await Promise.all([
    findStudioOrders(db, filter, { limit, offset: ((query.page ?? 1) - 1) * limit }),
    findPlanLengths(db),
  ]);
  return {
    orders: rows.map(toStudioOrder),
    total,
    from: filter.from,
    to: filter.to,
    lengths: lengths.map((l) => ({
      key: planLengthKey(l.period_unit, l.period_count),
      period_unit: l.period_unit,
      period_count: l.period_count,
    })),
  };
}

export async function orderRevenue(
  db: Queryable,
  user: StudioUser,
  query: OrderQuery & { step?: RevenueStep },
  now: Date,
): Promise<ResponseOf<typeof studioOrdersApi.revenue>> {
  assertTeam(user);
  const step = query.step ?? 'day';
  const filter = orderFilterOf(query, now, step);
  const rows = await findRevenue(db, filter, step);
  const figures = ({ start: _start, ...rest }: (typeof rows)[number]) => rest;
  const sum = rows.find((r) => r.start === null);
  return {
    step,
    from: filter.from,
    to: filter.to,
    buckets: rows.filter((r) => r.start !== null).map((r) => ({ start: r.start!, ...figures(r) })),
    sum: sum ? figures(sum) : { orders: 0, paid: 0, revenue: 0, refunded: 0, refunded_amount: 0 },
  };
}

/** At most this many orders go into one CSV. */
export const CSV_MAX_ROWS = 50_000;

export async function ordersForExport(db: Queryable, user: StudioUser, query: OrderQuery, now: Date) {
  assertTeam(user);
  const filter = orderFilterOf(query, now);
  const { rows } = await findStudioOrders(db, filter, { limit: CSV_MAX_ROWS, offset: 0 });
  return { filter, orders: rows.map(toStudioOrder) };
}

const dayFormats = {
  cs: new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', dateStyle: 'long' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Prague', dateStyle: 'long' }),
};

/**
 * Refunds a paid order through the provider it was paid with and ends the plan it paid for at once (the
 * learner's next request no longer carries its premium role). Refused, writing nothing: an order refunded
 * already, one not paid, one not paid through a provider, a missing reason.
 */
export async function refundOrder(
  db: Database,
  user: StudioUser,
  id: number,
  reasonSent: string,
  context: { now: Date; locale: Locale },
): Promise<{ message: string; data: StudioOrder }> {
  assertTeam(user);
  const reason = reasonSent.replace(/\r\n?/g, '\n').trim();
  const { now, locale } = context;
  const { ended, order } = await db.transaction(async (tx) => {
    const target = await lockOrderForRefund(tx, id);
    if (!target) throw refuse.notFound();
    const number = orderNumber(id);
    if (target.status === 'refunded')
      throw refuse.alreadyRefunded({
        number,
        when: target.refunded_at ? dayFormats[locale].format(target.refunded_at) : '',
      });
    if (target.status !== 'completed')
      throw refuse.notPaid({ number, status: ordersMessage(`orders.status.${target.status}`, locale) });
    const provider = target.provider ? paymentProviderNamed(target.provider) : undefined;
    if (!target.checkout_id || !provider) throw refuse.notRefundable({ number });
    const problems = refundProblems(reason);
    if (problems.length > 0) throw refuse.invalid(problems);

    const { reference } = await provider.refund({
      checkoutId: target.checkout_id,
      amount: target.total,
      reason,
    });
    await markOrderRefunded(tx, { id, at: now, by: user.id, reason, reference });
    const ended =
      target.subscription_id !== null && (await endSubscriptionAt(tx, target.subscription_id, now));
    const order = toStudioOrder((await findStudioOrder(tx, id))!);
    await recordAuditEntry(tx, {
      userId: user.id,
      entity: 'order',
      entityId: id,
      courseId: null,
      action: 'refund',
      changes: {
        learner: { from: order.learner.name, to: order.learner.name },
        status: { from: 'completed', to: 'refunded' },
        amount: { from: target.total, to: 0 },
        reason: { from: null, to: reason },
        ...(ended ? { plan: { from: 'active', to: 'ended' } } : {}),
        reference: { from: null, to: reference },
      },
    });
    return { ended, order };
  });
  const values = { number: order.order_number, amount: renderPrice(order.total) };
  return {
    message: ordersMessage(ended ? 'orders.refunded' : 'orders.refundedNoPlan', locale, values),
    data: order,
  };
}
