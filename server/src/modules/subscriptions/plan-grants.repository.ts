import { PLAN_FAMILIES } from '@studovna/core/domain';
import type { Queryable } from '../../db/database';
import type { PlanRow } from './plans.repository';
import type { SubscriptionRow } from './subscriptions.repository';

/** The team's changes to a learner's plans (decision 0027). */

/** Every plan product, on sale or not, by family and the order offered in. */
export const findAllPlans = (db: Queryable) =>
  db.query<PlanRow>(
    `select id, slug, family, name, period_unit, period_count, price, sort, active from plans
      order by array_position($1::text[], family), sort, id`,
    [PLAN_FAMILIES],
  );

/** One of the learner's plans, locked for the rest of the transaction. */
export async function lockSubscriptionOf(
  tx: Queryable,
  userId: number,
  id: number,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.query<SubscriptionRow>(
    `select id, user_id, plan_id, family, source, starts_at, expires_at, ended_at, payment_ref
       from subscriptions where id = $1 and user_id = $2 for update`,
    [id, userId],
  );
  return row;
}

export async function setSubscriptionExpiry(tx: Queryable, id: number, expiresAt: Date): Promise<void> {
  await tx.query('update subscriptions set expires_at = $2 where id = $1', [id, expiresAt]);
}
