import type { Queryable } from '../../db/database';
import {
  CURRENT_PRICE_SQL,
  czechSortKeySql,
  foldSql,
  likeContaining,
  ON_SALE_SQL,
  STUDENTS_SQL,
  textOfHtmlSql,
} from './course-sql';

/** A published course with its instructor, number of students and average rating. */
export interface CourseRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  image: string;
  status: string;
  price: number;
  sale_price: number | null;
  duration: string;
  passing_condition: number;
  retake_count: number;
  published_at: Date;
  author_id: number;
  author_name: string;
  author_avatar: string | null;
  author_description: string;
  students: number;
  /** Average review rating, null without reviews. */
  rating: number | null;
}

export type CourseOrderBy = 'date' | 'title' | 'price' | 'popular' | 'id';

export interface CourseFilter {
  search?: string;
  onSale?: boolean;
  categoryIds?: number[];
  /** Only the courses this learner is enrolled in or finished, optionally with this graduation. */
  learner?: { userId: number; graduation?: 'in-progress' | 'passed' | 'failed' };
  orderBy: CourseOrderBy;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const ORDER_SQL: Record<CourseOrderBy, string> = {
  date: 'c.published_at',
  title: czechSortKeySql('c.title'),
  price: CURRENT_PRICE_SQL,
  popular: STUDENTS_SQL,
  id: 'c.id',
};

function whereOf(filter: CourseFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions = [`c.status = 'publish'`];
  const param = (value: unknown) => `$${params.push(value)}`;
  const search = filter.search?.trim();
  if (search) {
    const term = `${foldSql(param(likeContaining(search)))}`;
    conditions.push(
      `(${foldSql('c.title')} like ${term} or ${foldSql('c.excerpt')} like ${term} or ${foldSql(textOfHtmlSql('c.content'))} like ${term})`,
    );
  }
  if (filter.onSale) conditions.push(`(${ON_SALE_SQL})`);
  if (filter.categoryIds?.length)
    conditions.push(
      `exists (select 1 from course_categories cc where cc.course_id = c.id and cc.category_id = any(${param(filter.categoryIds)}::int[]))`,
    );
  if (filter.learner) {
    const graduation = filter.learner.graduation
      ? `and uc.graduation = ${param(filter.learner.graduation)}`
      : '';
    conditions.push(
      `exists (select 1 from user_courses uc where uc.course_id = c.id and uc.user_id = ${param(filter.learner.userId)}
               and uc.status in ('enrolled', 'finished') ${graduation})`,
    );
  }
  return { sql: conditions.join(' and '), params };
}

/** One page of course ids in the asked order, and how many courses match in all. */
export async function findCourseIds(
  db: Queryable,
  filter: CourseFilter,
): Promise<{ ids: number[]; total: number }> {
  const where = whereOf(filter);
  const dir = filter.order === 'desc' ? 'desc' : 'asc';
  const n = where.params.length;
  const [rows, [count]] = await Promise.all([
    db.query<{ id: number }>(
      `select c.id from courses c where ${where.sql}
        order by ${ORDER_SQL[filter.orderBy]} ${dir}, c.id ${dir}
        limit $${n + 1} offset $${n + 2}`,
      [...where.params, filter.limit, filter.offset],
    ),
    db.query<{ total: number }>(`select count(*) as total from courses c where ${where.sql}`, where.params),
  ]);
  return { ids: rows.map((r) => r.id), total: count?.total ?? 0 };
}

/** Published courses by id, in the order of `ids`; unknown or unpublished ids are left out. */
export async function findCourses(db: Queryable, ids: readonly number[]): Promise<CourseRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<CourseRow>(
    `select c.id, c.slug, c.title, c.excerpt, c.content, c.image, c.status, c.price, c.sale_price, c.duration,
            c.passing_condition, c.retake_count, c.published_at, c.author_id,
            u.display_name as author_name, u.avatar_path as author_avatar, u.description as author_description,
            ${STUDENTS_SQL} as students,
            (select round(avg(r.rating), 1) from reviews r where r.course_id = c.id and r.moderation is null) as rating
       from courses c join users u on u.id = c.author_id
      where c.id = any($1::int[]) and c.status = 'publish'`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function courseExists(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(`select 1 from courses where id = $1 and status = 'publish'`, [id]);
  return rows.length > 0;
}

export interface CourseCategoryRow {
  course_id: number;
  id: number;
  name: string;
  slug: string;
  subscription: string[];
}

export async function findCourseCategories(
  db: Queryable,
  courseIds: readonly number[],
): Promise<CourseCategoryRow[]> {
  if (courseIds.length === 0) return [];
  return db.query<CourseCategoryRow>(
    `select cc.course_id, c.id, c.name, c.slug, c.subscription
       from course_categories cc join categories c on c.id = cc.category_id
      where cc.course_id = any($1::int[])
      order by c.sort, c.id`,
    [courseIds],
  );
}
