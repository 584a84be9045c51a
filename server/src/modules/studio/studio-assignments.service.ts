import type { Locale } from '@studovna/core';
import type { StudioAssignment } from '@studovna/core/contract/studio';
import {
  assignmentDraftProblems,
  mayEditCourse,
  studioMessage,
  type AssignmentDurationFormat,
} from '@studovna/core/studio';
import type { Database, Queryable } from '../../db/database';
import { contentHtml } from '../../lib/content-html';
import { invalidFields, studioError } from '../../lib/studio-error';
import { uploadUrl } from '../../lib/upload-url';
import { insertAuditEntry } from './audit-log.repository';
import { changedFields } from './audit';
import {
  findStudioAssignment,
  findStudioAttachments,
  updateAssignment,
  type AssignmentFields,
  type StudioAssignmentRow,
} from './studio-assignments.repository';
import type { StudioUser } from './studio-user';

/** Assignments in the studio (issue 22 point 6): the task, its introduction, files, time, mark and pass mark. */

export async function loadAssignment(db: Queryable, id: number, lock = false): Promise<StudioAssignmentRow> {
  const row = await findStudioAssignment(db, id, { lock });
  if (!row) throw studioError(404, 'studio_not_found', 'studio.notFound');
  if (row.type !== 'lp_assignment') throw studioError(404, 'studio_not_assignment', 'studio.notAssignment');
  return row;
}

async function toStudioAssignment(
  db: Queryable,
  row: StudioAssignmentRow,
  user: StudioUser,
  site: string,
): Promise<StudioAssignment> {
  const attachments = await findStudioAttachments(db, row.id);
  return {
    id: row.id,
    course: { id: row.course_id, title: row.course_title },
    title: row.title,
    content: row.content,
    introduction: row.introduction,
    files_amount: row.files_amount,
    duration: { time: row.duration_time, format: row.duration_format },
    mark: row.mark,
    passing_grade: row.passing_grade,
    attachments: attachments.map((a) => ({
      id: a.id,
      name: a.name,
      url: uploadUrl(site, a.path),
      size: a.size,
    })),
    may_edit: mayEditCourse(user.role, user.id, { authorId: row.author_id }),
    app_path: `/kurzy/${row.course_id}/lp_assignment/${row.id}`,
  };
}

export async function getStudioAssignment(db: Queryable, user: StudioUser, id: number, site: string) {
  return toStudioAssignment(db, await loadAssignment(db, id), user, site);
}

export interface AssignmentBody {
  title: string;
  content: string;
  introduction: string;
  files_amount: number;
  duration: { time: number; format: string };
  mark: number;
  passing_grade: number;
}

const fieldsOf = (row: StudioAssignmentRow): AssignmentFields => ({
  title: row.title,
  content: row.content,
  introduction: row.introduction,
  files_amount: row.files_amount,
  duration_time: row.duration_time,
  duration_format: row.duration_format,
  mark: row.mark,
  passing_grade: row.passing_grade,
});

export async function updateStudioAssignment(
  db: Database,
  user: StudioUser,
  id: number,
  body: AssignmentBody,
  site: string,
  locale: Locale,
) {
  return db.transaction(async (tx) => {
    const before = await loadAssignment(tx, id, true);
    if (!mayEditCourse(user.role, user.id, { authorId: before.author_id }))
      throw studioError(403, 'studio_not_yours', 'studio.notYours');
    const draft = {
      title: body.title.trim(),
      content: contentHtml(body.content),
      introduction: contentHtml(body.introduction),
      filesAmount: body.files_amount,
      durationTime: body.duration.time,
      durationFormat: body.duration.format as AssignmentDurationFormat,
      mark: body.mark,
      passingGrade: body.passing_grade,
    };
    const problems = assignmentDraftProblems(draft);
    if (problems.length > 0) throw invalidFields(problems);
    const fields: AssignmentFields = {
      title: draft.title,
      content: draft.content,
      introduction: draft.introduction,
      files_amount: draft.filesAmount,
      duration_time: draft.durationTime,
      duration_format: draft.durationFormat,
      mark: draft.mark,
      passing_grade: draft.passingGrade,
    };
    const changes = changedFields(fieldsOf(before), fields);
    if (Object.keys(changes).length > 0) {
      await updateAssignment(tx, id, fields);
      await insertAuditEntry(tx, {
        userId: user.id,
        entity: 'assignment',
        entityId: id,
        courseId: before.course_id,
        action: 'update',
        changes,
      });
    }
    return {
      message: studioMessage('studio.saved', locale),
      data: await toStudioAssignment(tx, await loadAssignment(tx, id), user, site),
    };
  });
}
