import type { PeriodUnit, PlanFamily } from '@studovna/core/domain';
import type { RevenueStep, StoredOrderStatus } from '@studovna/core/studio';
import type { Queryable } from '../../db/database';

/**
 * The team's view of orders (decision 0028). An order of a study plan bought on the website is found
 * through its checkout (`checkouts.order_id`), which names the plan, the provider and the plan it granted;
 * a course bought on its own has none. Days, weeks and months are those of Europe/Prague.
 */

export interface OrderFilter {
  /** `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
  family: PlanFamily | null;
  unit: PeriodUnit | null;
  count: number | null;
  status: StoredOrderStatus | null;
}

export interface StudioOrderRow {
  id: number;
  status: StoredOrderStatus;
  total: number;
  created_at: Date;
  user_id: number;
  learner_name: string;
  learner_email: string;
  item: string;
  plan_id: number | null;
  plan_name: string | null;
  family: PlanFamily | null;
  period_unit: PeriodUnit | null;
  period_count: number | null;
  provider: string | null;
  refunded_at: Date | null;
  refunded_by_name: string | null;
  refund_reason: string | null;
}

const FROM = `from orders o
  join users u on u.id = o.user_id
  left join checkouts c on c.order_id = o.id
  left join plans p on p.id = c.plan_id`;

/** The filter over `FROM`, its parameters $1–$6. */
const WHERE = `where o.created_at >= $1::date::timestamp at time zone 'Europe/Prague'
    and o.created_at < ($2::date + 1)::timestamp at time zone 'Europe/Prague'
    and ($3::text is null or p.family = $3)
    and ($4::text is null or p.period_unit = $4)
    and ($5::int is null or p.period_count = $5)
    and ($6::text is null or o.status = $6)`;

const filterParams = (f: OrderFilter) => [f.from, f.to, f.family, f.unit, f.count, f.status];

const COLUMNS = `o.id, o.status, o.total, o.created_at, u.id as user_id, u.display_name as learner_name,
  u.email as learner_email,
  coalesce((select string_agg(oi.name, ', ' order by oi.id) from order_items oi where oi.order_id = o.id), '')
    as item,
  p.id as plan_id, p.name as plan_name, p.family, p.period_unit, p.period_count, c.provider,
  o.refunded_at, o.refunded_by_name, o.refund_reason`;

/** The orders of the filter, newest first. */
export async function findStudioOrders(
  db: Queryable,
  filter: OrderFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: StudioOrderRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<StudioOrderRow>(
      `select ${COLUMNS} ${FROM} ${WHERE} order by o.created_at desc, o.id desc limit $7 offset $8`,
      [...filterParams(filter), page.limit, page.offset],
    ),
    db.query<{ n: number }>(`select count(*) as n ${FROM} ${WHERE}`, filterParams(filter)),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export interface RevenueRow {
  /** `YYYY-MM-DD`, the first day of the step; null for the period's sum. */
  start: string | null;
  orders: number;
  paid: number;
  revenue: number;
  refunded: number;
  refunded_amount: number;
}

/**
 * The filter's orders totalled per step (every step of the period, empty ones as zeros) and over the whole
 * period (the row whose `start` is null), in one statement: revenue is what completed orders paid.
 */
export function findRevenue(db: Queryable, filter: OrderFilter, step: RevenueStep): Promise<RevenueRow[]> {
  return db.query<RevenueRow>(
    `with steps as (
       select generate_series(date_trunc($7::text, $1::date::timestamp), $2::date::timestamp, ('1 ' || $7::text)::interval)
         as start
     ),
     hits as (
       select date_trunc($7::text, o.created_at at time zone 'Europe/Prague') as start, o.status, o.total
       ${FROM} ${WHERE}
     )
     select to_char(s.start, 'YYYY-MM-DD') as start,
            count(h.status) as orders,
            count(h.status) filter (where h.status = 'completed') as paid,
            coalesce(sum(h.total) filter (where h.status = 'completed'), 0) as revenue,
            count(h.status) filter (where h.status = 'refunded') as refunded,
            coalesce(sum(h.total) filter (where h.status = 'refunded'), 0) as refunded_amount
       from steps s left join hits h on h.start = s.start
      group by grouping sets ((s.start), ())
      order by s.start nulls last`,
    [...filterParams(filter), step],
  );
}

/** Every plan length on sale or sold once, shortest first. */
export const findPlanLengths = (db: Queryable) =>
  db.query<{ period_unit: PeriodUnit; period_count: number }>(
    `select distinct period_unit, period_count,
            case period_unit when 'DAY' then 1 when 'WEEK' then 7 else 30 end * period_count as days
       from plans order by days, period_unit`,
  );

export interface RefundTarget {
  id: number;
  status: StoredOrderStatus;
  total: number;
  refunded_at: Date | null;
  checkout_id: string | null;
  provider: string | null;
  subscription_id: number | null;
}

/** The order and how it was paid, locked for the rest of the transaction: two refunds go one by one. */
export async function lockOrderForRefund(tx: Queryable, id: number): Promise<RefundTarget | undefined> {
  const [row] = await tx.query<RefundTarget>(
    `select o.id, o.status, o.total, o.refunded_at, c.id as checkout_id, c.provider, c.subscription_id
       from orders o left join checkouts c on c.order_id = o.id
      where o.id = $1 for update of o`,
    [id],
  );
  return row;
}

export async function markOrderRefunded(
  tx: Queryable,
  refund: { id: number; at: Date; by: number; reason: string; reference: string },
): Promise<void> {
  await tx.query(
    `update orders set status = 'refunded', refunded_at = $2, refunded_by = $3,
            refunded_by_name = (select display_name from users where id = $3), refund_reason = $4, refund_ref = $5
      where id = $1`,
    [refund.id, refund.at, refund.by, refund.reason, refund.reference],
  );
}

/** One order as the list shows it. */
export async function findStudioOrder(db: Queryable, id: number): Promise<StudioOrderRow | undefined> {
  const [row] = await db.query<StudioOrderRow>(`select ${COLUMNS} ${FROM} where o.id = $1`, [id]);
  return row;
}
