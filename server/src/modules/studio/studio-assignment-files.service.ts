import type { Locale } from '@studovna/core';
import { studioAssignmentsApi } from '@studovna/core/contract/studio';
import { mayEditCourse, studioMessage } from '@studovna/core/studio';
import type { Database, Queryable } from '../../db/database';
import type { ImageStorage } from '../../lib/image-storage';
import { studioError } from '../../lib/studio-error';
import type { UploadedFile } from '../../plugins/multipart';
import { checkAnswerFile, cleanFileName } from '../assignments/answer-file-types';
import { insertAuditEntry } from './audit-log.repository';
import { getStudioAssignment, loadAssignment } from './studio-assignments.service';
import { countAttachments, deleteAttachment, insertAttachment } from './studio-assignments.repository';
import type { StudioUser } from './studio-user';

/**
 * The files of an assignment itself (a worksheet, a text to read): the same types a learner hands in,
 * checked by content, stored under /wp-content/uploads/assignments/ with a random name; the author's file
 * name is what the learner sees.
 */

async function loadEditable(tx: Queryable, user: StudioUser, id: number) {
  const row = await loadAssignment(tx, id, true);
  if (!mayEditCourse(user.role, user.id, { authorId: row.author_id }))
    throw studioError(403, 'studio_not_yours', 'studio.notYours');
  return row;
}

export async function addAssignmentFile(
  db: Database,
  storage: ImageStorage,
  user: StudioUser,
  id: number,
  files: readonly UploadedFile[],
  maxBytes: number,
  site: string,
  locale: Locale,
) {
  const sent = files.filter((f) => f.data.length > 0);
  const file = sent.find((f) => f.field === 'file');
  if (!file || sent.length > 1)
    throw studioError(400, 'studio_attachment_required', 'studio.attachmentRequired');
  if (file.data.length > maxBytes)
    throw studioError(400, 'upload_file_too_large', 'studio.attachmentTooLarge', {
      limit: Math.round(maxBytes / 1024 / 1024),
    });
  const name = cleanFileName(file.filename);
  const check = checkAnswerFile(name, file.data);
  if (!check.ok)
    throw check.problem === 'content'
      ? studioError(400, 'studio_attachment_content', 'studio.attachmentContent', {
          extension: check.extension,
        })
      : studioError(400, 'studio_attachment_type', 'studio.attachmentType');
  let written: string | null = null;
  try {
    return await db.transaction(async (tx) => {
      const row = await loadEditable(tx, user, id);
      if ((await countAttachments(tx, id)) >= studioAssignmentsApi.ATTACHMENTS_MAX)
        throw studioError(400, 'studio_attachments_full', 'studio.attachmentsFull', {
          max: studioAssignmentsApi.ATTACHMENTS_MAX,
        });
      written = await storage.write(file.data, check.extension);
      await insertAttachment(tx, { itemId: id, name, path: written, size: file.data.length });
      await insertAuditEntry(tx, {
        userId: user.id,
        entity: 'assignment',
        entityId: id,
        courseId: row.course_id,
        action: 'attachment',
        changes: { attachment: { from: null, to: name } },
      });
      return {
        message: studioMessage('studio.saved', locale),
        data: await getStudioAssignment(tx, user, id, site),
      };
    });
  } catch (error) {
    await storage.remove(written);
    throw error;
  }
}

export async function removeAssignmentFile(
  db: Database,
  storage: ImageStorage,
  user: StudioUser,
  id: number,
  attachmentId: number,
  site: string,
  locale: Locale,
) {
  const { answer, path } = await db.transaction(async (tx) => {
    const row = await loadEditable(tx, user, id);
    const removed = await deleteAttachment(tx, id, attachmentId);
    if (!removed) throw studioError(404, 'studio_not_found', 'studio.notFound');
    await insertAuditEntry(tx, {
      userId: user.id,
      entity: 'assignment',
      entityId: id,
      courseId: row.course_id,
      action: 'attachment',
      changes: { attachment: { from: removed.name, to: null } },
    });
    return {
      path: removed.path,
      answer: {
        message: studioMessage('studio.deleted', locale),
        data: await getStudioAssignment(tx, user, id, site),
      },
    };
  });
  // after the commit: a learner who opened the assignment a moment ago still finds the file until then
  await storage.remove(path);
  return answer;
}
