import { z } from 'zod/mini';
import { cacheBuster, html, idParam, idParams, MAX_ID, numberOrDigits, text } from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';
import { entityId, page, PAGINATION_HEADERS, perPage, wpDateTime } from './fields';

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
  [key: string]: unknown;
}

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
