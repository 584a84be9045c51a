import type { AppContext } from '../../app-context';
import {
  findActiveSubscription,
  findPlan,
  findPlanContent,
  findPlansOnSale,
} from '../../modules/subscriptions/subscriptions.service';
import { emptyLogin, type LoginFormState } from './pages/login-form';
import type { Notice } from './pages/notice';
import type { ActivePlan, PlansPageModel } from './pages/plans-page';
import type { SiteSession } from './site-session';

/** The learner's plan active now, with its name, for the plans page. */
async function activePlanOf(ctx: AppContext, userId: number): Promise<ActivePlan | null> {
  const active = await findActiveSubscription(ctx.db, userId, ctx.clock.now());
  if (!active) return null;
  const plan = await findPlan(ctx.db, active.plan_id);
  return {
    name: plan?.name ?? active.family.toUpperCase(),
    family: active.family,
    expiresAt: active.expires_at,
  };
}

/**
 * Everything the plans page shows: the plans on sale with what each family's content holds, and for a
 * signed-in learner their active plan.
 */
export async function loadPlansPage(
  ctx: AppContext,
  session: SiteSession | null,
  extra: { notice?: Notice | null; login?: LoginFormState } = {},
): Promise<PlansPageModel> {
  const [plans, content, active] = await Promise.all([
    findPlansOnSale(ctx.db),
    findPlanContent(ctx.db),
    session ? activePlanOf(ctx, session.userId) : null,
  ]);
  return {
    plans,
    content,
    session,
    active,
    notice: extra.notice ?? null,
    login: extra.login ?? emptyLogin,
  };
}
