import type { Queryable } from '../../db/database';

/** A learner's finished attempt with its quiz and course (the team's learner page). */
export interface LearnerAttemptRow {
  id: number;
  quiz_id: number;
  quiz_title: string;
  course_id: number;
  course_title: string;
  finished_at: Date;
  result: string | number;
  graduation: 'passed' | 'failed';
  practice: boolean;
}

/** The learner's newest finished attempts, graded and practice. */
export const findLearnerAttempts = (db: Queryable, userId: number, limit: number) =>
  db.query<LearnerAttemptRow>(
    `select a.id, a.quiz_id, q.title as quiz_title, a.course_id, c.title as course_title, a.finished_at,
            coalesce(a.result, 0) as result, coalesce(a.graduation, 'failed') as graduation, a.practice
       from quiz_attempts a join items q on q.id = a.quiz_id join courses c on c.id = a.course_id
      where a.user_id = $1 and a.status = 'completed' and a.results is not null
      order by a.finished_at desc, a.id desc limit $2`,
    [userId, limit],
  );
