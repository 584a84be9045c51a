import type { ModeratorRole } from '@studovna/core/studio';
import type { Queryable } from '../db/database';

/**
 * The moderation columns comments and reviews share (migration 0022, decision 0029), for their own
 * repositories: hiding or deleting (a deleted one's texts are erased for good), and showing again.
 */

export interface ModerationMark {
  state: 'hidden' | 'deleted';
  by: number;
  as: ModeratorRole;
  reason: string;
}

/** Hides or deletes row `id` of `table`; `texts` are the columns a deletion erases. */
export async function markModerated(
  db: Queryable,
  table: 'comments' | 'reviews',
  texts: readonly ('title' | 'content')[],
  id: number,
  mark: ModerationMark,
): Promise<void> {
  const erase = texts.map((column) => `, ${column} = case when $2 = 'deleted' then '' else ${column} end`);
  await db.query(
    `update ${table} set moderation = $2, moderated_at = now(), moderated_by = $3,
            moderated_by_name = (select display_name from users where id = $3), moderated_as = $4,
            moderation_reason = $5${erase.join('')}
      where id = $1`,
    [id, mark.state, mark.by, mark.as, mark.reason],
  );
}

/** Shows a hidden row again. */
export async function unmarkModerated(
  db: Queryable,
  table: 'comments' | 'reviews',
  id: number,
): Promise<void> {
  await db.query(
    `update ${table} set moderation = null, moderated_at = null, moderated_by = null, moderated_by_name = null,
            moderated_as = null, moderation_reason = null
      where id = $1`,
    [id],
  );
}

/** Who moderated a row, when and why, as the studio shows it; null while it is shown. */
export function moderationDoneOf(row: {
  moderation: string | null;
  moderated_by: number | null;
  moderated_by_name: string | null;
  moderated_at: Date | null;
  moderation_reason: string | null;
  created_at: Date;
}) {
  return row.moderation
    ? {
        by: { id: row.moderated_by, name: row.moderated_by_name ?? '' },
        at: (row.moderated_at ?? row.created_at).toISOString(),
        reason: row.moderation_reason ?? '',
      }
    : null;
}
