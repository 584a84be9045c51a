import { z } from 'zod/mini';
import { cacheBuster, queryFlag } from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';
import { entityId, page, PAGINATION_HEADERS, perPage } from './fields';

/**
 * Premium codes a category requires (SPEC §3, §6): a user must hold every one of them. An empty list
 * means the category is free.
 */
export const subscriptionCodes = z.array(z.string().check(z.minLength(1)));

export const categoryMetaSchema = z.looseObject({
  /** Absolute image URL, `''` when the category has none. */
  image: z.string(),
  subscription: subscriptionCodes,
});

/** A course category (WordPress term of the `course_category` taxonomy). */
export const categorySchema = z
  .looseObject({
    id: entityId,
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    /** Published courses in the category. */
    count: z.number().check(z.int(), z.nonnegative()),
    meta: categoryMetaSchema,
  })
  .register(z.globalRegistry, { id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

const categoryOrderBy = z.enum(['id', 'name', 'slug', 'count', 'description']);
const order = z.enum(['asc', 'desc']);

export const listCategories = defineEndpoint({
  name: 'categories.list',
  method: 'GET',
  path: `${NAMESPACES.wpV2}/course_category`,
  auth: 'none',
  summary: 'Course categories (WordPress terms collection). Default order: name ascending.',
  query: z.object({
    per_page: perPage(),
    page,
    orderby: z.optional(categoryOrderBy),
    order: z.optional(order),
    /** Leave out categories without published courses. */
    hide_empty: z.optional(queryFlag),
    v: cacheBuster,
  }),
  response: z.array(categorySchema),
  headers: PAGINATION_HEADERS,
});

/**
 * Lives here rather than in users.ts because it answers the category shape. The app asks it with
 * `orderby=count&order=desc`.
 */
export const userCategories = defineEndpoint({
  name: 'users.categories',
  method: 'GET',
  path: `${NAMESPACES.learnpress}/users/categories`,
  auth: 'optional',
  summary:
    'Categories for the home screen (SPEC §2), non-empty only, ordered by orderby/order (default count desc). Guests and users get the same list; a token is accepted so the call can be made with the session.',
  query: z.object({
    orderby: z.optional(categoryOrderBy),
    order: z.optional(order),
    v: cacheBuster,
  }),
  response: z.array(categorySchema),
});
