import type { Queryable } from '../../db/database';

export interface StudioLessonRow {
  id: number;
  type: string;
  course_id: number;
  course_title: string;
  author_id: number;
  title: string;
  content: string;
  video_url: string;
  preview: boolean;
  duration_minutes: number;
}

/** Any item of any course (drafts too) with its course's author; with `lock` its row stays locked. */
export async function findStudioItem(
  db: Queryable,
  id: number,
  options: { lock: boolean } = { lock: false },
): Promise<StudioLessonRow | undefined> {
  const [row] = await db.query<StudioLessonRow>(
    `select i.id, i.type, i.course_id, c.title as course_title, c.author_id, i.title, i.content, i.video_url,
            i.preview, i.duration_minutes
       from items i join courses c on c.id = i.course_id where i.id = $1${options.lock ? ' for update of i' : ''}`,
    [id],
  );
  return row;
}

export interface LessonFields {
  title: string;
  content: string;
  video_url: string;
  preview: boolean;
  duration_minutes: number;
}

export async function updateLesson(tx: Queryable, id: number, f: LessonFields): Promise<void> {
  await tx.query(
    'update items set title = $2, content = $3, video_url = $4, preview = $5, duration_minutes = $6 where id = $1',
    [id, f.title, f.content, f.video_url, f.preview, f.duration_minutes],
  );
}
