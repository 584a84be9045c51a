import { z } from 'zod/mini';
import { actionResponse, cacheBuster, idParam } from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';
import { courseSummarySchema, sectionSchema } from './courses';
import { entityId, idKey } from './fields';
import { questionStatusValue } from './question';

/** Pins, question statistics, percentile and per-course quiz summaries (the quiz endpoints that are not an attempt). */

const base = NAMESPACES.learnpress;

export const storeQuestion = defineEndpoint({
  name: 'quiz.storeQuestion',
  method: 'GET',
  path: `${base}/quiz/store-question`,
  auth: 'required',
  summary:
    'Store the caller’s status of one question (a GET with an effect, as SPEC §7 has it): the new status with SPEC §3 digits, ±10 toggles the pin, -1 removes the record. Pinning needs an active study plan (403).',
  query: z.object({
    /** The quiz the question was met in. */
    id: idParam,
    question_id: idParam,
    /** Must be the caller (403 otherwise). */
    user_id: idParam,
    /** An integer as written (an empty or non-decimal value is refused, never read as 0). */
    status: z.pipe(
      z.union([z.number(), z.pipe(z.string().check(z.regex(/^-?\d+$/)), z.transform(Number))]),
      questionStatusValue,
    ),
    v: cacheBuster,
  }),
  response: actionResponse(
    z.nullable(
      z.object({ question_id: entityId, status: z.number().check(z.int(), z.minimum(-1), z.maximum(13)) }),
    ),
  ),
});

export const quizCourseSummary = defineEndpoint({
  name: 'quiz.courseSummary',
  method: 'GET',
  path: `${base}/quiz/quiz-course-summary`,
  auth: 'required',
  summary:
    'The course a quiz belongs to and its curriculum with the caller’s graduation per item, for moving between quizzes and sections.',
  query: z.object({
    /** A quiz id. */
    id: idParam,
    v: cacheBuster,
  }),
  response: z.object({
    data: z.object({ course: courseSummarySchema, sections: z.array(sectionSchema) }),
  }),
});

export const quizPercentile = defineEndpoint({
  name: 'quiz.percentile',
  method: 'GET',
  path: `${base}/quiz/percentil`,
  auth: 'required',
  summary:
    'Percentile of user_mark (points) on a quiz (LearnPress-style spelling): the share of learners whose counted score — the best result of their finished graded attempts — is at most that mark, so the top score is 1 and ties share one value (decision 0008). Without user_mark, of the caller’s counted score (404 quiz_no_result before the first finish). With the learners’ counted scores in ten bands for a chart.',
  query: z.object({ id: idParam, user_mark: z.optional(z.coerce.number()), v: cacheBuster }),
  response: z.object({
    /** 0–1 with four decimals (the client also accepts percent, SPEC §4). */
    percentil: z.number().check(z.minimum(0), z.maximum(100)),
    /** Learners with a counted score the mark was compared with. */
    learners: z.optional(z.number().check(z.int(), z.nonnegative())),
    /**
     * Learners by counted score in ten bands of ten percent, lowest first: 0–10 %, 10–20 %, …, 90–100 %
     * (each band holds its lower bound; the last one holds 100 %). The bands sum to `learners`.
     */
    distribution: z.optional(z.array(z.number().check(z.int(), z.nonnegative())).check(z.length(10))),
  }),
});

/** Statistics of one quiz for the caller. */
export const quizStatisticSchema = z.looseObject({
  /** 0–1 with four decimals, of the attempt chosen by `heuristic`. */
  percentil: z.number().check(z.minimum(0), z.maximum(100)),
  /** Which attempt the figures describe: this server answers `best`, the counted attempt. */
  heuristic: z.enum(['latest', 'best']),
  /** Answered questions in percent 0–100. */
  user_progress: z.number().check(z.minimum(0), z.maximum(100)),
  user_mark: z.number(),
  /** Finished graded attempts of the caller (practice runs are not counted). */
  solutions: z.number().check(z.int(), z.nonnegative()),
  /** Score in percent 0–100 of the attempt chosen by `heuristic`. */
  result: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
  /** Learners with a counted score on the quiz. */
  learners: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type QuizStatistic = z.infer<typeof quizStatisticSchema>;

export const quizStatistics = defineEndpoint({
  name: 'quiz.statistics',
  method: 'POST',
  path: `${base}/quiz/statistics`,
  auth: 'required',
  summary:
    'Statistics of many quizzes at once (the app asks 100 at a time); quizzes the caller never finished are left out.',
  body: z.object({ id_list: z.array(idParam).check(z.minLength(1), z.maxLength(100)) }),
  response: z.record(idKey, quizStatisticSchema),
});

/** Lives here rather than in users.ts because it is about questions; the path is LearnPress's users namespace. */
export const questionsStats = defineEndpoint({
  name: 'users.questionsStats',
  method: 'GET',
  path: `${base}/users/questions-stats`,
  auth: 'required',
  summary:
    'Question id → stored status (SPEC §3 digits, ≥10 pinned) of every question the caller answered or pinned.',
  query: z.object({
    /** The caller's user id (403 for another). */
    id: idParam,
    v: cacheBuster,
  }),
  response: z.record(idKey, questionStatusValue),
});
