import type { PlanFamily } from '@studovna/core/domain';
import type { Queryable } from '../../db/database';
import type { PlanRow } from './plans.repository';

export type SubscriptionSource = 'web' | 'android' | 'ios' | 'admin';

export interface SubscriptionRow {
  id: number;
  user_id: number;
  plan_id: number;
  family: PlanFamily;
  source: SubscriptionSource;
  starts_at: Date;
  expires_at: Date;
  ended_at: Date | null;
  payment_ref: string | null;
}

export interface SubscriptionWithPlan extends SubscriptionRow {
  plan: PlanRow;
}

const COLUMNS =
  's.id, s.user_id, s.plan_id, s.family, s.source, s.starts_at, s.expires_at, s.ended_at, s.payment_ref';
const ACTIVE_AT = 's.ended_at is null and s.starts_at <= $2 and s.expires_at > $2';

/** Subscriptions with their product, of the users the condition `where` picks (`$1`), newest first. */
const subscriptionsWithPlan = (where: string) =>
  `select ${COLUMNS},
     json_build_object('id', p.id, 'slug', p.slug, 'family', p.family, 'name', p.name,
       'period_unit', p.period_unit, 'period_count', p.period_count, 'price', p.price,
       'sort', p.sort, 'active', p.active) as plan
   from subscriptions s join plans p on p.id = s.plan_id
   where ${where}
   order by s.starts_at desc, s.id desc`;

/** Every plan the learner has had, newest first, with its product. */
export const findSubscriptionsOf = (db: Queryable, userId: number) =>
  db.query<SubscriptionWithPlan>(subscriptionsWithPlan('s.user_id = $1'), [userId]);

/** {@link findSubscriptionsOf} of several learners in one query, by learner (none: an empty list). */
export async function findSubscriptionsOfMany(
  db: Queryable,
  userIds: readonly number[],
): Promise<Map<number, SubscriptionWithPlan[]>> {
  const byUser = new Map<number, SubscriptionWithPlan[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db.query<SubscriptionWithPlan>(subscriptionsWithPlan('s.user_id = any($1::int[])'), [
    userIds,
  ]);
  for (const row of rows) byUser.get(row.user_id)?.push(row);
  return byUser;
}

/** The learner's subscription active at `now` (of the family, when given), if any (there is at most one). */
export async function findActiveSubscription(
  db: Queryable,
  userId: number,
  now: Date,
  family?: PlanFamily,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.query<SubscriptionRow>(
    `select ${COLUMNS} from subscriptions s where s.user_id = $1 and ${ACTIVE_AT}
       and ($3::text is null or s.family = $3)
     order by s.expires_at desc limit 1`,
    [userId, now, family ?? null],
  );
  return row;
}

/**
 * The roles a learner holds at `now`: the stored ones plus `premium_<family>` of every active plan.
 * The one query the auth plugin runs per request, so a plan's expiry takes its role away at once.
 */
export async function findAccountWithRoles(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<{ id: number; roles: string[]; token_version: number; blocked: boolean } | undefined> {
  const [row] = await db.query<{ id: number; roles: string[]; token_version: number; blocked: boolean }>(
    `select u.id, u.token_version, u.blocked_at is not null as blocked,
       u.roles || array(select distinct 'premium_' || s.family from subscriptions s
                        where s.user_id = u.id and ${ACTIVE_AT}) as roles
     from users u where u.id = $1`,
    [userId, now],
  );
  return row && { ...row, roles: [...new Set(row.roles)] };
}

export interface NewSubscription {
  userId: number;
  planId: number;
  family: PlanFamily;
  source: SubscriptionSource;
  startsAt: Date;
  expiresAt: Date;
  paymentRef: string | null;
}

export async function insertSubscription(db: Queryable, sub: NewSubscription): Promise<SubscriptionRow> {
  const [row] = await db.query<SubscriptionRow>(
    `insert into subscriptions as s (user_id, plan_id, family, source, starts_at, expires_at, payment_ref)
     values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
    [sub.userId, sub.planId, sub.family, sub.source, sub.startsAt, sub.expiresAt, sub.paymentRef],
  );
  return row!;
}

/** Ends the learner's active plans of a family bought in the given places (an app store's expiry). */
export const endActiveSubscriptions = (
  db: Queryable,
  userId: number,
  family: PlanFamily,
  sources: readonly SubscriptionSource[],
  now: Date,
) =>
  db.query<{ id: number }>(
    `update subscriptions s set ended_at = $2
     where s.user_id = $1 and ${ACTIVE_AT} and s.family = $3 and s.source = any($4::text[])
     returning s.id`,
    [userId, now, family, sources],
  );

/**
 * Ends one plan at `now` (a refund of the order that paid for it): from the next request on it grants
 * nothing. A plan already ended or expired is left as it is; answers whether it was running.
 */
export async function endSubscriptionAt(db: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await db.query(
    'update subscriptions set ended_at = $2 where id = $1 and ended_at is null and expires_at > $2 returning id',
    [id, now],
  );
  return rows.length === 1;
}

/** Locks the learner's row for the rest of the transaction: purchases of one learner happen one by one. */
export async function lockAccount(tx: Queryable, userId: number): Promise<boolean> {
  const rows = await tx.query('select id from users where id = $1 for update', [userId]);
  return rows.length === 1;
}

/** A plan running at $1 with no later plan of its family after it (one not ended early): not renewed. */
const RUNNING_NOT_RENEWED = `s.ended_at is null and s.starts_at <= $1 and s.expires_at > $1
  and not exists (select 1 from subscriptions later where later.user_id = s.user_id and later.family = s.family
    and later.id <> s.id and later.ended_at is null and later.expires_at > s.expires_at)`;

export interface EndingPlanRow {
  id: number;
  user_id: number;
  starts_at: Date;
  expires_at: Date;
  email: string;
  plan_name: string;
}

const ENDING_COLUMNS = `s.id, s.user_id, s.starts_at, s.expires_at, u.email, p.name as plan_name`;
const ENDING_FROM = `from subscriptions s join users u on u.id = s.user_id join plans p on p.id = s.plan_id`;

/** Plans running at `now`, not renewed, ending within `withinMs`: the ones whose end is to be announced. */
export const findPlansEndingWithin = (db: Queryable, now: Date, withinMs: number) =>
  db.query<EndingPlanRow>(
    `select ${ENDING_COLUMNS} ${ENDING_FROM}
     where ${RUNNING_NOT_RENEWED} and s.expires_at <= $1 + $2 * interval '1 millisecond'
     order by s.expires_at, s.id`,
    [now, withinMs],
  );

/** The plan, when it runs at `now` and is not renewed. */
export async function findEndingPlan(
  db: Queryable,
  now: Date,
  id: number,
): Promise<EndingPlanRow | undefined> {
  const [row] = await db.query<EndingPlanRow>(
    `select ${ENDING_COLUMNS} ${ENDING_FROM} where ${RUNNING_NOT_RENEWED} and s.id = $2`,
    [now, id],
  );
  return row;
}
