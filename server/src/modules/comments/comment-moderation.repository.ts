import type { CommentReportReason } from '@studovna/core/contract';
import type { ModeratorRole } from '@studovna/core/studio';
import type { Queryable } from '../../db/database';
import { markModerated, unmarkModerated, type ModerationMark } from '../../lib/moderation-columns';

/** A comment with what the studio's moderation needs: its course, post, parent, replies and reports. */
export interface ModerationCommentRow {
  id: number;
  post_id: number;
  parent_id: number | null;
  user_id: number;
  content: string;
  created_at: Date;
  moderation: 'hidden' | 'deleted' | null;
  moderated_at: Date | null;
  moderated_by: number | null;
  moderated_by_name: string | null;
  moderation_reason: string | null;
  badge: ModeratorRole | null;
  author_name: string;
  post_title: string;
  post_type: 'lp_lesson' | 'lp_quiz';
  course_id: number;
  course_title: string;
  /** The course's author. */
  author_id: number;
  parent_content: string | null;
  parent_moderation: string | null;
  parent_author: string | null;
  replies: number;
  /** Open reports. */
  reports: number;
  report_reasons: CommentReportReason[];
}

const ROW = `select c.id, c.post_id, c.parent_id, c.user_id, c.content, c.created_at, c.moderation,
       c.moderated_at, c.moderated_by, c.moderated_by_name, c.moderation_reason, c.badge,
       u.display_name as author_name, i.title as post_title, i.type as post_type, i.course_id,
       co.title as course_title, co.author_id,
       p.content as parent_content, p.moderation as parent_moderation, pu.display_name as parent_author,
       (select count(*) from comments r where r.parent_id = c.id) as replies,
       (select count(*) from comment_reports r where r.comment_id = c.id and r.resolved_at is null) as reports,
       coalesce((select array_agg(distinct r.reason order by r.reason) from comment_reports r
                  where r.comment_id = c.id and r.resolved_at is null), '{}') as report_reasons
  from comments c
  join users u on u.id = c.user_id
  join items i on i.id = c.post_id
  join courses co on co.id = i.course_id
  left join comments p on p.id = c.parent_id
  left join users pu on pu.id = p.user_id`;

/** The courses of the caller (an instructor's own, the team's all: `authorId` null), one course or all. */
const FILTER = `($1::int is null or co.author_id = $1) and ($2::int is null or co.id = $2)`;

/** The newest comments of the caller's courses, those with open reports first. */
export async function findModerationComments(
  db: Queryable,
  filter: { authorId: number | null; courseId: number | null; limit: number; offset: number },
): Promise<{ rows: ModerationCommentRow[]; total: number }> {
  const params = [filter.authorId, filter.courseId];
  const [rows, [count]] = await Promise.all([
    db.query<ModerationCommentRow>(
      `select * from (${ROW} where ${FILTER}) x
        order by (x.reports > 0) desc, x.created_at desc, x.id desc
        limit $3 offset $4`,
      [...params, filter.limit, filter.offset],
    ),
    db.query<{ n: number }>(
      `select count(*) as n from comments c join items i on i.id = c.post_id join courses co on co.id = i.course_id
        where ${FILTER}`,
      params,
    ),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** How many comments of the caller's courses have open reports. */
export async function countReported(db: Queryable, authorId: number | null): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(distinct r.comment_id) as n from comment_reports r
       join comments c on c.id = r.comment_id join items i on i.id = c.post_id
       join courses co on co.id = i.course_id
      where r.resolved_at is null and ($1::int is null or co.author_id = $1)`,
    [authorId],
  );
  return row?.n ?? 0;
}

/** The caller's courses that have comments, to filter by. */
export async function findCommentedCourses(db: Queryable, authorId: number | null) {
  return db.query<{ id: number; title: string }>(
    `select co.id, co.title from courses co
      where ($1::int is null or co.author_id = $1)
        and exists (select 1 from comments c join items i on i.id = c.post_id where i.course_id = co.id)
      order by co.title, co.id`,
    [authorId],
  );
}

/** One comment as moderation sees it; `lock` holds it until the transaction ends. */
export async function findModerationComment(
  db: Queryable,
  id: number,
  lock = false,
): Promise<ModerationCommentRow | undefined> {
  if (lock) await db.query('select 1 from comments where id = $1 for update', [id]);
  const [row] = await db.query<ModerationCommentRow>(`${ROW} where c.id = $1`, [id]);
  return row;
}

/** Hides or deletes the comment (a deleted one loses its text for good). */
export const markComment = (db: Queryable, id: number, mark: ModerationMark) =>
  markModerated(db, 'comments', ['content'], id, mark);

/** Shows a hidden comment again. */
export const unmarkComment = (db: Queryable, id: number) => unmarkModerated(db, 'comments', id);

/** Closes the comment's open reports. */
export async function resolveReports(db: Queryable, commentId: number): Promise<void> {
  await db.query(
    'update comment_reports set resolved_at = now() where comment_id = $1 and resolved_at is null',
    [commentId],
  );
}

/** A learner's report; false when they reported the comment before (once each). */
export async function insertReport(
  db: Queryable,
  report: { commentId: number; userId: number; reason: CommentReportReason },
): Promise<boolean> {
  const rows = await db.query(
    `insert into comment_reports (comment_id, user_id, reason) values ($1, $2, $3)
     on conflict (comment_id, user_id) do nothing returning comment_id`,
    [report.commentId, report.userId, report.reason],
  );
  return rows.length > 0;
}

/** An answer written from the studio, with its badge. */
export async function insertStudioReply(
  db: Queryable,
  reply: { postId: number; parentId: number; userId: number; content: string; badge: ModeratorRole },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into comments (post_id, parent_id, user_id, content, badge) values ($1, $2, $3, $4, $5) returning id`,
    [reply.postId, reply.parentId, reply.userId, reply.content, reply.badge],
  );
  if (!row) throw new Error('insert into comments returned nothing');
  return row.id;
}
