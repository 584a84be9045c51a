import { z } from 'zod';
import { cacheBuster, html, idParam, idParams } from './common';
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
export const commentSchema: z.ZodType<Comment> = z
  .looseObject({
    id: entityId,
    /** The lesson or quiz (post) commented on: its item id. */
    post: entityId,
    /** 0 = top level. */
    parent: z.number().int().nonnegative(),
    date: wpDateTime,
    content: z.looseObject({ rendered: html }),
    /** Author's user id. */
    author: z.number().int().nonnegative(),
    author_name: z.string(),
    /** Only ever sent to the author themself. */
    author_email: z.string().optional(),
    /** Avatar size in px ("24", "48", "96") → URL. */
    author_avatar_urls: z.record(z.string(), z.string()),
    /** Replies, newest first. */
    get children() {
      return z.array(commentSchema).optional();
    },
  })
  .meta({ id: 'Comment' });

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
    parent: z.coerce.number().int().nonnegative().optional(),
    /** Blank after trimming (or after sanitising) is 400 `comment_content_required`. */
    content: z.string().max(5000).default(''),
    author: idParam.optional(),
    author_name: z.string().optional(),
    author_email: z.string().optional(),
    author_user_agent: z.string().optional(),
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
