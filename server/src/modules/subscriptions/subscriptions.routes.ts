import { plansApi, subscriptionsApi } from '@studovna/core/contract';
import { studioPlansApi } from '@studovna/core/contract/studio';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { forbidden } from '../../lib/api-error';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { findPlanContent } from './plan-content.repository';
import { findPlansOnSale } from './plans.repository';
import { applySubscriptionCommands } from './subscription-commands.service';
import { findSubscriptionsOf } from './subscriptions.repository';
import { toPlan, toSubscription } from './subscriptions.service';
import {
  createStudioPlan,
  listStudioPlans,
  saveStudioBullets,
  updateStudioPlan,
} from './plan-editing.service';
import { studioUserOf } from '../studio/studio-user';

/** Study plans: the products on sale, the caller's plans, purchase records of the app stores, the studio's plans. */
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

  const S = studioPlansApi;
  serveEndpoint(app, ctx, S.listPlans, async ({ user }) => listStudioPlans(ctx.db, studioUserOf(user)));
  serveEndpoint(app, ctx, S.createPlan, async ({ user, body, locale }) =>
    createStudioPlan(ctx.db, studioUserOf(user), body, locale),
  );
  serveEndpoint(app, ctx, S.updatePlan, async ({ user, params, body, locale }) =>
    updateStudioPlan(ctx.db, studioUserOf(user), params.id, body, locale),
  );
  serveEndpoint(app, ctx, S.saveBullets, async ({ user, body, locale }) =>
    saveStudioBullets(ctx.db, studioUserOf(user), body, locale),
  );
}
