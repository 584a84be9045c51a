import type { LearnerOrder } from '@studovna/core/contract/studio';
import { orderNumber } from '@studovna/core/studio';
import type { Queryable } from '../../db/database';
import { findOrders } from './orders.repository';

/** A learner's newest orders, read only, with their status as stored (the team's learner page). */
export async function learnerOrders(db: Queryable, userId: number, limit: number): Promise<LearnerOrder[]> {
  const { rows } = await findOrders(db, userId, limit, 0);
  return rows.map((row) => ({
    id: row.id,
    order_number: orderNumber(row.id),
    date: row.created_at.toISOString(),
    status: row.status,
    total: row.total,
    items: row.items.map((item) => item.name),
  }));
}
