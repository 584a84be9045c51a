import { plansApi, subscriptionsApi } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { forbidden } from '../../lib/api-error';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { findPlanContent } from './plan-content.repository';
import { findPlansOnSale } from './plans.repository';
import { applySubscriptionCommands } from './subscription-commands.service';
import { findSubscriptionsOf } from './subscriptions.repository';
import { toPlan, toSubscription } from './subscriptions.service';

/** Study plans: the products on sale, the caller's plans, purchase records of the app stores. */
export function subscriptionsRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx, plansApi.listPlans, async () => {
    const [plans, content] = await Promise.all([findPlansOnSale(ctx.db), findPlanContent(ctx.db)]);
    return plans.map((row) => toPlan(row, content));
  });

  serveEndpoint(app, ctx, subscriptionsApi.listSubscriptions, async ({ user }) => {
    const now = ctx.clock.now();
    const [subscriptions, content] = await Promise.all([
      findSubscriptionsOf(ctx.db, user.id),
      findPlanContent(ctx.db),
    ]);
    return subscriptions.map((row) => toSubscription(row, now, content));
  });

  serveEndpoint(app, ctx, subscriptionsApi.updateSubscription, async ({ body, user }) => {
    if (body.id !== user.id) throw forbidden('rest_user_cannot_edit');
    const caps = await applySubscriptionCommands(ctx.db, ctx.clock.now(), user.id, body.subscriptions);
    return { caps, data: { status: 200 } };
  });
}
