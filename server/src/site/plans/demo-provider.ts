import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { findPlan } from '../../modules/subscriptions/subscriptions.service';
import { findOwnCheckout } from './checkout.service';
import { demoCheckoutPage } from './pages/demo-checkout-page';
import { checkoutResultPath, type PaymentProvider } from './payment-provider';
import { formField, LOGIN_ADDRESS, seeOther, sendFormExpired, sendNotFound, sendPage } from './site-replies';
import { isValidCsrf, readSiteSession, type SiteSession } from './site-session';
import type { CheckoutRow } from './checkouts.repository';

const NAME = 'demo';
const pagePath = (checkoutId: string) => `/pokladna/${NAME}/${encodeURIComponent(checkoutId)}`;

/**
 * The signed-in learner's own demo checkout, or the reply already sent: a guest goes to sign in,
 * anyone else's checkout (or one of another provider) is not found, and a form needs the session's token.
 */
async function ownCheckout(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
  form: boolean,
): Promise<{ session: SiteSession; checkout: CheckoutRow } | null> {
  const session = await readSiteSession(request, ctx);
  if (!session) {
    await seeOther(reply, LOGIN_ADDRESS);
    return null;
  }
  if (form && !isValidCsrf(session, formField(request, 'csrf'))) {
    await sendFormExpired(request, reply, ctx);
    return null;
  }
  const { checkoutId } = request.params as { checkoutId: string };
  const checkout = await findOwnCheckout(ctx, session.userId, checkoutId);
  if (!checkout || checkout.provider !== NAME) {
    await sendNotFound(request, reply, ctx);
    return null;
  }
  return { session, checkout };
}

/**
 * The demo payment provider: its own checkout page on the site, which says plainly that nothing is
 * charged; "Zaplatit (ukázka)" reports the checkout paid, "Zrušit" cancelled. A refund gives back nothing,
 * as nothing was taken.
 */
export const demoProvider: PaymentProvider = {
  name: NAME,

  startCheckout: async (checkout) => pagePath(checkout.id),

  // nothing was charged, so nothing goes back: the refund is recorded under a reference of its own
  refund: async (refund) => ({ reference: `demo-refund-${refund.checkoutId}` }),

  registerRoutes(scope, ctx, completion) {
    scope.get(`/pokladna/${NAME}/:checkoutId`, async (request, reply) => {
      const own = await ownCheckout(request, reply, ctx, false);
      if (!own) return reply;
      const { session, checkout } = own;
      if (checkout.status !== 'pending') return seeOther(reply, checkoutResultPath(checkout.id));
      const plan = await findPlan(ctx.db, checkout.plan_id);
      const page = demoCheckoutPage({
        checkoutId: checkout.id,
        planName: plan?.name ?? '',
        amount: checkout.amount,
        csrf: session.csrf,
      });
      return sendPage(request, reply, ctx, () => page);
    });

    scope.post(`/pokladna/${NAME}/:checkoutId/zaplatit`, async (request, reply) => {
      const own = await ownCheckout(request, reply, ctx, true);
      if (!own) return reply;
      await completion.paid(own.checkout.id);
      return seeOther(reply, checkoutResultPath(own.checkout.id));
    });

    scope.post(`/pokladna/${NAME}/:checkoutId/zrusit`, async (request, reply) => {
      const own = await ownCheckout(request, reply, ctx, true);
      if (!own) return reply;
      await completion.cancelled(own.checkout.id);
      return seeOther(reply, checkoutResultPath(own.checkout.id));
    });
  },
};
