import { z } from 'zod/mini';
import { PERIOD_UNITS, PLAN_FAMILIES } from '../../domain/study-plans';
import { ORDER_STATUSES, ORDERS_LIMITS, REVENUE_STEPS } from '../../studio/orders-revenue';
import { idParams } from '../common';
import { defineEndpoint, NAMESPACES } from '../endpoint';
import { entityId } from '../fields';
import { authorText, studioAnswer, studioPaging, studioTime } from './studio-fields';

/**
 * Orders and revenue (decision 0028, administrators only): the orders of a period by family, plan length
 * and status; revenue totalled per day, week or month of Europe/Prague; the same orders as CSV; a refund
 * through the payment provider that ends the plan the order paid for. Amounts are whole Czech crowns.
 */

export const storedOrderStatusSchema = z.enum(ORDER_STATUSES);
export const revenueStepSchema = z.enum(REVENUE_STEPS);

/** `YYYY-MM-DD`, a day of Europe/Prague; whether it is a real day is the rule's to say (400 with fields). */
const calendarDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The filter shared by the list, the totals and the CSV. Without `from`/`to`: the last 30 days. */
export const orderFilterQuery = {
  from: z.optional(calendarDay),
  to: z.optional(calendarDay),
  family: z.optional(z.enum(PLAN_FAMILIES)),
  /** A plan's length, `MONTH-3`. */
  length: z.optional(z.string().check(z.regex(/^(DAY|WEEK|MONTH)-[1-9]\d{0,2}$/))),
  status: z.optional(storedOrderStatusSchema),
};

const planOfOrder = z.object({
  id: entityId,
  name: z.string(),
  family: z.enum(PLAN_FAMILIES),
  period_unit: z.enum(PERIOD_UNITS),
  period_count: z.number(),
});

/** One order as the team sees it. */
export const studioOrderSchema = z.object({
  id: entityId,
  /** `#000123`, as the learner's My orders shows it. */
  order_number: z.string(),
  date: studioTime,
  status: storedOrderStatusSchema,
  /** Whole Czech crowns. */
  total: z.number(),
  learner: z.object({ id: entityId, name: z.string(), email: z.string() }),
  /** What was bought, as the order names it. */
  item: z.string(),
  /** The study plan it paid for; null for a course bought on its own. */
  plan: z.nullable(planOfOrder),
  /** Paid through a payment provider and not refunded: the refund may be asked for. */
  refundable: z.boolean(),
  refund: z.nullable(
    z.object({
      at: studioTime,
      /** Who refunded it, named as then. */
      by: z.string(),
      reason: z.string(),
    }),
  ),
});
export type StudioOrder = z.infer<typeof studioOrderSchema>;

export const listOrders = defineEndpoint({
  name: 'studio.orders.list',
  method: 'GET',
  path: `${NAMESPACES.studio}/orders`,
  auth: 'studio',
  summary:
    'Orders of a period (days of Europe/Prague, both included; the last 30 days by default) by plan family, plan length and status, newest first, paged, with the total and the plan lengths to filter by (administrators; an instructor gets 403 `studio_catalogue_only`). A wrong period answers 400 `studio_invalid` with `data.fields`.',
  query: z.object({ ...orderFilterQuery, ...studioPaging }),
  response: z.object({
    orders: z.array(studioOrderSchema),
    total: z.number(),
    /** The period the list covers (the default one when none was asked for). */
    from: z.string(),
    to: z.string(),
    /** Every plan length sold, `MONTH-3`, shortest first. */
    lengths: z.array(
      z.object({ key: z.string(), period_unit: z.enum(PERIOD_UNITS), period_count: z.number() }),
    ),
  }),
});

const revenueFigures = {
  /** Orders of the filter. */
  orders: z.number(),
  /** Of those, paid and not refunded. */
  paid: z.number(),
  /** Their amount, whole Czech crowns: the revenue. */
  revenue: z.number(),
  /** Orders refunded, and their amount (no longer revenue). */
  refunded: z.number(),
  refunded_amount: z.number(),
};

export const revenue = defineEndpoint({
  name: 'studio.orders.revenue',
  method: 'GET',
  path: `${NAMESPACES.studio}/orders/revenue`,
  auth: 'studio',
  summary:
    'Revenue of the filtered orders per day, ISO week or calendar month of Europe/Prague over the period, every step listed (empty ones as zeros), with the period’s sum (administrators). Days at most 186, a period at most 731 days.',
  query: z.object({ ...orderFilterQuery, step: z.optional(revenueStepSchema) }),
  response: z.object({
    step: revenueStepSchema,
    from: z.string(),
    to: z.string(),
    buckets: z.array(z.object({ start: z.string(), ...revenueFigures })),
    sum: z.object(revenueFigures),
  }),
});

export const exportCsv = defineEndpoint({
  name: 'studio.orders.exportCsv',
  method: 'GET',
  path: `${NAMESPACES.studio}/orders/export.csv`,
  auth: 'studio',
  summary:
    'The filtered orders, newest first, as CSV for Excel (`objednavky-<from>-<to>.csv`): UTF-8 with a byte order mark, semicolons, CRLF, amounts in whole Kč, times in Europe/Prague. At most 50,000 rows; `X-Orders-Count` says how many (administrators).',
  query: z.object(orderFilterQuery),
  download: true,
  downloadType: 'text/csv; charset=utf-8',
  headers: ['X-Orders-Count'],
  response: z.string().register(z.globalRegistry, { description: 'The CSV file (UTF-8 with BOM).' }),
});

export const refundOrder = defineEndpoint({
  name: 'studio.orders.refund',
  method: 'POST',
  path: `${NAMESPACES.studio}/orders/:id/refund`,
  auth: 'studio',
  summary:
    'Refunds a paid order through the payment provider it was paid with and ends the study plan it paid for at once, with a reason kept in the audit log (administrators). Refused with 409: already refunded (`order_already_refunded`), not paid (`order_not_paid`), not paid through a provider (`order_not_refundable`).',
  params: idParams,
  body: z.object({ reason: authorText(ORDERS_LIMITS.reason * 2) }),
  response: studioAnswer(studioOrderSchema),
});
