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
