import type { Queryable } from '../../db/database';

export interface InstructorRow {
  id: number;
  nickname: string;
  avatar_path: string | null;
  description: string;
  total_courses: number;
  /** Distinct learners enrolled in or finished with any of their published courses. */
  total_users: number;
}

/** Users with the instructor role and at least one published course, most students first. */
export async function findInstructors(
  db: Queryable,
  limit: number,
  offset: number,
): Promise<{ rows: InstructorRow[]; total: number }> {
  const from = `from users u
     join courses c on c.author_id = u.id and c.status = 'publish'
    where 'lp_teacher' = any(u.roles)`;
  const [rows, [count]] = await Promise.all([
    db.query<InstructorRow>(
      `select u.id, u.nickname, u.avatar_path, u.description,
              count(distinct c.id) as total_courses,
              (select count(distinct uc.user_id) from user_courses uc join courses mine on mine.id = uc.course_id
                where mine.author_id = u.id and mine.status = 'publish' and uc.status in ('enrolled', 'finished')) as total_users
         ${from}
        group by u.id
        order by total_users desc, u.id
        limit $1 offset $2`,
      [limit, offset],
    ),
    db.query<{ total: number }>(`select count(distinct u.id) as total ${from}`),
  ]);
  return { rows, total: count?.total ?? 0 };
}
