import type { CourseReport, ItemReport, QuizReport } from '@studovna/core/contract/studio';
import {
  averageSeconds,
  discrimination,
  facility,
  FLAG_MIN_LEARNERS,
  isChoiceType,
  itemFlags,
  LOW_DISCRIMINATION,
  mayEditCourse,
  type ItemSums,
} from '@studovna/core/studio';
import type { Database, Queryable } from '../../db/database';
import { countAllPendingAttempts } from '../progress/progress.service';
import type { StudioUser } from '../studio/studio-user';
import { reportErrors } from './report-error';
import {
  countPins,
  findChosenCounts,
  findCourseQuizzes,
  findCurrentQuestions,
  findDailyActivity,
  findFunnel,
  findItemSums,
  findQuizTotals,
  findReportCourse,
  findReportCourses,
  findReportQuiz,
  type QuestionOfReport,
  type ReportCourse,
} from './reports.repository';

/**
 * Reports in the studio (decision 0030): a quiz's item analysis and a course's funnel and activity. An
 * instructor reads the reports of their own courses, the team every course's.
 */

/** Days of daily activity a course report carries (the screen shows the last 30 or all 90). */
export const ACTIVITY_DAYS = 90;

const authorFilter = (user: StudioUser) => (user.role === 'administrator' ? null : user.id);

function assertMayRead(user: StudioUser, course: ReportCourse): void {
  if (!mayEditCourse(user.role, user.id, { authorId: course.author_id })) throw reportErrors.notYours();
}

/** The question in the studio's editor. */
export const questionEditPath = (questionId: number) => `/studio/otazky/${questionId}`;

const NO_SUMS: ItemSums & { timed: number; sumSeconds: number } = {
  timed: 0,
  sumSeconds: 0,
  learners: 0,
  correct: 0,
  answered: 0,
  sumRest: 0n,
  sumRest2: 0n,
  sumCorrectRest: 0n,
};

/** Each current question of the quizzes with its sums, option counts and flags. */
async function analyseItems(db: Queryable, quizIds: readonly number[]) {
  const questions = await findCurrentQuestions(db, quizIds);
  const sums = await findItemSums(db, quizIds);
  const chosen = await findChosenCounts(db, quizIds);
  const chosenOf = new Map(chosen.map((c) => [`${c.question_id}:${c.value}`, c.chosen]));
  return questions.map((q: QuestionOfReport) => {
    const own = sums.filter((s) => s.question_id === q.id && s.quiz_id === q.quiz_id);
    const current = own.find((s) => s.revision === q.revision) ?? NO_SUMS;
    const earlier = own.filter((s) => s.revision !== q.revision).reduce((n, s) => n + s.learners, 0);
    const options = isChoiceType(q.type)
      ? q.options.map((o) => ({ ...o, chosen: chosenOf.get(`${q.id}:${o.value}`) ?? 0 }))
      : null;
    const flags = itemFlags({ type: q.type, sums: current, options: options ?? [] }).map((f) => ({
      reason: f.reason,
      ...(f.option !== undefined
        ? { option: q.options.find((o) => o.value === f.option)?.title ?? f.option }
        : {}),
    }));
    return { question: q, sums: current, earlier, options, flags };
  });
}

export async function quizReport(db: Database, user: StudioUser, quizId: number): Promise<QuizReport> {
  const quiz = await findReportQuiz(db, quizId);
  if (!quiz) throw reportErrors.quizNotFound();
  assertMayRead(user, quiz.course);
  await countAllPendingAttempts(db);
  const items = await analyseItems(db, [quizId]);
  const pins = await countPins(
    db,
    items.map((i) => i.question.id),
  );
  const totals = await findQuizTotals(db, quizId);
  const questions: ItemReport[] = items.map(({ question: q, sums, earlier, options, flags }) => ({
    id: q.id,
    title: q.title,
    type: q.type as ItemReport['type'],
    revision: q.revision,
    learners: sums.learners,
    correct: sums.correct,
    skipped: sums.learners - sums.answered,
    facility: facility(sums),
    discrimination: discrimination(sums),
    options,
    average_seconds: averageSeconds(sums),
    timed_learners: sums.timed,
    pinned: pins.get(q.id) ?? 0,
    earlier_learners: earlier,
    flags,
    edit_path: questionEditPath(q.id),
  }));
  return {
    quiz: { id: quiz.id, title: quiz.title },
    course: { id: quiz.course.id, title: quiz.course.title },
    learners: totals.learners,
    average_seconds: totals.learners > 0 ? Math.round(totals.sum_time_spend / totals.learners) : null,
    questions,
    thresholds: { min_learners: FLAG_MIN_LEARNERS, low_discrimination: LOW_DISCRIMINATION },
  };
}

export async function courseReport(db: Database, user: StudioUser, courseId: number): Promise<CourseReport> {
  const course = await findReportCourse(db, courseId);
  if (!course) throw reportErrors.courseNotFound();
  assertMayRead(user, course);
  await countAllPendingAttempts(db);
  const quizzes = await findCourseQuizzes(db, [courseId]);
  const flagged = await flaggedCounts(
    db,
    quizzes.map((q) => q.id),
  );
  return {
    course: { id: course.id, title: course.title },
    funnel: await findFunnel(db, courseId),
    activity: await findDailyActivity(db, courseId, ACTIVITY_DAYS),
    quizzes: quizzes.map((q) => ({
      id: q.id,
      title: q.title,
      learners: q.learners,
      flagged: flagged.get(q.id) ?? 0,
    })),
  };
}

async function flaggedCounts(db: Queryable, quizIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (const item of await analyseItems(db, quizIds))
    if (item.flags.length > 0)
      counts.set(item.question.quiz_id, (counts.get(item.question.quiz_id) ?? 0) + 1);
  return counts;
}

export async function reportCourses(db: Database, user: StudioUser) {
  await countAllPendingAttempts(db);
  const courses = await findReportCourses(db, authorFilter(user));
  const quizzes = await findCourseQuizzes(
    db,
    courses.map((c) => c.id),
  );
  const flagged = await flaggedCounts(
    db,
    quizzes.map((q) => q.id),
  );
  return {
    courses: courses.map((c) => ({
      id: c.id,
      title: c.title,
      enrolled: c.enrolled,
      flagged: quizzes.filter((q) => q.course_id === c.id).reduce((n, q) => n + (flagged.get(q.id) ?? 0), 0),
    })),
  };
}

export interface FlaggedQuestion {
  quiz: { id: number; title: string };
  course: { id: number; title: string };
  question: { id: number; title: string };
  /** Every reason it is flagged (decision 0030), with the unused option's title where there is one. */
  reasons: { reason: ItemReport['flags'][number]['reason']; option?: string }[];
  /** The question in the studio's editor (a path of the app). */
  studioPath: string;
}

/**
 * The flagged questions of the courses a user authors, for other code such as an instructor's weekly
 * e-mail: quiz, course, question, reasons and the path of its editor. Reads the same sums as the report.
 * Attempts of the last second may not be counted yet (decision 0037).
 */
export async function flaggedQuestionsOfAuthor(db: Queryable, userId: number): Promise<FlaggedQuestion[]> {
  const courses = await findReportCourses(db, userId);
  const quizzes = await findCourseQuizzes(
    db,
    courses.map((c) => c.id),
  );
  const quizOf = new Map(quizzes.map((q) => [q.id, q]));
  const courseOf = new Map(courses.map((c) => [c.id, c]));
  return (await analyseItems(db, [...quizOf.keys()]))
    .filter((item) => item.flags.length > 0)
    .map(({ question, flags }) => {
      const quiz = quizOf.get(question.quiz_id)!;
      const course = courseOf.get(quiz.course_id)!;
      return {
        quiz: { id: quiz.id, title: quiz.title },
        course: { id: course.id, title: course.title },
        question: { id: question.id, title: question.title },
        reasons: flags,
        studioPath: questionEditPath(question.id),
      };
    });
}
