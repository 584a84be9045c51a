import type { Queryable } from '../../db/database';

export interface StudioCourseRow {
  id: number;
  title: string;
  slug: string;
  status: 'draft' | 'publish' | 'future';
  published_at: Date | null;
  author_id: number;
  author_name: string;
  price: number;
  sale_price: number | null;
  excerpt: string;
  content: string;
  image: string;
  duration: string;
  passing_condition: number;
  retake_count: number;
  categories: { id: number; name: string }[];
  items: number;
  students: number;
}

const COLUMNS = `c.id, c.title, c.slug, c.status, c.published_at, c.author_id, u.display_name as author_name,
  c.price, c.sale_price, c.excerpt, c.content, c.image, c.duration, c.passing_condition, c.retake_count,
  coalesce((select json_agg(json_build_object('id', cat.id, 'name', cat.name) order by cat.sort, cat.id)
     from course_categories cc join categories cat on cat.id = cc.category_id where cc.course_id = c.id), '[]'::json)
    as categories,
  (select count(*)::int from items i where i.course_id = c.id) as items,
  (select count(*)::int from user_courses s where s.course_id = c.id and s.status in ('enrolled', 'finished'))
    as students`;

export interface CourseListFilter {
  search?: string | undefined;
  status?: string | undefined;
  categoryId?: number | undefined;
  authorId?: number | undefined;
  /** Put this author's courses first. */
  ownFirst?: number | undefined;
  limit: number;
  offset: number;
}

export async function findStudioCourses(db: Queryable, filter: CourseListFilter) {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const like = param(`%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    where.push(`(lower(c.title) like ${like} or c.slug like ${like})`);
  }
  if (filter.status) where.push(`c.status = ${param(filter.status)}`);
  if (filter.categoryId)
    where.push(
      `exists (select 1 from course_categories cc where cc.course_id = c.id and cc.category_id = ${param(filter.categoryId)})`,
    );
  if (filter.authorId) where.push(`c.author_id = ${param(filter.authorId)}`);
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const own = filter.ownFirst ? `(c.author_id = ${param(filter.ownFirst)}) desc, ` : '';
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from courses c ${whereSql}`,
    params.slice(0, params.length - (filter.ownFirst ? 1 : 0)),
  );
  const rows = await db.query<StudioCourseRow>(
    `select ${COLUMNS} from courses c join users u on u.id = c.author_id ${whereSql}
      order by ${own}c.status = 'draft' desc, c.published_at desc, c.id desc
      limit ${param(filter.limit)} offset ${param(filter.offset)}`,
    params,
  );
  return { rows, total: count?.n ?? 0 };
}

export async function findStudioCourse(
  db: Queryable,
  id: number,
  options: { lock: boolean } = { lock: false },
): Promise<StudioCourseRow | undefined> {
  if (options.lock) await db.query('select id from courses where id = $1 for update', [id]);
  const [row] = await db.query<StudioCourseRow>(
    `select ${COLUMNS} from courses c join users u on u.id = c.author_id where c.id = $1`,
    [id],
  );
  return row;
}

export interface CourseFields {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  price: number;
  sale_price: number | null;
  duration: string;
  passing_condition: number;
  retake_count: number;
  status: 'draft' | 'publish' | 'future';
  published_at: Date | null;
  author_id: number;
}

export async function insertCourse(
  tx: Queryable,
  course: { title: string; slug: string; authorId: number },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into courses (title, slug, author_id, status, published_at) values ($1, $2, $3, 'draft', now()) returning id`,
    [course.title, course.slug, course.authorId],
  );
  return row!.id;
}

export async function updateCourse(tx: Queryable, id: number, f: CourseFields): Promise<void> {
  await tx.query(
    `update courses set title = $2, slug = $3, excerpt = $4, content = $5, price = $6, sale_price = $7,
            duration = $8, passing_condition = $9, retake_count = $10, status = $11,
            published_at = coalesce($12, published_at), author_id = $13
      where id = $1`,
    [
      id,
      f.title,
      f.slug,
      f.excerpt,
      f.content,
      f.price,
      f.sale_price,
      f.duration,
      f.passing_condition,
      f.retake_count,
      f.status,
      f.published_at,
      f.author_id,
    ],
  );
}

export async function setCourseCategories(tx: Queryable, courseId: number, categoryIds: readonly number[]) {
  await tx.query(
    'delete from course_categories where course_id = $1 and not (category_id = any($2::int[]))',
    [courseId, categoryIds],
  );
  await tx.query(
    `insert into course_categories (course_id, category_id) select $1, unnest($2::int[]) on conflict do nothing`,
    [courseId, categoryIds],
  );
}

/** Of these ids, the ones that are categories. */
export async function existingCategoryIds(db: Queryable, ids: readonly number[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>('select id from categories where id = any($1::int[])', [ids]);
  return rows.map((r) => r.id);
}

/** Whether the account may author a course: an instructor or a member of the team. */
export async function isAuthor(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query(
    `select 1 from users where id = $1 and roles && array['administrator', 'lp_teacher']::text[]`,
    [userId],
  );
  return rows.length > 0;
}

export async function findAuthors(db: Queryable) {
  return db.query<{ id: number; name: string; roles: string[] }>(
    `select id, display_name as name, roles from users where roles && array['administrator', 'lp_teacher']::text[]
      order by display_name, id`,
  );
}

/** Scheduled courses whose time has come become published (the content version moves with them). */
export async function publishDueCourses(db: Queryable): Promise<number> {
  const rows = await db.query(
    `update courses set status = 'publish' where status = 'future' and published_at <= now() returning id`,
  );
  return rows.length;
}

export async function setCourseImage(tx: Queryable, id: number, image: string): Promise<void> {
  await tx.query('update courses set image = $2 where id = $1', [id, image]);
}
