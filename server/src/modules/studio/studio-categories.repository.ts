import type { Queryable } from '../../db/database';

export interface StudioCategoryRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  image: string;
  subscription: string[];
  sort: number;
  publish: number;
  draft: number;
  future: number;
}

const COLUMNS = `c.id, c.name, c.slug, c.description, c.image, c.subscription, c.sort,
  (select count(*)::int from course_categories cc join courses co on co.id = cc.course_id
    where cc.category_id = c.id and co.status = 'publish') as publish,
  (select count(*)::int from course_categories cc join courses co on co.id = cc.course_id
    where cc.category_id = c.id and co.status = 'draft') as draft,
  (select count(*)::int from course_categories cc join courses co on co.id = cc.course_id
    where cc.category_id = c.id and co.status = 'future') as future`;

export async function findStudioCategories(db: Queryable): Promise<StudioCategoryRow[]> {
  return db.query<StudioCategoryRow>(`select ${COLUMNS} from categories c order by c.sort, c.id`);
}

export async function findStudioCategory(
  db: Queryable,
  id: number,
  options: { lock: boolean } = { lock: false },
): Promise<StudioCategoryRow | undefined> {
  if (options.lock) await db.query('select id from categories where id = $1 for update', [id]);
  const [row] = await db.query<StudioCategoryRow>(`select ${COLUMNS} from categories c where c.id = $1`, [
    id,
  ]);
  return row;
}

/** Whether a slug is free for this category (another category or a course may not have it). */
export async function slugTaken(
  db: Queryable,
  slug: string,
  except: { categoryId?: number; courseId?: number },
) {
  const rows = await db.query(
    `select 1 from categories where slug = $1 and id is distinct from $2::int
     union all select 1 from courses where slug = $1 and id is distinct from $3::int limit 1`,
    [slug, except.categoryId ?? null, except.courseId ?? null],
  );
  return rows.length > 0;
}

export interface CategoryFields {
  name: string;
  slug: string;
  description: string;
  subscription: string[];
}

export async function insertCategory(tx: Queryable, fields: CategoryFields): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into categories (name, slug, description, subscription, sort)
     values ($1, $2, $3, $4, (select coalesce(max(sort), -1) + 1 from categories)) returning id`,
    [fields.name, fields.slug, fields.description, fields.subscription],
  );
  return row!.id;
}

export async function updateCategory(tx: Queryable, id: number, fields: CategoryFields): Promise<void> {
  await tx.query(
    'update categories set name = $2, slug = $3, description = $4, subscription = $5 where id = $1',
    [id, fields.name, fields.slug, fields.description, fields.subscription],
  );
}

export async function setCategoryImage(tx: Queryable, id: number, image: string): Promise<void> {
  await tx.query('update categories set image = $2 where id = $1', [id, image]);
}

export async function deleteCategory(tx: Queryable, id: number): Promise<void> {
  await tx.query('delete from categories where id = $1', [id]);
}

/** Every category's id, locked, in today's order. */
export async function lockCategoryIds(tx: Queryable): Promise<number[]> {
  const rows = await tx.query<{ id: number }>('select id from categories order by sort, id for update');
  return rows.map((r) => r.id);
}

export async function setCategoryOrder(tx: Queryable, ids: readonly number[]): Promise<void> {
  await tx.query(
    `update categories c set sort = x.sort::int
       from unnest($1::int[]) with ordinality as x(id, sort) where c.id = x.id and c.sort is distinct from x.sort::int`,
    [ids],
  );
}
