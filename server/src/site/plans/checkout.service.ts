import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import {
  findActiveSubscription,
  findPlan,
  grantPlan,
  onlyOnePlan,
  type PlanRow,
} from '../../modules/subscriptions/subscriptions.service';
import {
  closePendingCheckout,
  findCheckout,
  insertCheckout,
  insertPlanOrder,
  linkCheckoutResult,
  type CheckoutRow,
} from './checkouts.repository';
import type { CheckoutCompletion, CompletionOutcome, PaymentProvider } from './payment-provider';

const CHECKOUT_ID = /^[a-f0-9]{32}$/;

/** A checkout id is 16 random bytes in hex: unguessable, and safe in an address as it is. */
export const isCheckoutId = (value: string): boolean => CHECKOUT_ID.test(value);

const unknownPlan = () => new ApiError(400, 'subscription_unknown', 'subscription.unknown');

/**
 * Starts buying a plan: a pending checkout at the plan's price, then the provider's address to pay at.
 * Refused for a plan not on sale, and while the learner holds an active plan (one at a time, SPEC §4).
 */
export async function startCheckout(
  ctx: AppContext,
  provider: PaymentProvider,
  userId: number,
  planId: number,
): Promise<{ checkout: CheckoutRow; redirect: string }> {
  const plan = await findPlan(ctx.db, planId);
  if (!plan?.active) throw unknownPlan();
  const now = ctx.clock.now();
  if (await findActiveSubscription(ctx.db, userId, now)) throw onlyOnePlan();
  const checkout = await insertCheckout(ctx.db, {
    id: randomBytes(16).toString('hex'),
    userId,
    planId: plan.id,
    provider: provider.name,
    amount: plan.price,
    createdAt: now,
  });
  const redirect = await provider.startCheckout({
    id: checkout.id,
    userId,
    amount: checkout.amount,
    description: plan.name,
  });
  return { checkout, redirect };
}

/**
 * Completes a paid checkout in one transaction: pending → paid, the plan granted from now until its
 * period ends, and a completed order of the plan. A checkout no longer pending changes nothing. When
 * the learner meanwhile got another plan, everything is rolled back and the checkout marked failed.
 */
export async function completeCheckout(ctx: AppContext, checkoutId: string): Promise<CompletionOutcome> {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const checkout = await closePendingCheckout(tx, checkoutId, 'paid', now);
      if (!checkout) return 'unchanged';
      const plan = (await findPlan(tx, checkout.plan_id)) as PlanRow;
      const subscription = await grantPlan(tx, now, {
        userId: checkout.user_id,
        plan,
        source: 'web',
        paymentRef: checkout.id,
      });
      const orderId = await insertPlanOrder(tx, {
        userId: checkout.user_id,
        total: checkout.amount,
        itemName: plan.name,
        createdAt: now,
      });
      await linkCheckoutResult(tx, checkout.id, { subscriptionId: subscription.id, orderId });
      return 'paid';
    });
  } catch (error) {
    if (!(error instanceof ApiError && error.messageCode === 'subscription.onlyOne')) throw error;
    await closePendingCheckout(ctx.db, checkoutId, 'failed', now);
    return 'failed';
  }
}

export async function cancelCheckout(ctx: AppContext, checkoutId: string): Promise<void> {
  await closePendingCheckout(ctx.db, checkoutId, 'cancelled', ctx.clock.now());
}

export const checkoutCompletion = (ctx: AppContext): CheckoutCompletion => ({
  paid: (checkoutId) => completeCheckout(ctx, checkoutId),
  cancelled: (checkoutId) => cancelCheckout(ctx, checkoutId),
});

/** A checkout of the signed-in learner; another learner's (or none) answers undefined. */
export async function findOwnCheckout(
  ctx: AppContext,
  userId: number,
  checkoutId: string,
): Promise<CheckoutRow | undefined> {
  if (!isCheckoutId(checkoutId)) return undefined;
  const checkout = await findCheckout(ctx.db, checkoutId);
  return checkout?.user_id === userId ? checkout : undefined;
}
