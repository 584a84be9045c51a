import { ordersApi, type Order, type OrderStatus } from '@studovna/core/contract';
import { renderPrice } from '@studovna/core/domain';
import { orderNumber } from '@studovna/core/studio';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { findOrders, type OrderRow } from './orders.repository';

/** LearnPress has no "refunded" among the statuses the app knows: a refunded order shows as cancelled. */
const statusOf = (status: OrderRow['status']): OrderStatus => (status === 'refunded' ? 'cancelled' : status);

const toOrder = (row: OrderRow): Order => ({
  id: row.id,
  order_number: orderNumber(row.id),
  date: row.created_at.toISOString(),
  status: statusOf(row.status),
  total: row.total,
  total_rendered: renderPrice(row.total),
  items: row.items,
});

export function ordersRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx, ordersApi.listOrders, async ({ query, user, reply }) => {
    const perPage = query.per_page ?? 10;
    const { rows, total } = await findOrders(ctx.db, user.id, perPage, ((query.page ?? 1) - 1) * perPage);
    reply.header('X-WP-Total', String(total)).header('X-WP-TotalPages', String(Math.ceil(total / perPage)));
    return rows.map(toOrder);
  });
}
