import { z } from 'zod/mini';
import { actionResponse, cacheBuster, html, storedId, text } from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';
import { entityId } from './fields';
import { answeredResultSchema, answerValueSchema, questionOptionSchema, questionSchema } from './question';

/**
 * The practice of pinned and wrongly answered questions on a spaced-repetition schedule (FSRS), on the
 * Board (issue 6). Additions to SPEC §7; the endpoints keep their `board.*` names and paths.
 */

const base = NAMESPACES.learnpress;

/** One question due in the practice queue (answers not revealed). */
export const practiceCardSchema = z.object({
  question: questionSchema,
  quizId: entityId,
  quizName: z.string(),
  courseId: entityId,
  courseName: z.string(),
  /** The stored status (SPEC §3 digits). */
  status: z.number().check(z.int(), z.minimum(0), z.maximum(13)),
  /** Why it is in the queue. */
  reason: z.enum(['pinned', 'incorrect', 'both']),
  /** When it is due, ISO 8601. */
  due: z.string(),
  /** Times practised, and forgotten. */
  reps: z.number().check(z.int(), z.nonnegative()),
  lapses: z.number().check(z.int(), z.nonnegative()),
});
export type PracticeCard = z.infer<typeof practiceCardSchema>;

export const practiceQueue = defineEndpoint({
  name: 'board.practiceQueue',
  method: 'GET',
  path: `${base}/board/practice`,
  auth: 'required',
  summary:
    'The caller’s practice queue: pinned and wrongly answered questions (of the category, when given) that are due now, most overdue first (at most 50), with how many are due today and how many are in practice at all. Questions answered right on spaced days have left it.',
  query: z.object({ category: z.optional(text.check(z.maxLength(200))), v: cacheBuster }),
  response: z.object({
    cards: z.array(practiceCardSchema),
    /** Due by the end of today (the Board tab's count). */
    due_today: z.number().check(z.int(), z.nonnegative()),
    /** Questions in practice, due or not. */
    total: z.number().check(z.int(), z.nonnegative()),
    /** When the earliest question of practice not due yet will be, ISO 8601; null when none waits. */
    next_due: z.optional(z.nullable(z.string())),
  }),
});

/** What answering a practice question revealed and scheduled. */
export const practiceAnswerData = z.object({
  question_id: entityId,
  result: answeredResultSchema,
  explanation: z.nullable(html),
  /** The question's options with is_true (and blank answers) revealed. */
  options: z.array(questionOptionSchema),
  /** The question's new stored status (SPEC §3 digits, pin kept). */
  question_status: z.number().check(z.int(), z.minimum(0), z.maximum(13)),
  /** Next time it is due, ISO 8601; null once it has left the queue. */
  next_due: z.nullable(z.string()),
  /** It was answered right on spaced days and has left the queue. */
  retired: z.boolean(),
  due_today: z.number().check(z.int(), z.nonnegative()),
});
export type PracticeAnswerData = z.infer<typeof practiceAnswerData>;

export const answerPractice = defineEndpoint({
  name: 'board.practiceAnswer',
  method: 'POST',
  path: `${base}/board/practice/answer`,
  auth: 'required',
  summary:
    'Answer one question of the practice queue: graded at once with the explanation, scheduled again by FSRS (right = Good, wrong or empty = Again). It updates the question’s status but never a quiz grade, attempt or percentile. `action_id` makes a repeated send apply once. Needs the study plan, as evaluating the quiz does (403 otherwise).',
  body: z.object({
    question_id: storedId,
    answered: z.nullable(answerValueSchema),
    /** Client-made id of this answer; a second send with the same id answers the first result. */
    action_id: z.optional(text.check(z.minLength(8), z.maxLength(64))),
    /** The category being practised (a slug): `due_today` of the answer counts only that category. */
    category: z.optional(text.check(z.maxLength(200))),
  }),
  response: actionResponse(z.nullable(practiceAnswerData)),
});

export const practiceDue = defineEndpoint({
  name: 'board.practiceDue',
  method: 'GET',
  path: `${base}/board/due`,
  auth: 'required',
  summary: 'How many practice questions are due today (for the Board tab), in all categories or one.',
  query: z.object({ category: z.optional(text.check(z.maxLength(200))), v: cacheBuster }),
  response: z.object({ due_today: z.number().check(z.int(), z.nonnegative()) }),
});
