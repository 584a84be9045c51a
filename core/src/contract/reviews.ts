import { z } from 'zod/mini';
import { actionResponse, cacheBuster, idParam, idParams, text } from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';
import { page, perPage, wpDateTime } from './fields';

const base = NAMESPACES.learnpress;

export const reviewItemSchema = z.looseObject({
  title: z.string(),
  rating: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
  /** Plain text. */
  content: z.string(),
  display_name: z.string(),
  /** Absolute avatar URL, `''` for the placeholder. */
  avatar: z.string(),
  date: wpDateTime,
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const courseReviewsSchema = z
  .looseObject({
    /** Average 0–5, one decimal. */
    rating: z.number().check(z.minimum(0), z.maximum(5)),
    /** Number of reviews. */
    total: z.number().check(z.int(), z.nonnegative()),
    /** Newest first. */
    items: z.array(reviewItemSchema),
    /** The caller has reviewed the course already (only with a token). */
    reviewed: z.optional(z.boolean()),
    /** Number of reviews per star, keys '1'–'5'. */
    counts: z.optional(
      z.record(z.enum(['1', '2', '3', '4', '5']), z.number().check(z.int(), z.nonnegative())),
    ),
    /**
     * The caller's own review when it was hidden or deleted (decision 0029): it is in none of the lists,
     * counts nor the average, and only its author is told why.
     */
    own_moderation: z.optional(
      z.object({
        state: z.enum(['hidden', 'deleted']),
        by: z.enum(['instructor', 'team']),
        reason: z.string(),
        date: wpDateTime,
        title: z.string(),
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'CourseReviews' });
export type CourseReviews = z.infer<typeof courseReviewsSchema>;

export const courseReviews = defineEndpoint({
  name: 'reviews.course',
  method: 'GET',
  path: `${base}/review/course/:id`,
  auth: 'optional',
  summary: 'Approved reviews of a course with the average rating.',
  params: idParams,
  query: z.object({ per_page: perPage(), page, v: cacheBuster }),
  response: z.object({ data: courseReviewsSchema }),
});

const rating = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(5));

/**
 * Body of a review. SPEC §7 names `course` and `rating`; LearnPress's form sends `id` and `rate` —
 * either is accepted and the parsed body always has `course` and `rating`.
 */
export const reviewSubmitBody = z.pipe(
  z
    .object({
      course: z.optional(idParam),
      id: z.optional(idParam),
      rating: z.optional(rating),
      rate: z.optional(rating),
      // blank after trimming is refused by the server with the SPEC §5 messages, not here
      title: z._default(text.check(z.maxLength(200)), ''),
      content: z._default(text.check(z.maxLength(5000)), ''),
    })
    .check(
      z.refine((b) => b.course !== undefined || b.id !== undefined, {
        message: 'course (or id) is required',
        path: ['course'],
      }),
      z.refine((b) => b.rating !== undefined || b.rate !== undefined, {
        message: 'rating (or rate) is required',
        path: ['rating'],
      }),
    ),
  z.transform((b) => ({
    course: (b.course ?? b.id) as number,
    rating: (b.rating ?? b.rate) as number,
    title: b.title,
    content: b.content,
  })),
);
export type ReviewSubmit = z.output<typeof reviewSubmitBody>;

export const submitReview = defineEndpoint({
  name: 'reviews.submit',
  method: 'POST',
  path: `${base}/review/submit`,
  auth: 'required',
  summary:
    'Review a course the caller is enrolled in or finished, once per course; answers the course’s updated reviews.',
  body: reviewSubmitBody,
  response: actionResponse(z.nullable(courseReviewsSchema)),
});
