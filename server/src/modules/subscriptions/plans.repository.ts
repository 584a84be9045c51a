import { PLAN_FAMILIES, type PeriodUnit, type PlanFamily } from '@studovna/core/domain';
import type { Queryable } from '../../db/database';

export interface PlanRow {
  id: number;
  slug: string;
  family: PlanFamily;
  name: string;
  period_unit: PeriodUnit;
  period_count: number;
  price: number;
  sort: number;
  active: boolean;
}

const COLUMNS = 'id, slug, family, name, period_unit, period_count, price, sort, active';

/** The plans on sale, by family (in the order of SPEC §1: osp, zsv, tsp) and then the order they are offered in. */
export const findPlansOnSale = (db: Queryable) =>
  db.query<PlanRow>(
    `select ${COLUMNS} from plans where active
     order by array_position($1::text[], family), sort, id`,
    [PLAN_FAMILIES],
  );

export async function findPlan(db: Queryable, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.query<PlanRow>(`select ${COLUMNS} from plans where id = $1`, [id]);
  return row;
}

export interface NewPlan {
  slug: string;
  family: PlanFamily;
  name: string;
  period_unit: PeriodUnit;
  period_count: number;
  price: number;
  sort: number;
}

export async function insertPlan(db: Queryable, plan: NewPlan): Promise<PlanRow> {
  const [row] = await db.query<PlanRow>(
    `insert into plans (slug, family, name, period_unit, period_count, price, sort)
     values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
    [plan.slug, plan.family, plan.name, plan.period_unit, plan.period_count, plan.price, plan.sort],
  );
  return row!;
}

/** A plan with how many times it was bought or granted, and how many of those run now. */
export interface PlanWithSales extends PlanRow {
  sold: number;
  running: number;
}

/** Every plan, on sale or not, by family and then order, with its sales (the studio's plans screen). */
export const findAllPlansWithSales = (db: Queryable) =>
  db.query<PlanWithSales>(
    `select p.id, p.slug, p.family, p.name, p.period_unit, p.period_count, p.price, p.sort, p.active,
            count(s.id)::int as sold,
            count(s.id) filter (where s.expires_at > now() and (s.ended_at is null or s.ended_at > now()))::int
              as running
       from plans p left join subscriptions s on s.plan_id = p.id
      group by p.id
      order by array_position($1::text[], p.family), p.sort, p.id`,
    [PLAN_FAMILIES],
  );

/** The plan with its sales, locked for the rest of the transaction. */
export async function lockPlanWithSales(db: Queryable, id: number): Promise<PlanWithSales | undefined> {
  const [plan] = await db.query<PlanRow>(`select ${COLUMNS} from plans where id = $1 for update`, [id]);
  if (!plan) return undefined;
  const [sales] = await db.query<{ sold: number }>(
    'select count(*)::int as sold from subscriptions where plan_id = $1',
    [id],
  );
  return { ...plan, sold: sales?.sold ?? 0, running: 0 };
}

/** Another plan of the family for the same length, if there is one. */
export async function findPlanOfLength(
  db: Queryable,
  plan: { family: PlanFamily; period_unit: PeriodUnit; period_count: number },
  except: number | null,
): Promise<PlanRow | undefined> {
  const [row] = await db.query<PlanRow>(
    `select ${COLUMNS} from plans where family = $1 and period_unit = $2 and period_count = $3
        and id is distinct from $4`,
    [plan.family, plan.period_unit, plan.period_count, except],
  );
  return row;
}

/** The next place in its family's order, after every plan it has. */
export async function nextPlanSort(db: Queryable, family: PlanFamily): Promise<number> {
  const [row] = await db.query<{ sort: number }>(
    'select coalesce(max(sort), -1)::int + 1 as sort from plans where family = $1',
    [family],
  );
  return row?.sort ?? 0;
}

export interface PlanChange {
  name: string;
  period_unit: PeriodUnit;
  period_count: number;
  price: number;
  active: boolean;
}

export async function updatePlan(db: Queryable, id: number, change: PlanChange): Promise<void> {
  await db.query(
    `update plans set name = $2, period_unit = $3, period_count = $4, price = $5, active = $6 where id = $1`,
    [id, change.name, change.period_unit, change.period_count, change.price, change.active],
  );
}

/** The team's own bullets of a family (an empty list removes them). */
export async function saveWrittenBullets(db: Queryable, family: PlanFamily, bullets: readonly string[]) {
  await db.query(
    `insert into plan_families (family, bullets) values ($1, $2::text[])
     on conflict (family) do update set bullets = excluded.bullets`,
    [family, bullets],
  );
}

/** The team's own bullets of a family, locked for the rest of the transaction (none yet: []). */
export async function lockWrittenBullets(db: Queryable, family: PlanFamily): Promise<string[]> {
  const [row] = await db.query<{ bullets: string[] }>(
    'select bullets from plan_families where family = $1 for update',
    [family],
  );
  return row?.bullets ?? [];
}

/** `base`, or `base-2`, `base-3`… whichever no plan has yet. */
export async function freePlanSlug(db: Queryable, base: string): Promise<string> {
  const taken = new Set(
    (await db.query<{ slug: string }>('select slug from plans where slug like $1', [`${base}%`])).map(
      (row) => row.slug,
    ),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}
