import type { AssignmentDurationFormat } from '@studovna/core/studio';
import type { Queryable } from '../../db/database';

/** An lp_assignment item with its settings (defaults where the item has no settings row yet). */
export interface StudioAssignmentRow {
  id: number;
  type: string;
  course_id: number;
  course_title: string;
  author_id: number;
  title: string;
  content: string;
  introduction: string;
  files_amount: number;
  duration_time: number;
  duration_format: AssignmentDurationFormat;
  mark: number;
  passing_grade: number;
}

export async function findStudioAssignment(
  db: Queryable,
  id: number,
  options: { lock: boolean } = { lock: false },
): Promise<StudioAssignmentRow | undefined> {
  const [row] = await db.query<StudioAssignmentRow>(
    `select i.id, i.type, i.course_id, c.title as course_title, c.author_id, i.title, i.content,
            coalesce(a.introduction, '') as introduction, coalesce(a.files_amount, 1) as files_amount,
            coalesce(a.duration_time, 0) as duration_time, coalesce(a.duration_format, 'day') as duration_format,
            coalesce(a.mark, 10)::float8 as mark, coalesce(a.passing_grade, 0)::float8 as passing_grade
       from items i join courses c on c.id = i.course_id left join assignments a on a.item_id = i.id
      where i.id = $1${options.lock ? ' for update of i' : ''}`,
    [id],
  );
  return row;
}

export interface StudioAttachmentRow {
  id: number;
  name: string;
  path: string;
  size: number;
}

export async function findStudioAttachments(db: Queryable, itemId: number): Promise<StudioAttachmentRow[]> {
  return db.query<StudioAttachmentRow>(
    'select id, name, path, size from assignment_attachments where item_id = $1 order by sort, id',
    [itemId],
  );
}

export interface AssignmentFields {
  title: string;
  content: string;
  introduction: string;
  files_amount: number;
  duration_time: number;
  duration_format: AssignmentDurationFormat;
  mark: number;
  passing_grade: number;
}

export async function updateAssignment(tx: Queryable, id: number, f: AssignmentFields): Promise<void> {
  await tx.query('update items set title = $2, content = $3 where id = $1', [id, f.title, f.content]);
  await tx.query(
    `insert into assignments (item_id, introduction, files_amount, duration_time, duration_format, mark, passing_grade)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (item_id) do update set introduction = excluded.introduction, files_amount = excluded.files_amount,
       duration_time = excluded.duration_time, duration_format = excluded.duration_format, mark = excluded.mark,
       passing_grade = excluded.passing_grade`,
    [id, f.introduction, f.files_amount, f.duration_time, f.duration_format, f.mark, f.passing_grade],
  );
}

export async function countAttachments(db: Queryable, itemId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from assignment_attachments where item_id = $1',
    [itemId],
  );
  return row?.n ?? 0;
}

export async function insertAttachment(
  tx: Queryable,
  a: { itemId: number; name: string; path: string; size: number },
): Promise<void> {
  await tx.query(
    `insert into assignment_attachments (item_id, name, path, size, sort)
     values ($1, $2, $3, $4, (select coalesce(max(sort), -1) + 1 from assignment_attachments where item_id = $1))`,
    [a.itemId, a.name, a.path, a.size],
  );
}

/** Deletes a file of the assignment; answers its name and stored path, or undefined when it has no such file. */
export async function deleteAttachment(
  tx: Queryable,
  itemId: number,
  attachmentId: number,
): Promise<{ name: string; path: string } | undefined> {
  const [row] = await tx.query<{ name: string; path: string }>(
    'delete from assignment_attachments where id = $1 and item_id = $2 returning name, path',
    [attachmentId, itemId],
  );
  return row;
}
