import { z } from 'zod/mini';
import { actionResponse, cacheBuster, html, idParam, idParams } from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';
import { assignedSchema, entityId, page, PAGINATION_HEADERS, perPage } from './fields';

const base = NAMESPACES.learnpress;

/** The caller's progress in a lesson; `''` = not opened, `completed` = marked as learned. */
export const lessonResultsSchema = z.looseObject({
  status: z.enum(['', 'started', 'completed']),
});

export const lessonSchema = z
  .looseObject({
    id: entityId,
    name: z.string(),
    content: html,
    /** Embed URL or HTML of the intro video, `''` when none. */
    video_intro: z.string(),
    /** Rendered, e.g. "15 min"; `''` when none. */
    duration: z.string(),
    /** Finishing the course is possible after this lesson (every item done). */
    can_finish_course: z.boolean(),
    results: lessonResultsSchema,
    assigned: assignedSchema,
  })
  .register(z.globalRegistry, { id: 'Lesson' });
export type Lesson = z.infer<typeof lessonSchema>;

export const listLessons = defineEndpoint({
  name: 'lessons.list',
  method: 'GET',
  path: `${base}/lessons`,
  auth: 'required',
  summary:
    'Lessons of the courses the caller is enrolled in or finished (LearnPress: students see only those).',
  query: z.object({
    per_page: perPage(),
    page,
    /** Only lessons of this course. */
    course: z.optional(idParam),
    v: cacheBuster,
  }),
  response: z.array(lessonSchema),
  headers: PAGINATION_HEADERS,
});

export const getLesson = defineEndpoint({
  name: 'lessons.get',
  method: 'GET',
  path: `${base}/lessons/:id`,
  auth: 'optional',
  summary: 'One lesson: preview lessons for everyone, others for learners enrolled in its course (else 403).',
  params: idParams,
  query: z.object({ v: cacheBuster }),
  response: lessonSchema,
});

export const finishLesson = defineEndpoint({
  name: 'lessons.finish',
  method: 'POST',
  path: `${base}/lessons/finish`,
  auth: 'required',
  summary:
    'Mark a lesson as learned (SPEC §4); answers its new results and whether the course can be finished.',
  body: z.object({ id: idParam }),
  response: actionResponse(
    z.nullable(z.object({ results: lessonResultsSchema, can_finish_course: z.boolean() })),
  ),
});
