import type { Locale } from '@studovna/core';
import type { StudioLesson } from '@studovna/core/contract/studio';
import { videoEmbedUrl } from '@studovna/core/domain';
import { lessonDraftProblems, mayEditCourse, studioMessage } from '@studovna/core/studio';
import type { Database, Queryable } from '../../db/database';
import { contentHtml } from '../../lib/content-html';
import { invalidFields, studioError } from '../../lib/studio-error';
import { insertAuditEntry } from './audit-log.repository';
import { changedFields } from './audit';
import {
  findStudioItem,
  updateLesson,
  type LessonFields,
  type StudioLessonRow,
} from './studio-lessons.repository';
import type { StudioUser } from './studio-user';

/** Lessons in the studio (issue 22 point 3): text with formulas and pictures, the intro video, preview, length. */

async function loadLesson(db: Queryable, id: number, lock = false): Promise<StudioLessonRow> {
  const row = await findStudioItem(db, id, { lock });
  if (!row) throw studioError(404, 'studio_not_found', 'studio.notFound');
  if (row.type !== 'lp_lesson') throw studioError(404, 'studio_not_lesson', 'studio.notLesson');
  return row;
}

const toStudioLesson = (row: StudioLessonRow, user: StudioUser): StudioLesson => ({
  id: row.id,
  course: { id: row.course_id, title: row.course_title },
  title: row.title,
  content: row.content,
  video_url: row.video_url,
  preview: row.preview,
  duration_minutes: row.duration_minutes,
  may_edit: mayEditCourse(user.role, user.id, { authorId: row.author_id }),
  app_path: `/kurzy/${row.course_id}/lp_lesson/${row.id}`,
});

export async function getStudioLesson(db: Queryable, user: StudioUser, id: number) {
  return toStudioLesson(await loadLesson(db, id), user);
}

export async function updateStudioLesson(
  db: Database,
  user: StudioUser,
  id: number,
  body: LessonFields,
  locale: Locale,
) {
  return db.transaction(async (tx) => {
    const before = await loadLesson(tx, id, true);
    if (!mayEditCourse(user.role, user.id, { authorId: before.author_id }))
      throw studioError(403, 'studio_not_yours', 'studio.notYours');
    const draft = {
      title: body.title.trim(),
      content: contentHtml(body.content),
      videoUrl: body.video_url,
      preview: body.preview,
      durationMinutes: body.duration_minutes,
    };
    const problems = lessonDraftProblems(draft);
    if (problems.length > 0) throw invalidFields(problems);
    const fields: LessonFields = {
      title: draft.title,
      content: draft.content,
      video_url: videoEmbedUrl(draft.videoUrl) ?? '',
      preview: draft.preview,
      duration_minutes: draft.durationMinutes,
    };
    const changes = changedFields(
      {
        title: before.title,
        content: before.content,
        video_url: before.video_url,
        preview: before.preview,
        duration_minutes: before.duration_minutes,
      },
      fields,
    );
    if (Object.keys(changes).length > 0) {
      await updateLesson(tx, id, fields);
      await insertAuditEntry(tx, {
        userId: user.id,
        entity: 'lesson',
        entityId: id,
        courseId: before.course_id,
        action: 'update',
        changes,
      });
    }
    return {
      message: studioMessage('studio.saved', locale),
      data: toStudioLesson(await loadLesson(tx, id), user),
    };
  });
}
