import type { Queryable } from '../../db/database';
import { markModerated, unmarkModerated, type ModerationMark } from '../../lib/moderation-columns';

/** A review with what the studio's moderation needs. */
export interface ModerationReviewRow {
  id: number;
  course_id: number;
  course_title: string;
  /** The course's author. */
  author_id: number;
  user_id: number;
  author_name: string;
  title: string;
  rating: number;
  content: string;
  created_at: Date;
  moderation: 'hidden' | 'deleted' | null;
  moderated_at: Date | null;
  moderated_by: number | null;
  moderated_by_name: string | null;
  moderation_reason: string | null;
}

const ROW = `select r.id, r.course_id, co.title as course_title, co.author_id, r.user_id,
       u.display_name as author_name, r.title, r.rating, r.content, r.created_at, r.moderation,
       r.moderated_at, r.moderated_by, r.moderated_by_name, r.moderation_reason
  from reviews r join users u on u.id = r.user_id join courses co on co.id = r.course_id`;

const FILTER = `($1::int is null or co.author_id = $1) and ($2::int is null or co.id = $2)`;

/** The newest reviews of the caller's courses (`authorId` null: every course). */
export async function findModerationReviews(
  db: Queryable,
  filter: { authorId: number | null; courseId: number | null; limit: number; offset: number },
): Promise<{ rows: ModerationReviewRow[]; total: number }> {
  const params = [filter.authorId, filter.courseId];
  const [rows, [count]] = await Promise.all([
    db.query<ModerationReviewRow>(
      `${ROW} where ${FILTER} order by r.created_at desc, r.id desc limit $3 offset $4`,
      [...params, filter.limit, filter.offset],
    ),
    db.query<{ n: number }>(
      `select count(*) as n from reviews r join courses co on co.id = r.course_id where ${FILTER}`,
      params,
    ),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The caller's courses that have reviews, to filter by. */
export async function findReviewedCourses(db: Queryable, authorId: number | null) {
  return db.query<{ id: number; title: string }>(
    `select co.id, co.title from courses co
      where ($1::int is null or co.author_id = $1)
        and exists (select 1 from reviews r where r.course_id = co.id)
      order by co.title, co.id`,
    [authorId],
  );
}

export async function findModerationReview(
  db: Queryable,
  id: number,
  lock = false,
): Promise<ModerationReviewRow | undefined> {
  if (lock) await db.query('select 1 from reviews where id = $1 for update', [id]);
  const [row] = await db.query<ModerationReviewRow>(`${ROW} where r.id = $1`, [id]);
  return row;
}

/** Hides or deletes the review (a deleted one loses its title and text for good). */
export const markReview = (db: Queryable, id: number, mark: ModerationMark) =>
  markModerated(db, 'reviews', ['title', 'content'], id, mark);

export const unmarkReview = (db: Queryable, id: number) => unmarkModerated(db, 'reviews', id);
