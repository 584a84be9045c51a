import { z } from 'zod/mini';
import { idParams } from '../common';
import { defineEndpoint, NAMESPACES } from '../endpoint';
import { entityId } from '../fields';
import { authorText, studioAnswer } from './studio-fields';

/** A category as the studio edits it: everything the app shows of it, its courses counted by status. */
export const studioCategorySchema = z.object({
  id: entityId,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /** Absolute image URL, `''` without one. */
  image: z.string(),
  subscription: z.array(z.string()),
  sort: z.number(),
  courses: z.object({ publish: z.number(), draft: z.number(), future: z.number() }),
});
export type StudioCategory = z.infer<typeof studioCategorySchema>;

const categoryBody = z.object({
  name: authorText(1_000),
  /** Empty: made from the name. */
  slug: z.optional(authorText(1_000)),
  description: authorText(20_000),
  subscription: z.array(authorText(100)).check(z.maxLength(10)),
});

export const listCategories = defineEndpoint({
  name: 'studio.categories.list',
  method: 'GET',
  path: `${NAMESPACES.studio}/categories`,
  auth: 'studio',
  summary: 'Every category in the order the app shows them, with its courses counted by status.',
  response: z.object({ categories: z.array(studioCategorySchema), may_edit: z.boolean() }),
});

export const createCategory = defineEndpoint({
  name: 'studio.categories.create',
  method: 'POST',
  path: `${NAMESPACES.studio}/categories`,
  auth: 'studio',
  summary: 'A new category, placed last (administrators).',
  body: categoryBody,
  response: studioAnswer(studioCategorySchema),
});

export const updateCategory = defineEndpoint({
  name: 'studio.categories.update',
  method: 'POST',
  path: `${NAMESPACES.studio}/categories/:id`,
  auth: 'studio',
  summary: 'Renames, re-describes a category or changes the plans it requires (administrators).',
  params: idParams,
  body: categoryBody,
  response: studioAnswer(studioCategorySchema),
});

export const deleteCategory = defineEndpoint({
  name: 'studio.categories.delete',
  method: 'DELETE',
  path: `${NAMESPACES.studio}/categories/:id`,
  auth: 'studio',
  summary: 'Deletes a category without courses (administrators).',
  params: idParams,
  response: studioAnswer(z.object({ id: entityId })),
});

export const orderCategories = defineEndpoint({
  name: 'studio.categories.order',
  method: 'POST',
  path: `${NAMESPACES.studio}/categories/order`,
  auth: 'studio',
  summary: 'Sets the order of all categories: every id once (administrators).',
  body: z.object({ ids: z.array(entityId).check(z.maxLength(1_000)) }),
  response: studioAnswer(z.object({ categories: z.array(studioCategorySchema) })),
});

export const categoryImage = defineEndpoint({
  name: 'studio.categories.image',
  method: 'POST',
  path: `${NAMESPACES.studio}/categories/:id/image`,
  auth: 'studio',
  summary:
    'Sets the cover image (field `file`: JPEG, PNG, WebP or GIF checked by content, at most 5 MB; stored as a 1200 × 675 WebP) (administrators).',
  params: idParams,
  multipart: true,
  body: z.object({}),
  response: studioAnswer(studioCategorySchema),
});
