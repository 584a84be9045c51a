import { z } from 'zod/mini';
import { MAX_ID, storedId } from './common';

/** A database id in a response (WordPress post, term, comment or user id). */
export const entityId = z.number().check(z.int(), z.positive());

/** Whether an object key is an id as written by `String(id)`: digits without leading zeros, 1 to MAX_ID. */
export const isIdKey = (key: string): boolean => /^[1-9]\d{0,9}$/.test(key) && Number(key) <= MAX_ID;

/** Object key that is a numeric id, e.g. the question ids of `answered` maps (JSON keys are strings). */
export const idKey = z.string().check(z.refine(isIdKey, { error: 'request.idOutOfRange' }));

/** LearnPress/WordPress boolean setting. */
export const yesNo = z.enum(['yes', 'no']);

/**
 * Date and time as WordPress REST sends it: ISO 8601, `2025-03-01T14:05:00`, optionally with `Z` or an
 * offset. The server always sends UTC with `Z`.
 */
export const wpDateTime = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/));

/** `per_page` and `page` of WordPress collections. */
export const perPage = (max = 100) =>
  z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)));
export const page = z.optional(z.coerce.number().check(z.int(), z.minimum(1)));

/** Headers of a paged WordPress collection: total items and total pages. */
export const PAGINATION_HEADERS = ['X-WP-Total', 'X-WP-TotalPages'] as const;

/** `1,5,9` → `[1, 5, 9]` (WordPress accepts comma-separated id lists in query strings), each a stored id. */
export const commaSeparatedIds = z.pipe(
  z.string().check(z.regex(/^\d+(,\d+)*$/)),
  z.pipe(
    z.transform((value: string) => value.split(',').map(Number)),
    z.array(storedId),
  ),
);

/** The course a lesson, quiz or assignment belongs to (`assigned.course`). */
export const assignedSchema = z.object({
  course: z.looseObject({
    id: entityId,
    title: z.string(),
    slug: z.optional(z.string()),
  }),
});
export type Assigned = z.infer<typeof assignedSchema>;

/** Premium code → granted (a user's caps, SPEC §3). */
export const capsMap = z.record(z.string(), z.boolean());
