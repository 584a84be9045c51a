import { z } from 'zod/mini';
import { idParams, text } from '../common';
import { defineEndpoint, NAMESPACES } from '../endpoint';
import { entityId } from '../fields';
import { questionType } from '../question';
import { authorText, studioAnswer } from './studio-fields';

/**
 * A quiz's settings as the studio edits them: exactly those the quiz engine honours (decision 0024).
 * Hints are shown whenever a question has one, and the review always shows the right answers: neither is
 * a setting of the engine, so neither is here.
 */
export const quizSettingsSchema = z.object({
  title: z.string(),
  /** Seconds; 0 = no time limit. */
  time_limit_seconds: z.number(),
  /** Percent of the points needed to pass, 0–100. */
  passing_grade: z.number(),
  /** Retakes allowed after the first attempt; -1 unlimited. */
  retake_count: z.number(),
  /** Learners may check each answer during the attempt (and it locks). */
  instant_check: z.boolean(),
  /**
   * The share of a question's points a wrong answer takes off, in lowest terms: `0`, `1` (LearnPress's
   * negative marking) or `n/d` such as `1/5` (TSP) or `1/3` (the Scio tests). The studio also accepts a
   * decimal (`0,25`) and stores it as its fraction.
   */
  wrong_penalty: text,
  /** The share of a question's points a skipped question takes off, written as `wrong_penalty`. */
  skip_penalty: text,
  /** A sample task: guests and learners without a plan may open it (decision 0010). */
  preview: z.boolean(),
});
export type StudioQuizSettings = z.infer<typeof quizSettingsSchema>;

/** A question of the quiz, in its order. */
export const quizQuestionSchema = z.object({
  id: entityId,
  type: questionType,
  title: z.string(),
  /** Its points. */
  mark: z.number(),
  revision: z.number(),
});

export const studioQuizSchema = z.object({
  id: entityId,
  course: z.object({ id: entityId, title: z.string() }),
  settings: quizSettingsSchema,
  questions: z.array(quizQuestionSchema),
  /** Sum of the questions' points. */
  total_mark: z.number(),
  /**
   * A mock test's parts in order with how many of its questions each holds (decision 0043); empty for any
   * other quiz. The studio shows them and does not change them.
   */
  parts: z.array(z.object({ title: z.string(), time_limit_seconds: z.number(), questions: z.number() })),
  may_edit: z.boolean(),
});
export type StudioQuiz = z.infer<typeof studioQuizSchema>;

export const getQuiz = defineEndpoint({
  name: 'studio.quizzes.get',
  method: 'GET',
  path: `${NAMESPACES.studio}/quizzes/:id`,
  auth: 'studio',
  summary: 'A quiz of a course: its settings and its questions in order with their points.',
  params: idParams,
  response: studioQuizSchema,
});

export const updateQuizSettings = defineEndpoint({
  name: 'studio.quizzes.update',
  method: 'POST',
  path: `${NAMESPACES.studio}/quizzes/:id`,
  auth: 'studio',
  summary:
    'Saves every setting of a quiz. Wrong fields answer 400 `studio_invalid` with `data.fields`, nothing written. Finished attempts keep their scores.',
  params: idParams,
  body: z.object({ ...quizSettingsSchema.shape, title: authorText(1_000) }),
  response: studioAnswer(studioQuizSchema),
});

export const setQuizQuestions = defineEndpoint({
  name: 'studio.quizzes.questions',
  method: 'POST',
  path: `${NAMESPACES.studio}/quizzes/:id/questions`,
  auth: 'studio',
  summary:
    'The quiz’s questions in their new order, picked from the bank (unassigned or already in this quiz), each with its points; a question left out goes back to the bank. A changed points value is a new revision of that question.',
  params: idParams,
  body: z.object({
    questions: z.array(z.object({ id: entityId, mark: z.optional(z.number()) })).check(z.maxLength(500)),
  }),
  response: studioAnswer(studioQuizSchema),
});
