import { z } from 'zod/mini';
import { cacheBuster, text } from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';
import { entityId } from './fields';

/**
 * The Board (issue 6): the caller's pinned questions with where they come from (its practice is in
 * `practice.ts`). Additions to SPEC §7.
 */

const base = NAMESPACES.learnpress;

/** A category a pin's course belongs to. */
export const pinCategorySchema = z.object({
  id: entityId,
  slug: z.string(),
  name: z.string(),
});

/** A pinned question (SPEC §3 Pin) with what the Board groups it by and opens it with. */
export const pinSchema = z
  .object({
    /** The question id. */
    id: entityId,
    quizId: entityId,
    quizName: z.string(),
    courseId: entityId,
    /** The course's current price; 0 = free: its pins need no study plan (decision 0019). */
    coursePrice: z.number().check(z.nonnegative()),
    /** The quiz is a sample (a preview item): practised by any learner. */
    sample: z.boolean(),
    /** 1-based position of the question in its quiz (the review address's question index). */
    order: z.number().check(z.int(), z.positive()),
    /** The stored status (SPEC §3 digits, ≥ 10 as it is pinned). */
    status: z.number().check(z.int(), z.minimum(10), z.maximum(13)),
    /** When it was pinned, ISO 8601. */
    pinnedAt: z.string(),
    categoryData: z.object({
      courseCategories: z.array(pinCategorySchema),
      courseName: z.string(),
    }),
  })
  .register(z.globalRegistry, { id: 'Pin' });
export type Pin = z.infer<typeof pinSchema>;

export const listPins = defineEndpoint({
  name: 'board.pins',
  method: 'GET',
  path: `${base}/users/pins`,
  auth: 'required',
  summary:
    'The caller’s pinned questions, ordered by category, course, quiz and question order; with `category` (a slug) only the pins of courses in that category.',
  query: z.object({ category: z.optional(text.check(z.maxLength(200))), v: cacheBuster }),
  response: z.object({ pins: z.array(pinSchema) }),
});
