import type { Queryable } from '../../db/database';

/** A quiz as the studio edits it: its item, settings and course (the quizzes table of migration 0001). */
export interface StudioQuizDbRow {
  id: number;
  title: string;
  preview: boolean;
  course_id: number;
  course_title: string;
  course_author_id: number;
  time_limit_seconds: number;
  passing_grade: number;
  retake_count: number;
  instant_check: boolean;
  wrong_penalty: string;
  skip_penalty: string;
  /** A mock test's parts (migration 0029). */
  parts: { title: string; time_limit_seconds: number }[];
}

export interface QuizQuestionDbRow {
  id: number;
  type: 'true_or_false' | 'single_choice' | 'multi_choice' | 'fill_in_blanks' | 'sorting_choice';
  title: string;
  mark: number;
  revision: number;
  /** Its part in a mock test; null otherwise. */
  part: number | null;
}

export async function findStudioQuiz(
  db: Queryable,
  id: number,
  options: { lock?: boolean } = {},
): Promise<StudioQuizDbRow | undefined> {
  const [row] = await db.query<StudioQuizDbRow>(
    `select i.id, i.title, i.preview, c.id as course_id, c.title as course_title, c.author_id as course_author_id,
            z.time_limit_seconds, z.passing_grade, z.retake_count, z.instant_check, z.wrong_penalty,
            z.skip_penalty, z.parts
       from items i join quizzes z on z.item_id = i.id join courses c on c.id = i.course_id
      where i.id = $1 and i.type = 'lp_quiz'${options.lock ? ' for update of i, z' : ''}`,
    [id],
  );
  return row;
}

export async function findQuizQuestions(db: Queryable, quizId: number): Promise<QuizQuestionDbRow[]> {
  return db.query<QuizQuestionDbRow>(
    'select id, type, title, mark, revision, part from questions where quiz_id = $1 order by sort, id',
    [quizId],
  );
}

export type QuizSettingsFields = Omit<
  StudioQuizDbRow,
  'id' | 'course_id' | 'course_title' | 'course_author_id' | 'parts'
>;

export async function updateQuizSettings(tx: Queryable, id: number, s: QuizSettingsFields): Promise<void> {
  await tx.query('update items set title = $2, preview = $3 where id = $1', [id, s.title, s.preview]);
  await tx.query(
    `update quizzes set time_limit_seconds = $2, passing_grade = $3, retake_count = $4, instant_check = $5,
            wrong_penalty = $6, skip_penalty = $7
      where item_id = $1`,
    [
      id,
      s.time_limit_seconds,
      s.passing_grade,
      s.retake_count,
      s.instant_check,
      s.wrong_penalty,
      s.skip_penalty,
    ],
  );
}

/**
 * Puts the questions in the quiz in this order; every other question of the quiz goes back to the bank. A
 * question keeps its mock-test part only while it stays in its quiz (a part is an index into that quiz's
 * parts).
 */
export async function setQuizQuestionOrder(
  tx: Queryable,
  quizId: number,
  ids: readonly number[],
): Promise<void> {
  await tx.query(
    'update questions set quiz_id = null, part = null where quiz_id = $1 and not (id = any($2::int[]))',
    [quizId, ids],
  );
  await tx.query(
    `update questions q set quiz_id = $1, sort = o.sort - 1, updated_at = now(),
            part = case when q.quiz_id = $1 then q.part end
       from unnest($2::int[]) with ordinality as o(id, sort) where q.id = o.id`,
    [quizId, ids],
  );
}
