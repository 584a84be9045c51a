import { z } from 'zod/mini';
import { idParams } from '../common';
import { defineEndpoint, NAMESPACES } from '../endpoint';
import { entityId } from '../fields';
import { authorText, studioAnswer } from './studio-fields';

/** A lesson as the studio edits it (issue 22 point 3). */
export const studioLessonSchema = z.object({
  id: entityId,
  course: z.object({ id: entityId, title: z.string() }),
  title: z.string(),
  /** Sanitised HTML; formulas as `$…$`. */
  content: z.string(),
  /** The player's address (YouTube or Vimeo), `''` without a video. */
  video_url: z.string(),
  preview: z.boolean(),
  duration_minutes: z.number(),
  may_edit: z.boolean(),
  /** The lesson in the app. */
  app_path: z.string(),
});
export type StudioLesson = z.infer<typeof studioLessonSchema>;

export const getLesson = defineEndpoint({
  name: 'studio.lessons.get',
  method: 'GET',
  path: `${NAMESPACES.studio}/lessons/:id`,
  auth: 'studio',
  summary: 'One lesson as the studio edits it.',
  params: idParams,
  response: studioLessonSchema,
});

export const updateLesson = defineEndpoint({
  name: 'studio.lessons.update',
  method: 'POST',
  path: `${NAMESPACES.studio}/lessons/:id`,
  auth: 'studio',
  summary:
    'Saves a lesson: title, content (HTML, sanitised), a YouTube or Vimeo address (stored as the player’s), preview, minutes. Wrong fields answer 400 `studio_invalid` with `data.fields`.',
  params: idParams,
  body: z.object({
    title: authorText(1_000),
    content: authorText(400_000),
    video_url: authorText(2_000),
    preview: z.boolean(),
    duration_minutes: z.number(),
  }),
  response: studioAnswer(studioLessonSchema),
});

/** A picture for an author's text: stored as WebP (at most 1600 px wide) at the address answered. */
export const uploadImage = defineEndpoint({
  name: 'studio.media.image',
  method: 'POST',
  path: `${NAMESPACES.studio}/media/images`,
  auth: 'studio',
  summary:
    'Uploads a picture for a lesson, question or course text (field `file`: JPEG, PNG, WebP or GIF checked by content, at most 5 MB); answers its address and size.',
  multipart: true,
  body: z.object({}),
  response: z.object({ url: z.string(), width: z.number(), height: z.number() }),
});
