import type { Comment } from '@studovna/core/contract';
import { uploadUrl } from '../../lib/upload-url';
import type { CommentRow } from './comments.repository';

/** The sizes WordPress names in `author_avatar_urls`; one uploaded avatar serves them all. */
const AVATAR_SIZES = ['24', '48', '96'] as const;

function avatarUrls(site: string, path: string | null): Record<string, string> {
  const url = uploadUrl(site, path);
  return url ? Object.fromEntries(AVATAR_SIZES.map((size) => [size, url])) : {};
}

/** A comment as its author or, while it is shown, anybody sees it. */
function commentOf(row: CommentRow, viewerId: number | null, site: string): Comment {
  const own = viewerId !== null && row.user_id === viewerId;
  return {
    id: row.id,
    post: row.post_id,
    parent: row.parent_id ?? 0,
    date: row.created_at.toISOString(),
    content: { rendered: row.moderation ? '' : row.content },
    author: row.user_id,
    author_name: row.author_name,
    ...(own ? { author_email: row.author_email } : {}),
    author_avatar_urls: avatarUrls(site, row.author_avatar_path),
    children: [],
    ...(row.badge ? { author_badge: row.badge } : {}),
    ...(row.moderation
      ? {
          moderation: {
            state: row.moderation,
            by: row.moderated_as ?? 'team',
            reason: row.moderation_reason ?? '',
            date: (row.moderated_at ?? row.created_at).toISOString(),
          },
        }
      : {}),
    ...(row.reported ? { reported: true } : {}),
  };
}

/**
 * What of a moderated comment others see (decision 0029): nothing, unless replies under it are shown —
 * then a placeholder with no text, no author and no reason, so the thread stays readable.
 */
function withoutHidden(comments: Comment[], viewerId: number | null): Comment[] {
  const shown: Comment[] = [];
  for (const comment of comments) {
    const children = withoutHidden(comment.children ?? [], viewerId);
    const moderation = comment.moderation;
    if (!moderation || comment.author === viewerId) shown.push({ ...comment, children });
    else if (children.length > 0)
      shown.push({
        id: comment.id,
        post: comment.post,
        parent: comment.parent,
        date: comment.date,
        content: { rendered: '' },
        author: 0,
        author_name: '',
        author_avatar_urls: {},
        children,
        moderation: { state: moderation.state, by: moderation.by },
      });
  }
  return shown;
}

/**
 * Rows of a thread (newest first) as top-level comments with their replies nested under `children`,
 * newest first at every level. `author_email` only on the viewer's own comments; a moderated comment's
 * reason only to its author.
 */
export function toThread(rows: readonly CommentRow[], viewerId: number | null, site: string): Comment[] {
  const byId = new Map<number, Comment>();
  for (const row of rows) byId.set(row.id, commentOf(row, viewerId, site));
  const top: Comment[] = [];
  for (const row of rows) {
    const comment = byId.get(row.id)!;
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    if (parent) parent.children!.push(comment);
    else if (row.parent_id === null) top.push(comment);
  }
  return withoutHidden(top, viewerId);
}
