import type { Queryable } from '../../db/database';

export interface CurriculumRow {
  section_id: number;
  section_title: string;
  section_description: string;
  item_id: number | null;
  type: 'lp_lesson' | 'lp_quiz' | 'lp_assignment' | null;
  title: string | null;
  preview: boolean | null;
  duration_minutes: number | null;
}

/** The course's sections in order, each with its items in order (a section without items once). */
export async function findCurriculum(db: Queryable, courseId: number): Promise<CurriculumRow[]> {
  return db.query<CurriculumRow>(
    `select s.id as section_id, s.title as section_title, s.description as section_description,
            i.id as item_id, i.type, i.title, i.preview, i.duration_minutes
       from sections s left join items i on i.section_id = s.id
      where s.course_id = $1 order by s.sort, s.id, i.sort, i.id`,
    [courseId],
  );
}

export async function insertSection(
  tx: Queryable,
  courseId: number,
  section: { title: string; description: string; sort: number },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'insert into sections (course_id, title, description, sort) values ($1, $2, $3, $4) returning id',
    [courseId, section.title, section.description, section.sort],
  );
  return row!.id;
}

export async function updateSection(
  tx: Queryable,
  id: number,
  section: { title: string; description: string; sort: number },
): Promise<void> {
  await tx.query('update sections set title = $2, description = $3, sort = $4 where id = $1', [
    id,
    section.title,
    section.description,
    section.sort,
  ]);
}

/** Places items: each into its section at its position. */
export async function placeItems(
  tx: Queryable,
  places: readonly { itemId: number; sectionId: number; sort: number }[],
): Promise<void> {
  if (places.length === 0) return;
  await tx.query(
    `update items i set section_id = x.section_id, sort = x.sort
       from unnest($1::int[], $2::int[], $3::int[]) as x(id, section_id, sort)
      where i.id = x.id and (i.section_id, i.sort) is distinct from (x.section_id, x.sort)`,
    [places.map((p) => p.itemId), places.map((p) => p.sectionId), places.map((p) => p.sort)],
  );
}

export async function insertItem(
  tx: Queryable,
  item: { courseId: number; sectionId: number; type: string; title: string },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into items (course_id, section_id, type, title, sort)
     values ($1, $2, $3, $4, (select coalesce(max(sort), -1) + 1 from items where section_id = $2)) returning id`,
    [item.courseId, item.sectionId, item.type, item.title],
  );
  return row!.id;
}

/** A new quiz's settings row (the engine's defaults). */
export async function insertQuizSettings(tx: Queryable, itemId: number): Promise<void> {
  await tx.query('insert into quizzes (item_id) values ($1)', [itemId]);
}

/** A new assignment's settings row: one file, no time limit, 10 points, nothing to pass. */
export async function insertAssignmentSettings(tx: Queryable, itemId: number): Promise<void> {
  await tx.query('insert into assignments (item_id) values ($1)', [itemId]);
}
