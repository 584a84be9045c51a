import type { Queryable } from '../../db/database';

/** A whole course as rows (a course package's export and import, decision 0025). */

export interface TreeCourseRow {
  id: number;
  author_id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  image: string;
  price: number;
  sale_price: number | null;
  duration: string;
  passing_condition: number;
  retake_count: number;
  /** Slugs of its categories in the categories' order. */
  categories: string[];
}

export async function findTreeCourse(db: Queryable, id: number): Promise<TreeCourseRow | undefined> {
  const [row] = await db.query<TreeCourseRow>(
    `select c.id, c.author_id, c.title, c.slug, c.excerpt, c.content, c.image, c.price, c.sale_price, c.duration,
            c.passing_condition, c.retake_count,
            array(select cat.slug from course_categories cc join categories cat on cat.id = cc.category_id
                   where cc.course_id = c.id order by cat.sort, cat.id) as categories
       from courses c where c.id = $1`,
    [id],
  );
  return row;
}

/** A section with one of its items (or none), each item with its quiz's or assignment's settings. */
export interface TreeItemRow {
  section_id: number;
  section_title: string;
  section_description: string;
  id: number | null;
  type: 'lp_lesson' | 'lp_quiz' | 'lp_assignment' | null;
  title: string;
  content: string;
  video_url: string;
  preview: boolean;
  duration_minutes: number;
  time_limit_seconds: number | null;
  quiz_passing_grade: number | null;
  quiz_retake_count: number | null;
  instant_check: boolean | null;
  wrong_penalty: string | null;
  skip_penalty: string | null;
  /** A mock test's parts (migration 0029); null for an item that is no quiz. */
  parts: { title: string; time_limit_seconds: number }[] | null;
  /** The part of each of the quiz's questions, in the quiz's order. */
  question_parts: (number | null)[] | null;
  introduction: string | null;
  files_amount: number | null;
  duration_format: 'minute' | 'hour' | 'day' | 'week' | null;
  duration_time: number | null;
  /** numeric: read as text */
  assignment_mark: string | null;
  /** numeric: read as text */
  assignment_passing_grade: string | null;
  attachments: { name: string; path: string }[];
}

export async function findTreeItems(db: Queryable, courseId: number): Promise<TreeItemRow[]> {
  return db.query<TreeItemRow>(
    `select s.id as section_id, s.title as section_title, s.description as section_description,
            i.id, i.type, i.title, i.content, i.video_url, i.preview, i.duration_minutes,
            z.time_limit_seconds, z.passing_grade as quiz_passing_grade, z.retake_count as quiz_retake_count,
            z.instant_check, z.wrong_penalty, z.skip_penalty, z.parts,
            (select json_agg(q.part order by q.sort, q.id) from questions q where q.quiz_id = z.item_id) as question_parts,
            a.introduction, a.files_amount, a.duration_format, a.duration_time,
            a.mark::text as assignment_mark, a.passing_grade::text as assignment_passing_grade,
            coalesce((select json_agg(json_build_object('name', f.name, 'path', f.path) order by f.sort, f.id)
                        from assignment_attachments f where f.item_id = i.id), '[]'::json) as attachments
       from sections s
       left join items i on i.section_id = s.id
       left join quizzes z on z.item_id = i.id
       left join assignments a on a.item_id = i.id
      where s.course_id = $1
      order by s.sort, s.id, i.sort, i.id`,
    [courseId],
  );
}

/** Of these slugs, the categories that have them: slug → id. */
export async function findCategoryIdsBySlug(db: Queryable, slugs: readonly string[]) {
  const rows = await db.query<{ id: number; slug: string }>(
    'select id, slug from categories where slug = any($1::text[])',
    [slugs],
  );
  return new Map(rows.map((r) => [r.slug, r.id]));
}

export interface NewCourseRow {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  image: string;
  price: number;
  sale_price: number | null;
  duration: string;
  passing_condition: number;
  retake_count: number;
  author_id: number;
}

/** A new draft course with every field. */
export async function insertTreeCourse(tx: Queryable, c: NewCourseRow): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into courses (title, slug, excerpt, content, image, price, sale_price, duration, passing_condition,
                          retake_count, author_id, status, published_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'draft', now()) returning id`,
    [
      c.title,
      c.slug,
      c.excerpt,
      c.content,
      c.image,
      c.price,
      c.sale_price,
      c.duration,
      c.passing_condition,
      c.retake_count,
      c.author_id,
    ],
  );
  return row!.id;
}

export interface NewItemRow {
  courseId: number;
  sectionId: number;
  sort: number;
  type: 'lp_lesson' | 'lp_quiz' | 'lp_assignment';
  title: string;
  content: string;
  video_url: string;
  preview: boolean;
  duration_minutes: number;
}

export async function insertTreeItem(tx: Queryable, i: NewItemRow): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into items (course_id, section_id, type, title, content, video_url, preview, duration_minutes, sort)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [i.courseId, i.sectionId, i.type, i.title, i.content, i.video_url, i.preview, i.duration_minutes, i.sort],
  );
  return row!.id;
}

export async function insertTreeQuiz(
  tx: Queryable,
  itemId: number,
  s: {
    time_limit_seconds: number;
    passing_grade: number;
    retake_count: number;
    instant_check: boolean;
    wrong_penalty: string;
    skip_penalty: string;
    parts?: { title: string; time_limit_seconds: number }[];
  },
): Promise<void> {
  await tx.query(
    `insert into quizzes (item_id, time_limit_seconds, passing_grade, retake_count, instant_check,
                          wrong_penalty, skip_penalty, parts)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      itemId,
      s.time_limit_seconds,
      s.passing_grade,
      s.retake_count,
      s.instant_check,
      s.wrong_penalty,
      s.skip_penalty,
      JSON.stringify(
        (s.parts ?? []).map((p) => ({ title: p.title, time_limit_seconds: p.time_limit_seconds })),
      ),
    ],
  );
}

export async function insertTreeAssignment(
  tx: Queryable,
  itemId: number,
  a: {
    introduction: string;
    files_amount: number;
    duration: { format: string; time: number };
    mark: number;
    passing_grade: number;
    attachments: { name: string; path: string; size: number }[];
  },
): Promise<void> {
  await tx.query(
    `insert into assignments (item_id, introduction, files_amount, duration_format, duration_time, mark, passing_grade)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [itemId, a.introduction, a.files_amount, a.duration.format, a.duration.time, a.mark, a.passing_grade],
  );
  for (const [sort, f] of a.attachments.entries())
    await tx.query(
      'insert into assignment_attachments (item_id, name, path, size, sort) values ($1, $2, $3, $4, $5)',
      [itemId, f.name, f.path, f.size, sort],
    );
}
