import { z } from 'zod/mini';
import { actionResponse, cacheBuster, idParam, idParams } from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';
import { courseSummarySchema } from './courses';
import { entityId } from './fields';

const base = NAMESPACES.learnpress;

/** `data` of every wishlist call: the caller's whole wishlist, plus the course asked about. */
export const wishlistData = z.object({
  /** Wishlisted courses, most recently added first. */
  items: z.array(courseSummarySchema),
  course_id: z.optional(entityId),
  /** Whether `course_id` is in the wishlist now (filled or outlined heart). */
  state: z.optional(z.boolean()),
});
export type WishlistData = z.infer<typeof wishlistData>;

export const toggleWishlist = defineEndpoint({
  name: 'wishlist.toggle',
  method: 'POST',
  path: `${base}/wishlist/toggle`,
  auth: 'required',
  summary: 'Add the course to the caller’s wishlist, or remove it when it is there.',
  body: z.object({ id: idParam }),
  response: actionResponse(z.nullable(wishlistData)),
});

export const listWishlist = defineEndpoint({
  name: 'wishlist.list',
  method: 'GET',
  path: `${base}/wishlist`,
  auth: 'required',
  summary: 'The caller’s wishlist.',
  query: z.object({ v: cacheBuster }),
  response: actionResponse(wishlistData),
});

export const wishlistCourse = defineEndpoint({
  name: 'wishlist.course',
  method: 'GET',
  path: `${base}/wishlist/course/:id`,
  auth: 'required',
  summary: 'Whether one course is in the caller’s wishlist (data.state), with the list.',
  params: idParams,
  query: z.object({ v: cacheBuster }),
  response: actionResponse(wishlistData),
});
