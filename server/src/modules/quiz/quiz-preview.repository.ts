import type { Queryable } from '../../db/database';
import type { OptionRow, QuestionRow } from './quiz-content.repository';

/** What the synthetic preview quiz of a course is made of: the course and its preview quizzes' questions. */

export interface PreviewCourseRow {
  id: number;
  title: string;
  slug: string;
}

export async function findPreviewCourse(
  db: Queryable,
  courseId: number,
): Promise<PreviewCourseRow | undefined> {
  const [row] = await db.query<PreviewCourseRow>(
    `select id, title, slug from courses where id = $1 and status = 'publish'`,
    [courseId],
  );
  return row;
}

/** Quizzes of the course that are preview items; `quiz_id` orders questions by curriculum. */
const PREVIEW_QUIZZES = `
  select i.id, s.sort as section_sort, s.id as section_id, i.sort as item_sort
    from items i join sections s on s.id = i.section_id
   where i.course_id = $1 and i.type = 'lp_quiz' and i.preview`;

/** A sample task, with the preview quiz it belongs to (pins are stored per quiz). */
export interface PreviewQuestionRow extends QuestionRow {
  quiz_id: number;
}

/**
 * Every question of the course's preview quizzes in curriculum order (section, item, question), and
 * all their options in order.
 */
export async function findPreviewQuestions(
  db: Queryable,
  courseId: number,
): Promise<{ questions: PreviewQuestionRow[]; options: OptionRow[] }> {
  const [questions, options] = await Promise.all([
    db.query<PreviewQuestionRow>(
      `with pq as (${PREVIEW_QUIZZES})
       select q.id, q.quiz_id, q.type, q.title, q.content, q.hint, q.explanation, q.mark, q.revision, q.settings, q.part
         from questions q join pq on pq.id = q.quiz_id
        order by pq.section_sort, pq.section_id, pq.item_sort, pq.id, q.sort, q.id`,
      [courseId],
    ),
    db.query<OptionRow>(
      `with pq as (${PREVIEW_QUIZZES})
       select o.id, o.question_id, o.sort, o.title, o.value, o.is_true
         from question_options o join questions q on q.id = o.question_id join pq on pq.id = q.quiz_id
        order by o.question_id, o.sort, o.id`,
      [courseId],
    ),
  ]);
  return { questions, options };
}
