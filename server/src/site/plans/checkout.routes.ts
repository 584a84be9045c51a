import { storedId } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { findPlan, findSubscriptionsOf } from '../../modules/subscriptions/subscriptions.service';
import { checkoutCompletion, findOwnCheckout, startCheckout } from './checkout.service';
import type { CheckoutRow } from './checkouts.repository';
import { paymentProviderFor } from './payment-providers';
import { checkoutResultPage, type CheckoutResult } from './pages/checkout-result-page';
import { plansPage } from './pages/plans-page';
import { loadPlansPage } from './plans-page-model';
import { formField, LOGIN_ADDRESS, seeOther, sendFormExpired, sendNotFound, sendPage } from './site-replies';
import { isValidCsrf, readSiteSession } from './site-session';

async function resultOf(ctx: AppContext, checkout: CheckoutRow): Promise<CheckoutResult> {
  const planName = (await findPlan(ctx.db, checkout.plan_id))?.name ?? '';
  if (checkout.status === 'failed') return { kind: 'failed', planName };
  if (checkout.status === 'pending') return { kind: 'pending', planName };
  const subscription = (await findSubscriptionsOf(ctx.db, checkout.user_id)).find(
    (s) => s.id === checkout.subscription_id,
  );
  return { kind: 'paid', planName, expiresAt: subscription?.expires_at ?? null };
}

/** Buying a plan: the order form's target, the provider's routes, and the page every checkout ends on. */
export function checkoutRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const provider = paymentProviderFor(ctx.config);

  scope.post('/studijni-plany/objednat', async (request, reply) => {
    const session = await readSiteSession(request, ctx);
    const planId = Number(formField(request, 'plan_id'));
    const isPlanId = storedId.safeParse(planId).success;
    if (!session) {
      const plan = isPlanId ? await findPlan(ctx.db, planId) : undefined;
      return seeOther(reply, `/studijni-plany/?prihlasit=${plan?.family ?? ''}#prihlaseni`);
    }
    if (!isValidCsrf(session, formField(request, 'csrf'))) return sendFormExpired(request, reply, ctx);
    try {
      if (!isPlanId) throw new ApiError(400, 'subscription_unknown', 'subscription.unknown');
      const { redirect } = await startCheckout(ctx, provider, session.userId, planId);
      return seeOther(reply, redirect);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const model = await loadPlansPage(ctx, session, {
        notice: { kind: 'error', text: error.render('cs').message },
      });
      return sendPage(request, reply, ctx, (site) => plansPage(site, model), error.status);
    }
  });

  scope.get('/studijni-plany/hotovo/:checkoutId', async (request, reply) => {
    const session = await readSiteSession(request, ctx);
    if (!session) return seeOther(reply, LOGIN_ADDRESS);
    const { checkoutId } = request.params as { checkoutId: string };
    const checkout = await findOwnCheckout(ctx, session.userId, checkoutId);
    if (!checkout) return sendNotFound(request, reply, ctx);
    if (checkout.status === 'cancelled') return seeOther(reply, '/studijni-plany/?objednavka=zrusena');
    const result = await resultOf(ctx, checkout);
    return sendPage(request, reply, ctx, (site) => checkoutResultPage(site, result));
  });

  provider.registerRoutes(scope, ctx, checkoutCompletion(ctx));
}
