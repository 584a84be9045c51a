import { z } from 'zod/mini';
import { idParams } from '../common';
import { defineEndpoint, NAMESPACES } from '../endpoint';
import { entityId } from '../fields';
import {
  auditEntrySchema,
  authorText,
  studioAnswer,
  studioPaging,
  studioPersonSchema,
  studioRoleSchema,
  studioTime,
} from './studio-fields';

export const courseStatusSchema = z.enum(['draft', 'publish', 'future']);
export const itemTypeSchema = z.enum(['lp_lesson', 'lp_quiz', 'lp_assignment']);

/** A row of the studio's course list. */
export const studioCourseRowSchema = z.object({
  id: entityId,
  title: z.string(),
  slug: z.string(),
  status: courseStatusSchema,
  published_at: z.nullable(studioTime),
  author: studioPersonSchema,
  categories: z.array(z.object({ id: entityId, name: z.string() })),
  price: z.number(),
  sale_price: z.nullable(z.number()),
  items: z.number(),
  students: z.number(),
  /** The caller may change it (their own course, or a team member). */
  may_edit: z.boolean(),
});
export type StudioCourseRow = z.infer<typeof studioCourseRowSchema>;

export const studioItemSchema = z.object({
  id: entityId,
  type: itemTypeSchema,
  title: z.string(),
  preview: z.boolean(),
  duration_minutes: z.number(),
});
export type StudioItem = z.infer<typeof studioItemSchema>;

export const studioSectionSchema = z.object({
  id: entityId,
  title: z.string(),
  description: z.string(),
  items: z.array(studioItemSchema),
});
export type StudioSection = z.infer<typeof studioSectionSchema>;

/** A course as the studio edits it: every field the app shows, and its curriculum. */
export const studioCourseSchema = z.object({
  ...studioCourseRowSchema.shape,
  excerpt: z.string(),
  /** The overview, sanitised HTML. */
  content: z.string(),
  /** Absolute image URL, `''` without one. */
  image: z.string(),
  duration: z.string(),
  passing_condition: z.number(),
  retake_count: z.number(),
  sections: z.array(studioSectionSchema),
  /** The app's address of the course, to view it as a learner or a guest. */
  app_path: z.string(),
});
export type StudioCourse = z.infer<typeof studioCourseSchema>;

export const listCourses = defineEndpoint({
  name: 'studio.courses.list',
  method: 'GET',
  path: `${NAMESPACES.studio}/courses`,
  auth: 'studio',
  summary:
    'Courses the caller works on: every course for administrators; an instructor’s own first, others read-only. Search in title and slug, filter by status and category.',
  query: z.object({
    search: z.optional(authorText(200)),
    status: z.optional(courseStatusSchema),
    category: z.optional(z.coerce.number().check(z.int(), z.positive())),
    mine: z.optional(z.enum(['1', '0'])),
    ...studioPaging,
  }),
  response: z.object({
    courses: z.array(studioCourseRowSchema),
    total: z.number(),
    role: studioRoleSchema,
  }),
});

export const getCourse = defineEndpoint({
  name: 'studio.courses.get',
  method: 'GET',
  path: `${NAMESPACES.studio}/courses/:id`,
  auth: 'studio',
  summary: 'One course with its curriculum, as the studio edits it (drafts too).',
  params: idParams,
  response: studioCourseSchema,
});

export const createCourse = defineEndpoint({
  name: 'studio.courses.create',
  method: 'POST',
  path: `${NAMESPACES.studio}/courses`,
  auth: 'studio',
  summary: 'A new draft course of the caller, in a category, with one empty section.',
  body: z.object({ title: authorText(1_000), category_id: entityId }),
  response: studioAnswer(studioCourseSchema),
});

export const courseBody = z.object({
  title: authorText(1_000),
  slug: authorText(1_000),
  excerpt: authorText(5_000),
  content: authorText(400_000),
  category_ids: z.array(entityId).check(z.maxLength(20)),
  price: z.number(),
  sale_price: z.nullable(z.number()),
  duration: authorText(1_000),
  passing_condition: z.number(),
  retake_count: z.number(),
  status: courseStatusSchema,
  published_at: z.nullable(authorText(100)),
  /** Administrators only: hands the course to another author. */
  author_id: z.optional(entityId),
});

export const updateCourse = defineEndpoint({
  name: 'studio.courses.update',
  method: 'POST',
  path: `${NAMESPACES.studio}/courses/:id`,
  auth: 'studio',
  summary:
    'Saves every field of a course. A field that is wrong answers 400 `studio_invalid` with `data.fields` (field → message) and nothing is written.',
  params: idParams,
  body: courseBody,
  response: studioAnswer(studioCourseSchema),
});

export const courseImage = defineEndpoint({
  name: 'studio.courses.image',
  method: 'POST',
  path: `${NAMESPACES.studio}/courses/:id/image`,
  auth: 'studio',
  summary:
    'Sets the cover image (field `file`: JPEG, PNG, WebP or GIF checked by content, at most 5 MB; stored as a 1200 × 675 WebP).',
  params: idParams,
  multipart: true,
  body: z.object({}),
  response: studioAnswer(studioCourseSchema),
});

/**
 * The curriculum in its new order: every section of the course (new ones without `id`) with every item
 * of the course once. Nothing is deleted here; a section left empty stays.
 */
export const saveCurriculum = defineEndpoint({
  name: 'studio.courses.curriculum',
  method: 'POST',
  path: `${NAMESPACES.studio}/courses/:id/curriculum`,
  auth: 'studio',
  summary: 'Orders sections and items (and renames or adds sections): every item of the course exactly once.',
  params: idParams,
  body: z.object({
    sections: z
      .array(
        z.object({
          id: z.optional(entityId),
          title: authorText(1_000),
          description: z.optional(authorText(5_000)),
          items: z.array(entityId).check(z.maxLength(500)),
        }),
      )
      .check(z.maxLength(100)),
  }),
  response: studioAnswer(studioCourseSchema),
});

export const createItem = defineEndpoint({
  name: 'studio.courses.createItem',
  method: 'POST',
  path: `${NAMESPACES.studio}/courses/:id/items`,
  auth: 'studio',
  summary: 'Adds a lesson, quiz or assignment at the end of a section of the course.',
  params: idParams,
  body: z.object({ section_id: entityId, type: itemTypeSchema, title: authorText(1_000) }),
  response: studioAnswer(studioCourseSchema),
});

export const courseAudit = defineEndpoint({
  name: 'studio.courses.audit',
  method: 'GET',
  path: `${NAMESPACES.studio}/courses/:id/audit`,
  auth: 'studio',
  summary: 'Who changed what in the course (its fields, sections, items) and when, newest first.',
  params: idParams,
  query: z.object({ ...studioPaging }),
  response: z.object({ entries: z.array(auditEntrySchema), total: z.number() }),
});

/** Who may be a course's author: instructors and the team (for administrators handing a course over). */
export const listAuthors = defineEndpoint({
  name: 'studio.authors.list',
  method: 'GET',
  path: `${NAMESPACES.studio}/authors`,
  auth: 'studio',
  summary: 'Instructors and team members, by name.',
  response: z.object({ authors: z.array(z.object({ ...studioPersonSchema.shape, role: studioRoleSchema })) }),
});
