import type { ItemSums } from '@studovna/core/studio';
import type { Queryable } from '../../db/database';

/**
 * What the studio's reports read (decision 0030): the item-analysis sums the progress module keeps
 * (migration 0023), the quizzes' current questions and options, pins, and a course's learners. Every
 * query of a quiz's report reads a few rows per question, never the attempts.
 */

export interface ReportCourse {
  id: number;
  title: string;
  author_id: number;
}

export interface ReportQuiz {
  id: number;
  title: string;
  course: ReportCourse;
}

export async function findReportCourse(db: Queryable, courseId: number): Promise<ReportCourse | undefined> {
  const [row] = await db.query<ReportCourse>('select id, title, author_id from courses where id = $1', [
    courseId,
  ]);
  return row;
}

export async function findReportQuiz(db: Queryable, quizId: number): Promise<ReportQuiz | undefined> {
  const [row] = await db.query<{
    id: number;
    title: string;
    course_id: number;
    course_title: string;
    author_id: number;
  }>(
    `select i.id, i.title, c.id as course_id, c.title as course_title, c.author_id
       from items i join courses c on c.id = i.course_id where i.id = $1 and i.type = 'lp_quiz'`,
    [quizId],
  );
  return (
    row && {
      id: row.id,
      title: row.title,
      course: { id: row.course_id, title: row.course_title, author_id: row.author_id },
    }
  );
}

export interface QuestionOfReport {
  id: number;
  quiz_id: number;
  title: string;
  type: string;
  revision: number;
  options: { value: string; title: string; is_true: boolean }[];
}

/** The quizzes' questions as they are now (archived ones aside), in order, with their current options. */
export async function findCurrentQuestions(
  db: Queryable,
  quizIds: readonly number[],
): Promise<QuestionOfReport[]> {
  if (quizIds.length === 0) return [];
  const questions = await db.query<Omit<QuestionOfReport, 'options'>>(
    `select id, quiz_id, title, type, revision from questions
      where quiz_id = any($1::int[]) and archived_at is null order by quiz_id, sort, id`,
    [[...quizIds]],
  );
  const options = await db.query<{ question_id: number; value: string; title: string; is_true: boolean }>(
    `select o.question_id, o.value, o.title, o.is_true from question_options o
       join questions q on q.id = o.question_id
      where q.quiz_id = any($1::int[]) and q.archived_at is null order by o.question_id, o.sort, o.id`,
    [[...quizIds]],
  );
  const byQuestion = new Map<number, QuestionOfReport['options']>();
  for (const { question_id, ...o } of options)
    byQuestion.set(question_id, [...(byQuestion.get(question_id) ?? []), o]);
  return questions.map((q) => ({ ...q, options: byQuestion.get(q.id) ?? [] }));
}

export interface SumsRow extends ItemSums {
  quiz_id: number;
  question_id: number;
  revision: number;
  /** Learners whose seconds on the question were measured, and those seconds together. */
  timed: number;
  sumSeconds: number;
}

/** The sums of every question and revision of the quizzes. */
export async function findItemSums(db: Queryable, quizIds: readonly number[]): Promise<SumsRow[]> {
  if (quizIds.length === 0) return [];
  const rows = await db.query<{
    quiz_id: number;
    question_id: number;
    revision: number;
    learners: number;
    correct: number;
    answered: number;
    sum_rest: number;
    sum_rest2: number;
    sum_correct_rest: number;
    timed: number;
    sum_seconds: number;
  }>(
    `select quiz_id, question_id, revision, learners, correct, answered, sum_rest, sum_rest2, sum_correct_rest,
            timed, sum_seconds
       from item_analysis_questions where quiz_id = any($1::int[])`,
    [[...quizIds]],
  );
  // the drivers answer int8 as numbers; the sums stay far below 2^53 (decision 0030)
  return rows.map((r) => ({
    quiz_id: r.quiz_id,
    question_id: r.question_id,
    revision: r.revision,
    learners: r.learners,
    correct: r.correct,
    answered: r.answered,
    sumRest: BigInt(r.sum_rest),
    sumRest2: BigInt(r.sum_rest2),
    sumCorrectRest: BigInt(r.sum_correct_rest),
    timed: r.timed,
    sumSeconds: Number(r.sum_seconds),
  }));
}

/** How many learners chose each option value of the questions' current revisions. */
export async function findChosenCounts(
  db: Queryable,
  quizIds: readonly number[],
): Promise<{ question_id: number; value: string; chosen: number }[]> {
  if (quizIds.length === 0) return [];
  return db.query(
    `select o.question_id, o.value, o.chosen from item_analysis_options o
       join questions q on q.id = o.question_id and q.revision = o.revision
      where o.quiz_id = any($1::int[])`,
    [[...quizIds]],
  );
}

/** Learners who have each of the questions pinned (the partial index of pinned rows). */
export async function countPins(db: Queryable, questionIds: readonly number[]): Promise<Map<number, number>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db.query<{ question_id: number; pins: number }>(
    `select question_id, count(*)::int as pins from question_statuses
      where pinned and question_id = any($1::int[]) group by question_id`,
    [[...questionIds]],
  );
  return new Map(rows.map((r) => [r.question_id, r.pins]));
}

/** Learners counted in a quiz and the seconds their first attempts took together. */
export async function findQuizTotals(
  db: Queryable,
  quizId: number,
): Promise<{ learners: number; sum_time_spend: number }> {
  const [row] = await db.query<{ learners: number; sum_time_spend: number }>(
    'select learners, sum_time_spend from item_analysis_quizzes where quiz_id = $1',
    [quizId],
  );
  return row ?? { learners: 0, sum_time_spend: 0 };
}

/** The courses whose reports the caller reads: an author's own (their id), the team's all (null). */
export async function findReportCourses(
  db: Queryable,
  authorId: number | null,
): Promise<(ReportCourse & { enrolled: number })[]> {
  return db.query(
    `select c.id, c.title, c.author_id,
            (select count(*)::int from user_courses uc
              where uc.course_id = c.id and uc.status in ('enrolled', 'finished')) as enrolled
       from courses c where $1::int is null or c.author_id = $1 order by c.title, c.id`,
    [authorId],
  );
}

/** A course's quizzes in curriculum order, with the learners counted in each. */
export async function findCourseQuizzes(
  db: Queryable,
  courseIds: readonly number[],
): Promise<{ id: number; course_id: number; title: string; learners: number }[]> {
  if (courseIds.length === 0) return [];
  return db.query(
    `select i.id, i.course_id, i.title, coalesce(s.learners, 0) as learners
       from items i join sections se on se.id = i.section_id
       left join item_analysis_quizzes s on s.quiz_id = i.id
      where i.course_id = any($1::int[]) and i.type = 'lp_quiz' order by i.course_id, se.sort, i.sort, i.id`,
    [[...courseIds]],
  );
}

/** Enrolled (or finished) → started an item → finished → passed. */
export async function findFunnel(db: Queryable, courseId: number) {
  const [row] = await db.query<{ enrolled: number; started: number; finished: number; passed: number }>(
    `select count(*)::int as enrolled,
            count(*) filter (where exists (select 1 from user_items ui
                                            where ui.user_id = uc.user_id and ui.course_id = uc.course_id))::int as started,
            count(*) filter (where uc.status = 'finished')::int as finished,
            count(*) filter (where uc.status = 'finished' and uc.graduation = 'passed')::int as passed
       from user_courses uc where uc.course_id = $1 and uc.status in ('enrolled', 'finished')`,
    [courseId],
  );
  return row!;
}

/**
 * Learners active on each of the last `days` days (Prague time), oldest first: who started or completed an
 * item of the course, or finished an attempt at one of its quizzes, that day.
 */
export async function findDailyActivity(
  db: Queryable,
  courseId: number,
  days: number,
): Promise<{ date: string; learners: number }[]> {
  return db.query(
    `with today as (select (now() at time zone 'Europe/Prague')::date as d),
          acts as (
            select user_id, start_time as at from user_items
             where course_id = $1 and start_time >= now() - make_interval(days => $2::int + 1)
            union all
            select user_id, end_time from user_items
             where course_id = $1 and end_time >= now() - make_interval(days => $2::int + 1)
            union all
            select user_id, finished_at from quiz_attempts
             where course_id = $1 and status = 'completed' and finished_at >= now() - make_interval(days => $2::int + 1)),
          per_day as (select (at at time zone 'Europe/Prague')::date as d, count(distinct user_id)::int as learners
                        from acts group by 1)
     select to_char(g.d, 'YYYY-MM-DD') as date, coalesce(p.learners, 0) as learners
       from (select (today.d - n)::date as d from today, generate_series(0, $2::int - 1) n) g
       left join per_day p on p.d = g.d order by g.d`,
    [courseId, days],
  );
}
