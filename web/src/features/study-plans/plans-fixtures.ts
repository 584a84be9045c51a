import type { plansApi, subscriptionsApi } from '@studovna/core/contract';
import { planBullets, productIdOf, type PlanFamily } from '@studovna/core/domain';
import { DAY_MS } from '@studovna/core/domain';

const NAMES: Record<PlanFamily, string> = { osp: 'OSP', zsv: 'ZSV', tsp: 'TSP' };

export const planOf = (family: PlanFamily, id = 3): plansApi.Plan => ({
  id,
  slug: `${family}-1-mesic`,
  family,
  name: `${NAMES[family]} – 1 měsíc`,
  period_unit: 'MONTH',
  period_count: 1,
  price: 399,
  price_rendered: '399\u00a0Kč',
  product_id: productIdOf(family, 'android'),
  // as the server describes a family whose courses hold 52 questions and no video
  bullets: planBullets(family, { questions: 52, videos: 0 }),
});

/** A plan of the learner: `from` and `to` in days from `now` (negative: in the past). */
export function subscriptionOf(
  id: number,
  family: PlanFamily,
  status: subscriptionsApi.Subscription['status'],
  {
    from,
    to,
    source = 'web',
    now = Date.now(),
  }: {
    from: number;
    to: number;
    source?: subscriptionsApi.Subscription['source'];
    now?: number;
  },
): subscriptionsApi.Subscription {
  return {
    id,
    plan: planOf(family),
    status,
    source,
    starts_at: new Date(now + from * DAY_MS).toISOString(),
    expires_at: new Date(now + to * DAY_MS).toISOString(),
    ended_at: status === 'ended' ? new Date(now + (to - 1) * DAY_MS).toISOString() : null,
  };
}
