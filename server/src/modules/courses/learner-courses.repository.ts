import type { ItemProgress } from '@studovna/core/domain';
import type { Queryable } from '../../db/database';
import type { UserCourseRow } from './learner-state.repository';

/** A learner's course with the learner's state of each of its items (the team's learner page). */
export interface LearnerCourseRow extends Omit<UserCourseRow, 'retaken'> {
  title: string;
  items: ItemProgress[];
}

/** Every course the learner enrolled in or bought, the newest run first, whatever its status now. */
export const findLearnerCourses = (db: Queryable, userId: number) =>
  db.query<LearnerCourseRow>(
    `select uc.course_id, c.title, uc.status, uc.graduation, uc.result, uc.start_time, uc.end_time,
            coalesce((select json_agg(json_build_object('type', i.type, 'status', ui.status,
                                                        'graduation', ui.graduation))
                        from items i
                        left join user_items ui on ui.item_id = i.id and ui.user_id = uc.user_id
                       where i.course_id = uc.course_id), '[]'::json) as items
       from user_courses uc join courses c on c.id = uc.course_id
      where uc.user_id = $1
      order by uc.start_time desc nulls last, uc.id desc`,
    [userId],
  );
