import type { Comment } from '@studovna/core/contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError, badRequest } from '../../lib/api-error';
import { ApiErrorWithValues } from '../../lib/api-error-with-values';
import type { AuthUser } from '../../lib/auth-user';
import { assertMayOpen, itemNotFound, loadItem } from '../progress/item-access';
import { commentHtml } from './comment-html';
import { toThread } from './comment-view';
import {
  countRecentBy,
  countTopLevel,
  deleteComment,
  findComment,
  findThreadPage,
  hasReplies,
  insertComment,
  lockPostingOf,
} from './comments.repository';

/** SPEC §9: the app reads 100 comments a page; create and delete answer that first page. */
export const COMMENTS_PAGE = 100;
/** A learner posts at most this many comments in {@link RATE_WINDOW_SECONDS}. */
export const COMMENTS_PER_MINUTE = 10;
const RATE_WINDOW_SECONDS = 60;

export interface CommentThreadPage {
  comments: Comment[];
  total: number;
  totalPages: number;
}

export const commentNotFound = () => new ApiError(404, 'comment_not_found', 'comment.notFound');

/** The lesson or quiz `postId`, which the caller must be allowed to open (SPEC §4, §6). */
export async function openPost(db: Queryable, postId: number, user: AuthUser | null): Promise<void> {
  const access = await loadItem(db, postId, user, 'any');
  if (access.item.type !== 'lp_lesson' && access.item.type !== 'lp_quiz') throw itemNotFound('any');
  assertMayOpen(access, user);
}

/** A page of a post's threads as the viewer is shown them. */
export async function threadPage(
  db: Queryable,
  postId: number,
  viewer: AuthUser | null,
  paging: { perPage: number; page: number },
  site: string,
): Promise<CommentThreadPage> {
  const [total, rows] = await Promise.all([
    countTopLevel(db, postId, viewer?.id ?? null),
    findThreadPage(db, postId, viewer?.id ?? null, paging.perPage, (paging.page - 1) * paging.perPage),
  ]);
  return {
    comments: toThread(rows, viewer?.id ?? null, site),
    total,
    totalPages: Math.ceil(total / paging.perPage),
  };
}

/** GET /wp/v2/comments: a post's threads, newest first, paged by top-level comments. */
export async function listComments(
  db: Queryable,
  postId: number,
  viewer: AuthUser | null,
  paging: { perPage: number; page: number },
  site: string,
): Promise<CommentThreadPage> {
  await openPost(db, postId, viewer);
  return threadPage(db, postId, viewer, paging, site);
}

/**
 * POST /wp/v2/comments: the caller comments on a post they may open, or replies to a comment of the
 * same post. The content is stored sanitised; author fields come from the token. Answers the post's
 * first page of threads.
 */
export async function createComment(
  db: Database,
  input: { post: number; parent?: number | undefined; content: string },
  user: AuthUser,
  site: string,
): Promise<Comment[]> {
  const { html, blank } = commentHtml(input.content);
  if (blank) throw badRequest('comment_content_required', 'comment.contentRequired');
  await db.transaction(async (tx) => {
    await openPost(tx, input.post, user);
    const parentId = input.parent ? input.parent : null;
    if (parentId !== null) {
      const parent = await findComment(tx, parentId, 'key share');
      if (!parent) throw commentNotFound();
      if (parent.post_id !== input.post) throw badRequest('comment_invalid_parent', 'comment.invalidParent');
      if (parent.moderation) throw new ApiError(409, 'comment_reply_moderated', 'comment.replyToModerated');
    }
    await lockPostingOf(tx, user.id);
    if ((await countRecentBy(tx, user.id, RATE_WINDOW_SECONDS)) >= COMMENTS_PER_MINUTE)
      throw new ApiErrorWithValues(429, 'comment_rate_limited', 'comment.tooMany', {
        max: COMMENTS_PER_MINUTE,
      });
    await insertComment(tx, { postId: input.post, parentId, userId: user.id, content: html });
  });
  return (await threadPage(db, input.post, user, { perPage: COMMENTS_PAGE, page: 1 }, site)).comments;
}

/**
 * DELETE /wp/v2/comments/{id}: only the author, only while nobody has replied (SPEC §6). Answers the
 * post's first page of threads.
 */
export async function removeComment(
  db: Database,
  id: number,
  user: AuthUser,
  site: string,
): Promise<Comment[]> {
  const postId = await db.transaction(async (tx) => {
    const comment = await findComment(tx, id, 'update');
    if (!comment) throw commentNotFound();
    if (comment.user_id !== user.id) throw new ApiError(403, 'comment_not_author', 'comment.notAuthor');
    await openPost(tx, comment.post_id, user);
    if (await hasReplies(tx, id)) throw new ApiError(409, 'comment_has_replies', 'comment.hasReplies');
    await deleteComment(tx, id);
    return comment.post_id;
  });
  return (await threadPage(db, postId, user, { perPage: COMMENTS_PAGE, page: 1 }, site)).comments;
}
