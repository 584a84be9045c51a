import { z } from 'zod/mini';
import { GRADING_LIMITS, GRADING_STATES } from '../../studio/assignment-grading';
import { idParam, idParams } from '../common';
import { defineEndpoint, NAMESPACES } from '../endpoint';
import { entityId } from '../fields';
import { authorText, studioAnswer, studioPaging, studioPersonSchema, studioTime } from './studio-fields';

/**
 * Grading handed-in assignments (decision 0026, LearnPress Assignments is the anchor): the queue of an
 * instructor's courses (the team: every course), one answer with its files, evaluate it or send it back.
 * An answer is addressed by its own id.
 */

export const gradingStateSchema = z.enum(GRADING_STATES);

/** The multipart field of the file an instructor attaches to the feedback. */
export const FEEDBACK_FILE_FIELD = 'file';

/** A file of the learner's answer or of the feedback, downloaded through the studio with the token. */
export const gradingFileSchema = z.object({
  id: entityId,
  name: z.string(),
  size: z.number(),
  url: z.string(),
});
export type GradingFile = z.infer<typeof gradingFileSchema>;

/** A row of the queue. */
export const gradingRowSchema = z.object({
  /** The answer's id. */
  id: entityId,
  state: gradingStateSchema,
  learner: studioPersonSchema,
  assignment: z.object({ id: entityId, title: z.string() }),
  course: z.object({ id: entityId, title: z.string() }),
  /** When the learner handed it in (the last time); null for an answer sent back and not handed in again. */
  submitted_at: z.nullable(studioTime),
  /** Handed in by the clock: the time allowed ran out and the answer was handed in as saved. */
  at_deadline: z.boolean(),
  /** The points given; null until evaluated. */
  mark: z.nullable(z.number()),
  /** The assignment's highest mark. */
  highest_mark: z.number(),
  graduation: z.nullable(z.enum(['passed', 'failed'])),
  /** How many times it was sent back for another try. */
  returns: z.number(),
});
export type GradingRow = z.infer<typeof gradingRowSchema>;

/** One answer as the grading screen shows it. */
export const gradingAnswerSchema = z.object({
  ...gradingRowSchema.shape,
  assignment: z.object({
    id: entityId,
    title: z.string(),
    /** The task, sanitised HTML. */
    content: z.string(),
    mark: z.number(),
    passing_grade: z.number(),
  }),
  started_at: studioTime,
  /** Null when the assignment had no time limit. */
  deadline: z.nullable(studioTime),
  /** The learner's answer text. */
  note: z.string(),
  files: z.array(gradingFileSchema),
  /** The instructor's written feedback, plain text; `''` without any. */
  feedback: z.string(),
  feedback_file: z.nullable(gradingFileSchema),
  evaluated_at: z.nullable(studioTime),
  returned_at: z.nullable(studioTime),
  /** Who evaluated or sent it back last, named as then (`id` null once the account is gone); null before. */
  graded_by: z.nullable(z.object({ id: z.nullable(entityId), name: z.string() })),
  /**
   * The answer's version: sent back with a grading, so a grading made over an answer that changed in
   * the meantime (another instructor graded it) is refused rather than overwriting it.
   */
  revision: z.number(),
  /** The assignment in the app. */
  app_path: z.string(),
});
export type GradingAnswer = z.infer<typeof gradingAnswerSchema>;

export const listQueue = defineEndpoint({
  name: 'studio.grading.list',
  method: 'GET',
  path: `${NAMESPACES.studio}/grading`,
  auth: 'studio',
  summary:
    'Handed-in assignments of the caller’s courses (the team: all): waiting (oldest hand-in first), evaluated or returned (latest first); by course; paged, with the total, the number waiting and the courses to filter by.',
  query: z.object({
    state: z.optional(gradingStateSchema),
    course: z.optional(z.coerce.number().check(z.int(), z.positive())),
    ...studioPaging,
  }),
  response: z.object({
    answers: z.array(gradingRowSchema),
    total: z.number(),
    /** Answers waiting in all the caller’s courses, whatever the filter. */
    waiting: z.number(),
    courses: z.array(z.object({ id: entityId, title: z.string() })),
  }),
});

export const waitingCount = defineEndpoint({
  name: 'studio.grading.waiting',
  method: 'GET',
  path: `${NAMESPACES.studio}/grading/waiting`,
  auth: 'studio',
  summary:
    'How many handed-in assignments of the caller’s courses wait for grading (the navigation’s count).',
  response: z.object({ waiting: z.number() }),
});

export const getAnswer = defineEndpoint({
  name: 'studio.grading.get',
  method: 'GET',
  path: `${NAMESPACES.studio}/grading/:id`,
  auth: 'studio',
  summary: 'One handed-in answer with its files and its grading; only the course’s author or the team.',
  params: idParams,
  response: gradingAnswerSchema,
});

export const gradeAnswer = defineEndpoint({
  name: 'studio.grading.grade',
  method: 'POST',
  path: `${NAMESPACES.studio}/grading/:id`,
  auth: 'studio',
  summary:
    'Evaluates a handed-in answer (points 0 to the highest mark, two decimals; passed from the passing grade) or sends it back for another try (feedback required, the time allowed starts again), with written feedback and optionally one file (field `file`, the answer file types). `revision` is the one read: an answer changed since answers 409. The learner is e-mailed.',
  params: idParams,
  multipart: true,
  body: z.object({
    action: z.enum(['evaluate', 'return']),
    /** The points as typed (`7,5` too); required to evaluate. */
    mark: z.optional(z.union([z.number(), authorText(40)])),
    feedback: z.optional(authorText(GRADING_LIMITS.feedback * 2)),
    revision: z.pipe(
      z.union([z.number(), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]),
      z.number().check(z.int(), z.nonnegative()),
    ),
    /** `1`: remove the feedback file kept from before (a new file replaces it anyway). */
    remove_feedback_file: z.optional(z.enum(['1', '0'])),
  }),
  response: studioAnswer(gradingAnswerSchema),
});

export const downloadAnswerFile = defineEndpoint({
  name: 'studio.grading.file',
  method: 'GET',
  path: `${NAMESPACES.studio}/grading/:id/files/:file`,
  auth: 'studio',
  summary: 'Downloads a file of the answer; only the course’s author or the team.',
  params: z.object({ id: idParam, file: idParam }),
  download: true,
  response: z.string().register(z.globalRegistry, { description: 'The bytes of the file.' }),
});

export const downloadFeedbackFile = defineEndpoint({
  name: 'studio.grading.feedbackFile',
  method: 'GET',
  path: `${NAMESPACES.studio}/grading/:id/feedback-file`,
  auth: 'studio',
  summary: 'Downloads the file attached to the feedback; only the course’s author or the team.',
  params: idParams,
  download: true,
  response: z.string().register(z.globalRegistry, { description: 'The bytes of the file.' }),
});
