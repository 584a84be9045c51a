import type { Queryable } from '../../db/database';

export interface ReviewRow {
  title: string;
  rating: number;
  content: string;
  display_name: string;
  avatar_path: string | null;
  created_at: Date;
}

/** A course's reviews, newest first, with their authors. */
export async function findReviews(
  db: Queryable,
  courseId: number,
  limit: number,
  offset: number,
): Promise<ReviewRow[]> {
  return db.query<ReviewRow>(
    `select r.title, r.rating, r.content, u.display_name, u.avatar_path, r.created_at
       from reviews r join users u on u.id = r.user_id
      where r.course_id = $1 and r.moderation is null
      order by r.created_at desc, r.id desc
      limit $2 offset $3`,
    [courseId, limit, offset],
  );
}

/** How many reviews gave each number of stars (stars without reviews are absent). */
export async function countByRating(db: Queryable, courseId: number): Promise<Map<number, number>> {
  const rows = await db.query<{ rating: number; n: number }>(
    'select rating, count(*) as n from reviews where course_id = $1 and moderation is null group by rating',
    [courseId],
  );
  return new Map(rows.map((r) => [r.rating, r.n]));
}

export async function hasReviewed(db: Queryable, userId: number, courseId: number): Promise<boolean> {
  const rows = await db.query('select 1 from reviews where user_id = $1 and course_id = $2', [
    userId,
    courseId,
  ]);
  return rows.length > 0;
}

/** Stores a review; false when the learner has reviewed the course already (one each). */
export async function insertReview(
  db: Queryable,
  review: { courseId: number; userId: number; title: string; rating: number; content: string },
): Promise<boolean> {
  const rows = await db.query(
    `insert into reviews (course_id, user_id, title, rating, content) values ($1, $2, $3, $4, $5)
     on conflict (course_id, user_id) do nothing returning id`,
    [review.courseId, review.userId, review.title, review.rating, review.content],
  );
  return rows.length > 0;
}

/** The learner's own review of the course when moderation hid or deleted it (decision 0029). */
export async function findOwnModeratedReview(db: Queryable, userId: number, courseId: number) {
  const [row] = await db.query<{
    moderation: 'hidden' | 'deleted';
    moderated_as: 'instructor' | 'team' | null;
    moderation_reason: string | null;
    moderated_at: Date | null;
    title: string;
  }>(
    `select moderation, moderated_as, moderation_reason, moderated_at, title from reviews
      where user_id = $1 and course_id = $2 and moderation is not null`,
    [userId, courseId],
  );
  return row;
}
