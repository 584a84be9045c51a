import type { Queryable } from '../../db/database';

export interface CategoryRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  image: string;
  subscription: string[];
  count: number;
}

export type CategoryOrder = {
  by: 'id' | 'name' | 'slug' | 'count' | 'description' | 'sort';
  dir: 'asc' | 'desc';
};

const ORDER_COLUMNS: Record<CategoryOrder['by'], string> = {
  id: 'c.id',
  name: 'c.name',
  slug: 'c.slug',
  count: 'count',
  description: 'c.description',
  sort: 'c.sort',
};

/** Categories with the number of published courses in each. */
export async function listCategories(
  db: Queryable,
  options: { order: CategoryOrder; hideEmpty: boolean; limit: number; offset: number },
): Promise<{ rows: CategoryRow[]; total: number }> {
  const having = options.hideEmpty ? 'having count(co.id) > 0' : '';
  const rows = await db.query<CategoryRow & { total: number }>(
    `select c.id, c.slug, c.name, c.description, c.image, c.subscription, count(co.id) as count,
            count(*) over () as total
       from categories c
       left join course_categories cc on cc.category_id = c.id
       left join courses co on co.id = cc.course_id and co.status = 'publish'
      group by c.id
      ${having}
      order by ${ORDER_COLUMNS[options.order.by]} ${options.order.dir === 'desc' ? 'desc' : 'asc'}, c.sort, c.id
      limit $1 offset $2`,
    [options.limit, options.offset],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}
