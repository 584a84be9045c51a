import { z } from 'zod';
import { actionResponse, cacheBuster, html, idParam, idParams } from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';
import { assignedSchema, entityId, wpDateTime } from './fields';

const base = NAMESPACES.learnpress;

/** A file attached to an assignment or uploaded as its answer. */
export const assignmentFileSchema = z.looseObject({
  id: entityId,
  /** Original file name. */
  name: z.string(),
  /** Absolute download URL. */
  url: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative().optional(),
});
export type AssignmentFile = z.infer<typeof assignmentFileSchema>;

/** `''` not started, `started`, `completed` (submitted), `evaluated` (marked by the instructor). */
export const assignmentStatus = z.enum(['', 'started', 'completed', 'evaluated']);

export const assignmentResultsSchema = z.looseObject({
  status: assignmentStatus,
  graduation: z.enum(['', 'in-progress', 'passed', 'failed']),
  /** Points given by the instructor; `null` until evaluated. */
  mark: z.number().nullable(),
  /** The learner's saved answer text. */
  note: z.string(),
  answer_files: z.array(assignmentFileSchema),
  start_time: wpDateTime.nullable(),
});
export type AssignmentResults = z.infer<typeof assignmentResultsSchema>;

export const assignmentSchema = z
  .looseObject({
    id: entityId,
    title: z.string(),
    /** The task, HTML. */
    content: html,
    /** The intro shown before start, HTML (LearnPress's spelling of the field). */
    introdution: html,
    /** Files the learner may upload (at most 2, SPEC §9). */
    files_amount: z.number().int().min(0).max(2),
    /** Time allowed after start: `time` units of `format` (minute, hour, day, week). */
    duration: z.looseObject({ format: z.string(), time: z.number().nonnegative() }),
    /** Points needed to pass. */
    passing_grade: z.number().nonnegative(),
    attachments: z.array(assignmentFileSchema),
    results: assignmentResultsSchema,
    assigned: assignedSchema,
  })
  .meta({ id: 'Assignment' });
export type Assignment = z.infer<typeof assignmentSchema>;

export const getAssignment = defineEndpoint({
  name: 'assignments.get',
  method: 'GET',
  path: `${base}/assignments/:id`,
  auth: 'required',
  summary: 'One assignment of a course the caller is enrolled in (403 otherwise).',
  params: idParams,
  query: z.object({ v: cacheBuster }),
  response: assignmentSchema,
});

/**
 * SPEC §7 writes `/assignments/start/`; the contract path has no trailing slash and the server ignores a
 * trailing slash. SPEC §4: the app starts only when the HTTP status and `data.status` are both 200.
 */
export const startAssignment = defineEndpoint({
  name: 'assignments.start',
  method: 'POST',
  path: `${base}/assignments/start`,
  auth: 'required',
  summary: 'Start an assignment; `data.status` repeats the outcome as an HTTP-like code (200 = started).',
  body: z.object({ id: idParam }),
  response: actionResponse(
    z.looseObject({ status: z.number().int(), results: assignmentResultsSchema.optional() }),
  ),
});

/** Multipart field carrying the answer files (repeat it for two files). */
export const ASSIGNMENT_FILE_FIELD = 'file';

/** SPEC §7 writes `/assignments/submit/`; as with start, no trailing slash. */
export const submitAssignment = defineEndpoint({
  name: 'assignments.submit',
  method: 'POST',
  path: `${base}/assignments/submit`,
  auth: 'required',
  summary:
    'Save or submit the answer of a started assignment (multipart). Text fields: id, note, action. Files: up to 2 in the "file" field, jpg, txt, zip, pdf, doc, docx or ppt (SPEC §5). "save" keeps it editable, "submit" hands it in.',
  multipart: true,
  body: z.object({
    id: idParam,
    note: z.string().max(10000).optional(),
    action: z.enum(['save', 'submit']),
  }),
  response: actionResponse(z.object({ results: assignmentResultsSchema }).nullable()),
});
