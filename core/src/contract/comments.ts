import { z } from 'zod/mini';
import { actionResponse, cacheBuster, html, idParam, idParams, MAX_ID, numberOrDigits, text } from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';
import { entityId, page, PAGINATION_HEADERS, perPage, wpDateTime } from './fields';
import { COMMENT_REPORT_REASONS } from './wire-values';

const base = NAMESPACES.wpV2;

export interface Comment {
  id: number;
  post: number;
  parent: number;
  date: string;
  content: { rendered: string; [key: string]: unknown };
  author: number;
  author_name: string;
  author_email?: string | undefined;
  author_avatar_urls: Record<string, string>;
  children?: Comment[] | undefined;
  author_badge?: CommentBadge | undefined;
  moderation?: CommentModeration | undefined;
  reported?: boolean | undefined;
  [key: string]: unknown;
}

/** An answer written from the studio: by the course's instructor or by the Studovna team (decision 0029). */
export const commentBadgeSchema = z.enum(['instructor', 'team']);
export type CommentBadge = z.infer<typeof commentBadgeSchema>;

/**
 * A comment hidden or deleted by moderation. Its author gets the reason and when; anybody else gets
 * only a placeholder (no text, no author) and only while replies under it are shown.
 */
export const commentModerationSchema = z.object({
  state: z.enum(['hidden', 'deleted']),
  /** Who did it, as the learner is told. */
  by: commentBadgeSchema,
  /** Only for the comment's author. */
  reason: z.optional(z.string()),
  date: z.optional(wpDateTime),
});
export type CommentModeration = z.infer<typeof commentModerationSchema>;

export { COMMENT_REPORT_REASONS, type CommentReportReason } from './wire-values';

/** A WordPress comment, with its replies nested (the app's threads, SPEC §3). */
export const commentSchema: z.ZodMiniType<Comment> = z
  .looseObject({
    id: entityId,
    /** The lesson or quiz (post) commented on: its item id. */
    post: entityId,
    /** 0 = top level. */
    parent: z.number().check(z.int(), z.nonnegative()),
    date: wpDateTime,
    content: z.looseObject({ rendered: html }),
    /** Author's user id. */
    author: z.number().check(z.int(), z.nonnegative()),
    author_name: z.string(),
    /** Only ever sent to the author themself. */
    author_email: z.optional(z.string()),
    /** Avatar size in px ("24", "48", "96") → URL. */
    author_avatar_urls: z.record(z.string(), z.string()),
    /** Replies, newest first. */
    get children() {
      return z.optional(z.array(commentSchema));
    },
    /** Set on an answer written from the studio: the app shows the author with this badge. */
    author_badge: z.optional(commentBadgeSchema),
    /** Set when the comment is hidden or deleted (decision 0029). */
    moderation: z.optional(commentModerationSchema),
    /** The caller has reported this comment (only with a token, only when true). */
    reported: z.optional(z.boolean()),
  })
  .register(z.globalRegistry, { id: 'Comment' });

/** Top-level comments of a post with replies nested, newest first (what create and delete answer too). */
export const commentThreadSchema = z.array(commentSchema);

export const listComments = defineEndpoint({
  name: 'comments.list',
  method: 'GET',
  path: `${base}/comments`,
  auth: 'optional',
  summary:
    'Approved comments of a post, nested by parent, newest first. Paging counts top-level comments; the app asks 100 a page.',
  query: z.object({ post: idParam, per_page: perPage(100), page, v: cacheBuster }),
  response: commentThreadSchema,
  headers: PAGINATION_HEADERS,
});

export const createComment = defineEndpoint({
  name: 'comments.create',
  method: 'POST',
  path: `${base}/comments`,
  auth: 'required',
  summary:
    'Comment on a post or reply to a comment (parent). Author fields are taken from the token; sent values must match the caller or are ignored. Answers the post’s updated thread.',
  body: z.object({
    post: idParam,
    /** The comment replied to; 0 (or none) for a top-level comment. */
    parent: z.optional(
      z.pipe(
        numberOrDigits,
        z.number().check(z.int(), z.nonnegative(), z.maximum(MAX_ID, { error: 'request.idOutOfRange' })),
      ),
    ),
    /** Blank after trimming (or after sanitising) is 400 `comment_content_required`. */
    content: z._default(text.check(z.maxLength(5000)), ''),
    author: z.optional(idParam),
    author_name: z.optional(text),
    author_email: z.optional(text),
    author_user_agent: z.optional(text),
  }),
  response: commentThreadSchema,
});

export const deleteComment = defineEndpoint({
  name: 'comments.delete',
  method: 'DELETE',
  path: `${base}/comments/:id`,
  auth: 'required',
  summary:
    'Delete the caller’s own comment when it has no replies (403 otherwise). Answers the post’s updated thread.',
  params: idParams,
  response: commentThreadSchema,
});

export const reportComment = defineEndpoint({
  name: 'comments.report',
  method: 'POST',
  path: `${base}/comments/:id/report`,
  auth: 'required',
  summary:
    'Report another learner’s comment to the course’s instructor and the team, once per comment (409 `comment_already_reported`); one’s own is 403 `comment_report_own`. Answers the post’s updated thread.',
  params: idParams,
  body: z.object({ reason: z._default(z.enum(COMMENT_REPORT_REASONS), 'other') }),
  response: actionResponse(commentThreadSchema),
});
