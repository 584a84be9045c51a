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
}

export interface StoredComment {
  id: number;
  post_id: number;
  user_id: number;
}

/** How many top-level comments a post has (the unit of paging). */
export async function countTopLevel(db: Queryable, postId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*) as n from comments where post_id = $1 and parent_id is null',
    [postId],
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
  limit: number,
  offset: number,
): Promise<CommentRow[]> {
  return db.query<CommentRow>(
    `with recursive top_level as (
       select id from comments
        where post_id = $1 and parent_id is null
        order by created_at desc, id desc
        limit $2 offset $3
     ), thread as (
       select c.id, c.post_id, c.parent_id, c.user_id, c.content, c.created_at
         from comments c join top_level t on t.id = c.id
       union all
       select c.id, c.post_id, c.parent_id, c.user_id, c.content, c.created_at
         from comments c join thread p on c.parent_id = p.id
     )
     select t.id, t.post_id, t.parent_id, t.user_id, t.content, t.created_at,
            u.display_name as author_name, u.email as author_email, u.avatar_path as author_avatar_path
       from thread t join users u on u.id = t.user_id
      order by t.created_at desc, t.id desc`,
    [postId, limit, offset],
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
    `select id, post_id, user_id from comments where id = $1 for ${lock === 'update' ? 'update' : 'key share'}`,
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
