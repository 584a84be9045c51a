import { z } from 'zod/mini';
import { actionResponse, cacheBuster, html, idParam, idParams, text } from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';
import { assignedSchema, commaSeparatedIds, entityId, wpDateTime } from './fields';

const base = NAMESPACES.learnpress;

export { ASSIGNMENT_FILE_EXTENSIONS, ASSIGNMENT_FILE_FIELD, ASSIGNMENT_MAX_FILES } from './wire-values';

/** A file attached to an assignment or uploaded as its answer. */
export const assignmentFileSchema = z.looseObject({
  id: entityId,
  /** Original file name. */
  name: z.string(),
  /**
   * Absolute download URL. Attachments of the assignment are public; an answer file downloads only with
   * its owner's bearer token ({@link downloadAnswerFile}).
   */
  url: z.string(),
  /** Bytes. */
  size: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type AssignmentFile = z.infer<typeof assignmentFileSchema>;

/** `''` not started, `started`, `completed` (submitted), `evaluated` (marked by the instructor). */
export const assignmentStatus = z.enum(['', 'started', 'completed', 'evaluated']);

export const assignmentResultsSchema = z.looseObject({
  status: assignmentStatus,
  graduation: z.enum(['', 'in-progress', 'passed', 'failed']),
  /** Points given by the instructor; `null` until evaluated. */
  mark: z.nullable(z.number()),
  /** The learner's saved answer text. */
  note: z.string(),
  answer_files: z.array(assignmentFileSchema),
  start_time: z.nullable(wpDateTime),
  /**
   * When the time allowed after start runs out (`null` when the assignment has no time limit or is not
   * started). A started answer still open then is handed in as saved.
   */
  deadline: z.optional(z.nullable(wpDateTime)),
  /** When the answer was handed in; `null` before. */
  end_time: z.optional(z.nullable(wpDateTime)),
  /**
   * The instructor's written feedback, plain text (LearnPress Assignments' instructor note); `''` without
   * any. Given when evaluated or sent back, and kept while the learner works on it again.
   */
  instructor_note: z.optional(z.string()),
  /** A file the instructor attached to the feedback, downloaded with the learner's token ({@link downloadFeedbackFile}). */
  instructor_file: z.optional(z.nullable(assignmentFileSchema)),
  /** When it was evaluated; `null` before. */
  evaluated_at: z.optional(z.nullable(wpDateTime)),
  /**
   * When the instructor last sent it back for another try; a `started` answer with this set is one to
   * correct and hand in again.
   */
  returned_at: z.optional(z.nullable(wpDateTime)),
});
export type AssignmentResults = z.infer<typeof assignmentResultsSchema>;

export const assignmentSchema = z
  .looseObject({
    id: entityId,
    title: z.string(),
    /** The task, HTML; `''` until the learner starts the assignment (the time allowed runs from then). */
    content: html,
    /** The intro shown before start, HTML (LearnPress's spelling of the field). */
    introdution: html,
    /** Files the learner may upload (at most 2, SPEC §9). */
    files_amount: z.number().check(z.int(), z.minimum(0), z.maximum(2)),
    /** Time allowed after start: `time` units of `format` (minute, hour, day, week). */
    duration: z.looseObject({ format: z.string(), time: z.number().check(z.nonnegative()) }),
    /** Points needed to pass. */
    passing_grade: z.number().check(z.nonnegative()),
    /** The highest mark an instructor can give (LearnPress Assignments' `_lp_mark`). */
    mark: z.optional(z.number().check(z.positive())),
    attachments: z.array(assignmentFileSchema),
    /** The largest answer file the server takes, in bytes. */
    max_file_size: z.optional(z.number().check(z.int(), z.positive())),
    results: assignmentResultsSchema,
    assigned: assignedSchema,
  })
  .register(z.globalRegistry, { id: 'Assignment' });
export type Assignment = z.infer<typeof assignmentSchema>;

export const getAssignment = defineEndpoint({
  name: 'assignments.get',
  method: 'GET',
  path: `${base}/assignments/:id`,
  auth: 'optional',
  summary:
    'One assignment: a preview assignment for everyone, any other for learners of its course (401 for guests, 403 outside the course).',
  params: idParams,
  query: z.object({ v: cacheBuster }),
  response: assignmentSchema,
});

/**
 * SPEC §7 writes `/assignments/start/`; the contract path has no trailing slash and the server ignores a
 * trailing slash. SPEC §4: the app starts only when the HTTP status and `data.status` are both 200.
 * `data.status`: 200 started now or already started (`status: "success"`); 409 already handed in or
 * its time ran out (`status: "error"`, the message says which). A caller who may not open the
 * assignment gets the HTTP error (401, 403, 404).
 */
export const startAssignment = defineEndpoint({
  name: 'assignments.start',
  method: 'POST',
  path: `${base}/assignments/start`,
  auth: 'required',
  summary: 'Start an assignment; `data.status` repeats the outcome as an HTTP-like code (200 = started).',
  body: z.object({ id: idParam }),
  response: actionResponse(
    z.looseObject({ status: z.number().check(z.int()), results: z.optional(assignmentResultsSchema) }),
  ),
});

/**
 * SPEC §7 writes `/assignments/submit/`; as with start, no trailing slash. A JSON body with the same text
 * fields is taken too (an answer without files). A refusal is a 400 with its own code and changes
 * nothing: not started, already handed in, time over, too many files, a file of another type or whose
 * content is not of its type, too large, empty, an unknown file to remove, handing in an empty answer.
 */
export const submitAssignment = defineEndpoint({
  name: 'assignments.submit',
  method: 'POST',
  path: `${base}/assignments/submit`,
  auth: 'required',
  summary:
    'Save or submit the answer of a started assignment (multipart). Text fields: id, note, action, remove. Files: in the "file" field, jpg, txt, zip, pdf, doc, docx or ppt (SPEC §5), at most files_amount (≤ 2) saved in all. "save" keeps it editable, "submit" hands it in.',
  multipart: true,
  body: z.object({
    id: idParam,
    /** Replaces the saved note; left out, the saved note stays. */
    note: z.optional(text.check(z.maxLength(10000))),
    action: z.enum(['save', 'submit']),
    /** Ids of saved answer files to delete before the new ones are added: `"12,15"` (or the field repeated). */
    remove: z.optional(z.union([commaSeparatedIds, z.array(idParam)])),
  }),
  response: actionResponse(z.nullable(z.object({ results: assignmentResultsSchema }))),
});

/**
 * One of the caller's own answer files, as a download (`Content-Disposition: attachment`, the type
 * found in its content). Another learner's file, or one that does not exist, is 404.
 */
export const downloadAnswerFile = defineEndpoint({
  name: 'assignments.downloadFile',
  method: 'GET',
  path: `${base}/assignments/files/:id`,
  auth: 'required',
  summary: 'Download one of the caller’s own assignment answer files.',
  params: idParams,
  query: z.object({ v: cacheBuster }),
  download: true,
  response: z.string().register(z.globalRegistry, { description: 'The bytes of the file.' }),
});

/**
 * The file the instructor attached to the feedback on the caller's answer to assignment `id`, as a
 * download. Without one, or for anyone else, 404.
 */
export const downloadFeedbackFile = defineEndpoint({
  name: 'assignments.feedbackFile',
  method: 'GET',
  path: `${base}/assignments/:id/feedback-file`,
  auth: 'required',
  summary: 'Download the file the instructor attached to the feedback on the caller’s answer.',
  params: idParams,
  query: z.object({ v: cacheBuster }),
  download: true,
  response: z.string().register(z.globalRegistry, { description: 'The bytes of the file.' }),
});
