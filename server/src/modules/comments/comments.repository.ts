import type { Queryable } from '../../db/database';

/** A comment with its author, as the thread shows it. */
export interface CommentRow {
  id: number;
  post_id: number;
  parent_id: number | null;
  user_id: number;
  content: string;
  created_at: Date;
  author_name: string;
  author_email: string;
  author_avatar_path: string | null;
  moderation: 'hidden' | 'deleted' | null;
  moderated_at: Date | null;
  moderated_as: 'instructor' | 'team' | null;
  moderation_reason: string | null;
  badge: 'instructor' | 'team' | null;
  /** The viewer reported it. */
  reported: boolean;
}

export interface StoredComment {
  id: number;
  post_id: number;
  user_id: number;
  moderation: 'hidden' | 'deleted' | null;
}

/**
 * The post's top-level comments the viewer is shown (decision 0029): those whose thread holds a comment
 * nobody moderated or one of the viewer's own. A hidden comment with such a reply stays as a placeholder;
 * one without leaves the list, its count and its paging.
 */
const SHOWN_ROOTS = `tree as (
       select id as root_id, id, user_id, moderation from comments where post_id = $1 and parent_id is null
       union all
       select t.root_id, c.id, c.user_id, c.moderation from comments c join tree t on c.parent_id = t.id
     ), shown_roots as (
       select distinct root_id from tree where moderation is null or user_id = $2::int
     )`;

/** How many top-level comments of a post the viewer is shown (the unit of paging). */
export async function countTopLevel(db: Queryable, postId: number, viewerId: number | null): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `with recursive ${SHOWN_ROOTS} select count(*) as n from shown_roots`,
    [postId, viewerId],
  );
  return row?.n ?? 0;
}

/**
 * One page of a post's top-level comments, newest first, with all their replies at any depth, in one
 * query; every row newest first, so replies come out in thread order once grouped by parent.
 */
export async function findThreadPage(
  db: Queryable,
  postId: number,
  viewerId: number | null,
  limit: number,
  offset: number,
): Promise<CommentRow[]> {
  return db.query<CommentRow>(
    `with recursive ${SHOWN_ROOTS}, top_level as (
       select c.id from comments c join shown_roots s on s.root_id = c.id
        order by c.created_at desc, c.id desc
        limit $3 offset $4
     ), thread as (
       select c.id from comments c join top_level t on t.id = c.id
       union all
       select c.id from comments c join thread p on c.parent_id = p.id
     )
     select c.id, c.post_id, c.parent_id, c.user_id, c.content, c.created_at,
            c.moderation, c.moderated_at, c.moderated_as, c.moderation_reason, c.badge,
            u.display_name as author_name, u.email as author_email, u.avatar_path as author_avatar_path,
            exists (select 1 from comment_reports r where r.comment_id = c.id and r.user_id = $2::int)
              as reported
       from thread t join comments c on c.id = t.id join users u on u.id = c.user_id
      order by c.created_at desc, c.id desc`,
    [postId, viewerId, limit, offset],
  );
}

/**
 * The comment `id`; `lock` 'update' keeps it from gaining replies until the transaction ends, 'key share'
 * keeps it from being deleted (what a reply needs of its parent).
 */
export async function findComment(
  db: Queryable,
  id: number,
  lock: 'update' | 'key share',
): Promise<StoredComment | undefined> {
  const [row] = await db.query<StoredComment>(
    `select id, post_id, user_id, moderation from comments where id = $1 for ${lock === 'update' ? 'update' : 'key share'}`,
    [id],
  );
  return row;
}

export async function hasReplies(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query('select 1 from comments where parent_id = $1 limit 1', [id]);
  return rows.length > 0;
}

/** Holds the learner's posting slot until the transaction ends, so counting and inserting do not race. */
export async function lockPostingOf(db: Queryable, userId: number): Promise<void> {
  await db.query('select pg_advisory_xact_lock(7270706, $1)', [userId]);
}

/** How many comments the learner posted in the last `seconds`. */
export async function countRecentBy(db: Queryable, userId: number, seconds: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*) as n from comments
      where user_id = $1 and created_at > now() - make_interval(secs => $2)`,
    [userId, seconds],
  );
  return row?.n ?? 0;
}

export async function insertComment(
  db: Queryable,
  comment: { postId: number; parentId: number | null; userId: number; content: string },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into comments (post_id, parent_id, user_id, content) values ($1, $2, $3, $4) returning id`,
    [comment.postId, comment.parentId, comment.userId, comment.content],
  );
  if (!row) throw new Error('insert into comments returned nothing');
  return row.id;
}

export async function deleteComment(db: Queryable, id: number): Promise<void> {
  await db.query('delete from comments where id = $1', [id]);
}
