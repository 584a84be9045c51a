import type { plansApi, subscriptionsApi } from '@studovna/core/contract';
import {
  periodEnd,
  planBullets,
  productIdOf,
  renderPrice,
  type PlanContent,
  type PlanFamily,
} from '@studovna/core/domain';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import type { PlanRow } from './plans.repository';
import {
  findActiveSubscription,
  insertSubscription,
  lockAccount,
  type SubscriptionRow,
  type SubscriptionSource,
  type SubscriptionWithPlan,
} from './subscriptions.repository';

/** A plan product as the API and the website describe it; its bullets tell what its family's content holds. */
export const toPlan = (row: PlanRow, content: Record<PlanFamily, PlanContent>): plansApi.Plan => ({
  id: row.id,
  slug: row.slug,
  family: row.family,
  name: row.name,
  period_unit: row.period_unit,
  period_count: row.period_count,
  price: row.price,
  price_rendered: renderPrice(row.price),
  product_id: productIdOf(row.family, 'android'),
  bullets: planBullets(row.family, content[row.family]),
});

export function subscriptionStatus(row: SubscriptionRow, now: Date): subscriptionsApi.Subscription['status'] {
  if (row.ended_at && row.ended_at.getTime() < row.expires_at.getTime()) return 'ended';
  return now.getTime() < row.expires_at.getTime() ? 'active' : 'expired';
}

export const toSubscription = (
  row: SubscriptionWithPlan,
  now: Date,
  content: Record<PlanFamily, PlanContent>,
): subscriptionsApi.Subscription => ({
  id: row.id,
  plan: toPlan(row.plan, content),
  status: subscriptionStatus(row, now),
  source: row.source,
  starts_at: new Date(row.starts_at).toISOString(),
  expires_at: new Date(row.expires_at).toISOString(),
  ended_at: row.ended_at ? new Date(row.ended_at).toISOString() : null,
});

export const onlyOnePlan = () => new ApiError(409, 'subscription_active', 'subscription.onlyOne');

/**
 * Grants a bought plan from `now` until its period ends. One plan at a time (SPEC §4): a learner who
 * holds an active plan gets 409 'subscription.onlyOne'. Must run inside a transaction (`tx`): the
 * learner's row is locked, so two purchases at once cannot both pass the check.
 */
export async function grantPlan(
  tx: Queryable,
  now: Date,
  input: { userId: number; plan: PlanRow; source: SubscriptionSource; paymentRef: string | null },
): Promise<SubscriptionRow> {
  if (!(await lockAccount(tx, input.userId)))
    throw new ApiError(404, 'rest_user_invalid_id', 'request.notFound');
  if (await findActiveSubscription(tx, input.userId, now)) throw onlyOnePlan();
  return insertSubscription(tx, {
    userId: input.userId,
    planId: input.plan.id,
    family: input.plan.family,
    source: input.source,
    startsAt: now,
    expiresAt: periodEnd(now, input.plan.period_unit, input.plan.period_count),
    paymentRef: input.paymentRef,
  });
}

/** What the sign-in and the website's study plans pages read of plans and subscriptions. */
export { findPlanContent } from './plan-content.repository';
export { findPlan, findPlansOnSale, insertPlan, type PlanRow } from './plans.repository';
export {
  endSubscriptionAt,
  findAccountWithRoles,
  findActiveSubscription,
  findSubscriptionsOf,
  findSubscriptionsOfMany,
} from './subscriptions.repository';

/** What the announcement of a plan's end reads (decision 0031). */
export { findEndingPlan, findPlansEndingWithin, type EndingPlanRow } from './subscriptions.repository';
