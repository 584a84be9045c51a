import type { LightMyRequestResponse } from 'fastify';
import { commentsApi, type Comment } from '@studovna/core/contract';
import { caller, courseId, makeLearner, type TestLearner } from '../../../test/course-fixtures';
import type { TestApp } from '../../../test/test-app';

/** Helpers for the comments API tests: calls to /wp/v2/comments, seeded items, learners, stored rows. */

const COMMENTS = '/wp-json/wp/v2/comments';

export function commentsCaller(t: TestApp) {
  const headersOf = (token?: string, extra: Record<string, string> = {}) => ({
    host: 'localhost:3000',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  });
  return {
    list: (query: string, token?: string): Promise<LightMyRequestResponse> =>
      t.app.inject({ method: 'GET', url: `${COMMENTS}?${query}`, headers: headersOf(token) }),
    create: (
      payload: Record<string, unknown>,
      token?: string,
      headers?: Record<string, string>,
    ): Promise<LightMyRequestResponse> =>
      t.app.inject({ method: 'POST', url: COMMENTS, payload, headers: headersOf(token, headers) }),
    remove: (id: number | string, token?: string): Promise<LightMyRequestResponse> =>
      t.app.inject({ method: 'DELETE', url: `${COMMENTS}/${id}`, headers: headersOf(token) }),
  };
}

/** The thread a successful call answered, checked against the contract. */
export const threadOf = (res: LightMyRequestResponse): Comment[] => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return commentsApi.listComments.response.parse(res.json());
};

/** The first seeded item of a course of the given kind, preview or not. */
export async function seededItem(
  t: TestApp,
  slug: string,
  type: 'lp_lesson' | 'lp_quiz' | 'lp_assignment',
  preview: boolean,
): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `select i.id from items i join courses c on c.id = i.course_id
      where c.slug = $1 and i.type = $2 and i.preview = $3 order by i.id limit 1`,
    [slug, type, preview],
  );
  if (!row) throw new Error(`seededItem: no ${type} in ${slug}`);
  return row.id;
}

/** A fresh learner enrolled in the (free) course `slug`. */
export async function enrolledLearner(t: TestApp, slug: string): Promise<TestLearner> {
  const me = await makeLearner(t);
  const id = await courseId(t, slug);
  const res = await caller(t).post('/courses/enroll', { id }, me.token);
  if (res.statusCode !== 200) throw new Error(`enroll failed: ${res.body}`);
  return me;
}

export interface StoredCommentRow {
  id: number;
  post_id: number;
  parent_id: number | null;
  user_id: number;
  content: string;
}

export const storedComments = (t: TestApp, postId: number) =>
  t.db.query<StoredCommentRow>(
    'select id, post_id, parent_id, user_id, content from comments where post_id = $1 order by id',
    [postId],
  );

/** Stores a comment straight in the database (no rate limit), `minutesAgo` in the past. */
export async function insertStored(
  t: TestApp,
  c: { postId: number; userId: number; content: string; parentId?: number; minutesAgo?: number },
): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `insert into comments (post_id, parent_id, user_id, content, created_at)
     values ($1, $2, $3, $4, now() - make_interval(mins => $5)) returning id`,
    [c.postId, c.parentId ?? null, c.userId, c.content, c.minutesAgo ?? 0],
  );
  return row!.id;
}

/** Ids of a thread, depth first, with the nesting kept: `[id, [children…]]`. */
export type Shape = [number, Shape[]];
export const shapeOf = (thread: readonly Comment[]): Shape[] =>
  thread.map((c) => [c.id, shapeOf(c.children ?? [])]);
