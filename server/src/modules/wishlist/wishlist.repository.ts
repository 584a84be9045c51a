import type { Queryable } from '../../db/database';

/** Removes the course from the learner's wishlist when it is there, else adds it; answers the new state. */
export async function toggleWishlisted(tx: Queryable, userId: number, courseId: number): Promise<boolean> {
  const removed = await tx.query(
    'delete from wishlist where user_id = $1 and course_id = $2 returning course_id',
    [userId, courseId],
  );
  if (removed.length > 0) return false;
  await tx.query('insert into wishlist (user_id, course_id) values ($1, $2) on conflict do nothing', [
    userId,
    courseId,
  ]);
  return true;
}

/** The learner's wishlisted published courses, most recently added first. */
export async function wishlistedCourseIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ course_id: number }>(
    `select w.course_id from wishlist w join courses c on c.id = w.course_id
      where w.user_id = $1 and c.status = 'publish'
      order by w.created_at desc, w.course_id desc`,
    [userId],
  );
  return rows.map((r) => r.course_id);
}
