import type { Queryable } from '../../db/database';

export type CheckoutStatus = 'pending' | 'paid' | 'cancelled' | 'failed';

export interface CheckoutRow {
  id: string;
  user_id: number;
  plan_id: number;
  provider: string;
  /** Whole Czech crowns, the plan's price when the checkout started. */
  amount: number;
  status: CheckoutStatus;
  created_at: Date;
  completed_at: Date | null;
  subscription_id: number | null;
  order_id: number | null;
}

const COLUMNS =
  'id, user_id, plan_id, provider, amount, status, created_at, completed_at, subscription_id, order_id';

export async function insertCheckout(
  db: Queryable,
  checkout: { id: string; userId: number; planId: number; provider: string; amount: number; createdAt: Date },
): Promise<CheckoutRow> {
  const [row] = await db.query<CheckoutRow>(
    `insert into checkouts (id, user_id, plan_id, provider, amount, status, created_at)
     values ($1, $2, $3, $4, $5, 'pending', $6) returning ${COLUMNS}`,
    [checkout.id, checkout.userId, checkout.planId, checkout.provider, checkout.amount, checkout.createdAt],
  );
  return row!;
}

export async function findCheckout(db: Queryable, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.query<CheckoutRow>(`select ${COLUMNS} from checkouts where id = $1`, [id]);
  return row;
}

/**
 * Moves a pending checkout to its final status in one statement: of two simultaneous completions only
 * one gets the row back, the other changes nothing.
 */
export async function closePendingCheckout(
  db: Queryable,
  id: string,
  status: Exclude<CheckoutStatus, 'pending'>,
  now: Date,
): Promise<CheckoutRow | undefined> {
  const [row] = await db.query<CheckoutRow>(
    `update checkouts set status = $2, completed_at = $3
     where id = $1 and status = 'pending' returning ${COLUMNS}`,
    [id, status, now],
  );
  return row;
}

/** Records what a paid checkout produced: the learner's plan and the order shown in My orders. */
export async function linkCheckoutResult(
  tx: Queryable,
  id: string,
  result: { subscriptionId: number; orderId: number },
): Promise<void> {
  await tx.query('update checkouts set subscription_id = $2, order_id = $3 where id = $1', [
    id,
    result.subscriptionId,
    result.orderId,
  ]);
}

/** A completed order of one study plan (an order item with no course). Answers the order id. */
export async function insertPlanOrder(
  tx: Queryable,
  order: { userId: number; total: number; itemName: string; createdAt: Date },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `with o as (insert into orders (user_id, status, total, created_at) values ($1, 'completed', $2, $3) returning id)
     insert into order_items (order_id, course_id, name, total) select id, null, $4, $2 from o returning order_id as id`,
    [order.userId, order.total, order.createdAt, order.itemName],
  );
  return row!.id;
}
