import { z } from 'zod/mini';
import { text } from '../common';
import { entityId, wpDateTime } from '../fields';

/** Who edits in the studio and what they may do (decision 0023). */
export const studioRoleSchema = z.enum(['administrator', 'instructor']);

/** A person in the studio: an author of a course or of a change. */
export const studioPersonSchema = z.object({ id: entityId, name: z.string() });

/** A time as the studio shows it (UTC, ISO 8601). */
export const studioTime = wpDateTime;

/** Free text an author writes, bounded so nothing unreasonable reaches the rules. */
export const authorText = (max: number) => text.check(z.maxLength(max));

/** One entry of the audit log: who changed what and when. */
export const auditEntrySchema = z.object({
  id: entityId,
  at: studioTime,
  /** The author as named then; `id` null once the account is gone. */
  who: z.object({ id: z.nullable(entityId), name: z.string() }),
  /** `course`, `section`, `item`, `category`, `question` … */
  entity: z.string(),
  entity_id: entityId,
  /** `create`, `update`, `delete`, `order`, `image` … */
  action: z.string(),
  /** The fields changed, as `field: {from, to}` (long texts abridged). */
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A studio write's answer: what was done, in the author's language, and the thing as it is now. */
export const studioAnswer = <T extends z.ZodMiniType>(data: T) => z.object({ message: z.string(), data });

/** Paging of a studio list (`page` from 1, up to `per_page` rows), its total in the answer. */
export const studioPaging = {
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
  per_page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
};
