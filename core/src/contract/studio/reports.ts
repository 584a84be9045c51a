import { z } from 'zod/mini';
import { idParams } from '../common';
import { defineEndpoint, NAMESPACES } from '../endpoint';
import { entityId } from '../fields';
import { questionType } from '../question';

/**
 * Reports of what learners did (decision 0030, Moodle's quiz statistics are the anchor): the item
 * analysis of a quiz and a course's funnel and daily activity. An instructor reads those of their own
 * courses, the team every course's.
 */

export const itemFlagSchema = z.object({
  reason: z.enum(['negative_discrimination', 'low_discrimination', 'unused_option']),
  /** The option nobody chose (its title), for `unused_option`. */
  option: z.optional(z.string()),
});
export type ItemFlag = z.infer<typeof itemFlagSchema>;

/** One question of the quiz, counted over the learners whose first attempt had its current revision. */
export const itemReportSchema = z.object({
  id: entityId,
  title: z.string(),
  type: questionType,
  /** The question's current revision, the one counted here. */
  revision: z.number(),
  learners: z.number(),
  correct: z.number(),
  /** Learners who gave no answer. */
  skipped: z.number(),
  /** Share right, 0–1; null without learners. */
  facility: z.nullable(z.number()),
  /** Point-biserial with the rest of the attempt, −1…1; null when it cannot be computed. */
  discrimination: z.nullable(z.number()),
  /** The current options and how many learners chose each; null for types without options to choose. */
  options: z.nullable(
    z.array(z.object({ value: z.string(), title: z.string(), is_true: z.boolean(), chosen: z.number() })),
  ),
  /** Mean seconds the question was on screen, over the learners whose time was measured; null without. */
  average_seconds: z.nullable(z.number()),
  /** Learners whose time on the question was measured (attempts made before the app measured it have none). */
  timed_learners: z.number(),
  /** Learners who have the question pinned on their board now. */
  pinned: z.number(),
  /** Learners counted with earlier revisions, apart from these numbers. */
  earlier_learners: z.number(),
  flags: z.array(itemFlagSchema),
  /** The question in the studio's editor. */
  edit_path: z.string(),
});
export type ItemReport = z.infer<typeof itemReportSchema>;

export const quizReportSchema = z.object({
  quiz: z.object({ id: entityId, title: z.string() }),
  course: z.object({ id: entityId, title: z.string() }),
  /** Learners counted: each with their first finished graded attempt. */
  learners: z.number(),
  /** Mean seconds of those attempts; null without any. */
  average_seconds: z.nullable(z.number()),
  questions: z.array(itemReportSchema),
  /** The rule of the flags: at least this many learners, discrimination below this. */
  thresholds: z.object({ min_learners: z.number(), low_discrimination: z.number() }),
});
export type QuizReport = z.infer<typeof quizReportSchema>;

export const courseReportSchema = z.object({
  course: z.object({ id: entityId, title: z.string() }),
  funnel: z.object({ enrolled: z.number(), started: z.number(), finished: z.number(), passed: z.number() }),
  /** Learners active each day of the last 90 days (oldest first), days in Prague time (YYYY-MM-DD). */
  activity: z.array(z.object({ date: z.string(), learners: z.number() })),
  quizzes: z.array(z.object({ id: entityId, title: z.string(), learners: z.number(), flagged: z.number() })),
});
export type CourseReport = z.infer<typeof courseReportSchema>;

export const listCourses = defineEndpoint({
  name: 'studio.reports.courses',
  method: 'GET',
  path: `${NAMESPACES.studio}/reports/courses`,
  auth: 'studio',
  summary: 'The caller’s courses (the team: all) with their enrolled learners and flagged questions.',
  response: z.object({
    courses: z.array(
      z.object({ id: entityId, title: z.string(), enrolled: z.number(), flagged: z.number() }),
    ),
  }),
});

export const getCourseReport = defineEndpoint({
  name: 'studio.reports.course',
  method: 'GET',
  path: `${NAMESPACES.studio}/reports/courses/:id`,
  auth: 'studio',
  summary:
    'A course’s funnel (enrolled → started → finished → passed), learners active per day (90 days) and its quizzes.',
  params: idParams,
  response: courseReportSchema,
});

export const getQuizReport = defineEndpoint({
  name: 'studio.reports.quiz',
  method: 'GET',
  path: `${NAMESPACES.studio}/reports/quizzes/:id`,
  auth: 'studio',
  summary:
    'Item analysis of a quiz over learners’ first attempts: facility, discrimination, options chosen, pins, flags.',
  params: idParams,
  response: quizReportSchema,
});
