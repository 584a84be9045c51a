import { z } from 'zod/mini';
import { idParam, idParams } from '../common';
import { defineEndpoint, NAMESPACES } from '../endpoint';
import { entityId } from '../fields';
import { ASSIGNMENT_DURATION_FORMATS } from '../../studio/assignment-draft';
import { authorText, studioAnswer } from './studio-fields';

/** A file of the assignment itself (a worksheet, a text to read), public to whoever may open the item. */
export const studioAttachmentSchema = z.object({
  id: entityId,
  name: z.string(),
  url: z.string(),
  size: z.number(),
});
export type StudioAttachment = z.infer<typeof studioAttachmentSchema>;

/** An assignment as the studio edits it (issue 22 point 6). */
export const studioAssignmentSchema = z.object({
  id: entityId,
  course: z.object({ id: entityId, title: z.string() }),
  title: z.string(),
  /** The task, sanitised HTML; formulas as `$…$`. */
  content: z.string(),
  /** Shown before the start, sanitised HTML. */
  introduction: z.string(),
  /** Files a learner may hand in, 0–2. */
  files_amount: z.number(),
  /** Time allowed after the start; 0 = no limit. */
  duration: z.object({ time: z.number(), format: z.enum(ASSIGNMENT_DURATION_FORMATS) }),
  /** The highest mark. */
  mark: z.number(),
  /** The points needed to pass. */
  passing_grade: z.number(),
  attachments: z.array(studioAttachmentSchema),
  may_edit: z.boolean(),
  /** The assignment in the app. */
  app_path: z.string(),
});
export type StudioAssignment = z.infer<typeof studioAssignmentSchema>;

export const getAssignment = defineEndpoint({
  name: 'studio.assignments.get',
  method: 'GET',
  path: `${NAMESPACES.studio}/assignments/:id`,
  auth: 'studio',
  summary: 'One assignment as the studio edits it, with its files.',
  params: idParams,
  response: studioAssignmentSchema,
});

export const updateAssignment = defineEndpoint({
  name: 'studio.assignments.update',
  method: 'POST',
  path: `${NAMESPACES.studio}/assignments/:id`,
  auth: 'studio',
  summary:
    'Saves an assignment: title, task and introduction (HTML, sanitised), files a learner may hand in (0–2), the time allowed, the highest mark and the points to pass. Wrong fields answer 400 `studio_invalid` with `data.fields`.',
  params: idParams,
  body: z.object({
    title: authorText(1_000),
    content: authorText(400_000),
    introduction: authorText(40_000),
    files_amount: z.number(),
    duration: z.object({ time: z.number(), format: authorText(20) }),
    mark: z.number(),
    passing_grade: z.number(),
  }),
  response: studioAnswer(studioAssignmentSchema),
});

/** At most this many files of its own an assignment carries. */
export const ATTACHMENTS_MAX = 5;

export const uploadAttachment = defineEndpoint({
  name: 'studio.assignments.attachment',
  method: 'POST',
  path: `${NAMESPACES.studio}/assignments/:id/attachments`,
  auth: 'studio',
  summary: `Adds a file to the assignment (field \`file\`: JPG, TXT, ZIP, PDF, DOC, DOCX or PPT checked by content, at most the upload limit; at most ${ATTACHMENTS_MAX} files); answers the assignment.`,
  params: idParams,
  multipart: true,
  body: z.object({}),
  response: studioAnswer(studioAssignmentSchema),
});

export const deleteAttachment = defineEndpoint({
  name: 'studio.assignments.attachmentDelete',
  method: 'DELETE',
  path: `${NAMESPACES.studio}/assignments/:id/attachments/:attachment`,
  auth: 'studio',
  summary: 'Removes a file of the assignment; answers the assignment.',
  params: z.object({ id: idParam, attachment: idParam }),
  response: studioAnswer(studioAssignmentSchema),
});
