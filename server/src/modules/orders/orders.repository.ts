import type { Queryable } from '../../db/database';

export interface OrderRow {
  id: number;
  status: 'pending' | 'processing' | 'completed' | 'cancelled' | 'refunded' | 'failed';
  total: number;
  created_at: Date;
  items: { id: number | null; name: string }[];
}

/** The user's orders, newest first, each with what it bought. */
export async function findOrders(
  db: Queryable,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<OrderRow>(
      `select o.id, o.status, o.total, o.created_at,
              coalesce((select json_agg(json_build_object('id', oi.course_id, 'name', oi.name) order by oi.id)
                          from order_items oi where oi.order_id = o.id), '[]'::json) as items
         from orders o
        where o.user_id = $1
        order by o.created_at desc, o.id desc
        limit $2 offset $3`,
      [userId, limit, offset],
    ),
    db.query<{ total: number }>('select count(*) as total from orders where user_id = $1', [userId]),
  ]);
  return { rows, total: count?.total ?? 0 };
}
