import type { Queryable } from '../../db/database';

/** Lessons of the courses a learner is enrolled in or finished, in curriculum order, one page. */
export async function findLearnerLessonIds(
  db: Queryable,
  userId: number,
  options: { courseId?: number; limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const from = `
      from items i
      join sections s on s.id = i.section_id
      join courses c on c.id = i.course_id and c.status = 'publish'
      join user_courses uc on uc.course_id = i.course_id and uc.user_id = $1 and uc.status in ('enrolled', 'finished')
     where i.type = 'lp_lesson' and ($2::int is null or i.course_id = $2::int)`;
  const params = [userId, options.courseId ?? null];
  const [rows, [count]] = await Promise.all([
    db.query<{ id: number }>(
      `select i.id ${from} order by i.course_id, s.sort, i.sort, i.id limit $3 offset $4`,
      [...params, options.limit, options.offset],
    ),
    db.query<{ total: number }>(`select count(*) as total ${from}`, params),
  ]);
  return { ids: rows.map((r) => r.id), total: count?.total ?? 0 };
}
