import {
  FAMILY_NAMES,
  PLAN_FAMILIES,
  periodEnd,
  type PeriodUnit,
  type PlanFamily,
} from '@studovna/core/domain';
import type { Queryable } from '../database';
import { insertPlan } from '../../modules/subscriptions/subscriptions.service';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** The periods every family's plan is sold for, with prices in whole crowns. */
export const PLAN_PERIODS: readonly {
  slug: string;
  label: string;
  unit: PeriodUnit;
  count: number;
  price: number;
}[] = [
  { slug: '1-den', label: '1 den', unit: 'DAY', count: 1, price: 39 },
  { slug: '1-tyden', label: '1 týden', unit: 'WEEK', count: 1, price: 149 },
  { slug: '1-mesic', label: '1 měsíc', unit: 'MONTH', count: 1, price: 399 },
  { slug: '3-mesice', label: '3 měsíce', unit: 'MONTH', count: 3, price: 990 },
];

const shortName = (family: PlanFamily) => FAMILY_NAMES[family].split(' – ')[0]!;

/** The plan catalogue: each family for each period. */
export async function seedPlans(tx: Queryable): Promise<void> {
  for (const family of PLAN_FAMILIES)
    for (const [sort, period] of PLAN_PERIODS.entries())
      await insertPlan(tx, {
        slug: `${family}-${period.slug}`,
        family,
        name: `${shortName(family)} – ${period.label}`,
        period_unit: period.unit,
        period_count: period.count,
        price: period.price,
        sort,
      });
}

/**
 * The demo premium learner holds the OSP plan for 3 months from the first start, granted by the team: the
 * plan the website sells, for as long as it lasts (so „Moje studijní plány" tells one story).
 */
export async function seedDemoSubscription(tx: Queryable, now: Date): Promise<void> {
  const period = PLAN_PERIODS.find((p) => p.slug === '3-mesice')!;
  await tx.query(
    `insert into subscriptions (user_id, plan_id, family, source, starts_at, expires_at, payment_ref)
     select u.id, p.id, p.family, 'admin', $2, $3, 'demo'
     from users u, plans p where u.username = $1 and p.slug = $4`,
    [DEMO_ACCOUNTS.premium.username, now, periodEnd(now, period.unit, period.count), `osp-${period.slug}`],
  );
}
