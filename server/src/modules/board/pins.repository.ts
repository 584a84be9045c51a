import type { AnswerStatus } from '@studovna/core/domain';
import type { Queryable } from '../../db/database';
import { CURRENT_PRICE_SQL } from '../courses/course-sql';

/** A pinned question of the learner with its quiz, course and the course's categories. */
export interface PinRow {
  question_id: number;
  quiz_id: number;
  quiz_name: string;
  course_id: number;
  course_name: string;
  /** The course's current price (the sale price when lower). */
  course_price: number;
  /** The quiz is a preview item. */
  sample: boolean;
  /** 1-based position of the question in its quiz. */
  position: number;
  answer_status: AnswerStatus;
  pinned_at: Date;
  categories: { id: number; slug: string; name: string }[];
}

/**
 * The learner's pinned questions of published courses (only of courses in the category `slug`, when
 * given), ordered by the course's first category, the course, the quiz in the curriculum and the
 * question's position. One query.
 */
export async function findPins(db: Queryable, userId: number, slug: string | null): Promise<PinRow[]> {
  return db.query<PinRow>(
    `select qs.question_id, q.quiz_id, i.title as quiz_name, c.id as course_id, c.title as course_name,
            ${CURRENT_PRICE_SQL} as course_price, i.preview as sample, pos.position, qs.answer_status, coalesce(qs.pinned_at, qs.updated_at) as pinned_at,
            coalesce(cats.list, '[]'::json) as categories
       from question_statuses qs
       join questions q on q.id = qs.question_id
       join items i on i.id = q.quiz_id
       join sections s on s.id = i.section_id
       join courses c on c.id = i.course_id and c.status = 'publish'
       cross join lateral (
         select count(*)::int as position from questions o
          where o.quiz_id = q.quiz_id and (o.sort < q.sort or (o.sort = q.sort and o.id <= q.id))
       ) pos
       left join lateral (
         select json_agg(json_build_object('id', cat.id, 'slug', cat.slug, 'name', cat.name)
                         order by cat.sort, cat.id) as list,
                min(cat.sort) as first_sort,
                bool_or(cat.slug = $2) as in_category
           from course_categories cc join categories cat on cat.id = cc.category_id
          where cc.course_id = c.id
       ) cats on true
      where qs.user_id = $1 and qs.pinned and ($2::text is null or cats.in_category)
      order by cats.first_sort nulls last, c.id, s.sort, i.sort, i.id, pos.position`,
    [userId, slug],
  );
}
