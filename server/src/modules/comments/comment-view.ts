import type { Comment } from '@studovna/core/contract';
import { uploadUrl } from '../../lib/upload-url';
import type { CommentRow } from './comments.repository';

/** The sizes WordPress names in `author_avatar_urls`; one uploaded avatar serves them all. */
const AVATAR_SIZES = ['24', '48', '96'] as const;

function avatarUrls(site: string, path: string | null): Record<string, string> {
  const url = uploadUrl(site, path);
  return url ? Object.fromEntries(AVATAR_SIZES.map((size) => [size, url])) : {};
}

/**
 * Rows of a thread (newest first) as top-level comments with their replies nested under `children`,
 * newest first at every level. `author_email` only on the viewer's own comments.
 */
export function toThread(rows: readonly CommentRow[], viewerId: number | null, site: string): Comment[] {
  const byId = new Map<number, Comment>();
  for (const row of rows) {
    byId.set(row.id, {
      id: row.id,
      post: row.post_id,
      parent: row.parent_id ?? 0,
      date: row.created_at.toISOString(),
      content: { rendered: row.content },
      author: row.user_id,
      author_name: row.author_name,
      ...(viewerId !== null && row.user_id === viewerId ? { author_email: row.author_email } : {}),
      author_avatar_urls: avatarUrls(site, row.author_avatar_path),
      children: [],
    });
  }
  const top: Comment[] = [];
  for (const row of rows) {
    const comment = byId.get(row.id)!;
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    if (parent) parent.children!.push(comment);
    else if (row.parent_id === null) top.push(comment);
  }
  return top;
}
