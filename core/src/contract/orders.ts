import { z } from 'zod/mini';
import { cacheBuster, renderedPrice } from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';
import { entityId, page, PAGINATION_HEADERS, perPage, wpDateTime } from './fields';

/** LearnPress order statuses without their `lp-` prefix. */
export const orderStatus = z.enum(['pending', 'processing', 'completed', 'cancelled', 'failed']);
export type OrderStatus = z.infer<typeof orderStatus>;

/** One of the caller's orders (SPEC §2 "My orders": order, date, status, total). */
export const orderSchema = z
  .looseObject({
    id: entityId,
    /** Shown order number, e.g. "#000123". */
    order_number: z.string(),
    date: wpDateTime,
    status: orderStatus,
    total: z.number().check(z.nonnegative()),
    total_rendered: renderedPrice,
    /** What was bought: courses or a study plan. */
    items: z.array(z.looseObject({ id: z.nullable(entityId), name: z.string() })),
  })
  .register(z.globalRegistry, { id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

/** SPEC names no call for "My orders"; this is the caller's own list, newest first. */
export const listOrders = defineEndpoint({
  name: 'orders.list',
  method: 'GET',
  path: `${NAMESPACES.learnpress}/orders`,
  auth: 'required',
  summary: 'The caller’s orders, newest first.',
  query: z.object({ per_page: perPage(), page, v: cacheBuster }),
  response: z.array(orderSchema),
  headers: PAGINATION_HEADERS,
});
