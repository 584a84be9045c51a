import { z } from 'zod/mini';
import { html, text } from './common';
import { entityId, idKey, yesNo } from './fields';

export const questionType = z.enum([
  'true_or_false',
  'single_choice',
  'multi_choice',
  'fill_in_blanks',
  'sorting_choice',
]);
export type QuestionType = z.infer<typeof questionType>;

export { FIB_PLACEHOLDER_PATTERN, fibPlaceholder } from './wire-values';

/** Per blank, revealed after check or finish: the right fill and whether the caller's fill matched. */
export const blankAnswerSchema = z.looseObject({
  correct: z.string(),
  is_correct: z.boolean(),
  /** What the caller filled in, `''` when nothing. */
  answer: z.optional(z.string()),
});

export const questionOptionSchema = z.looseObject({
  /** Stable option id. */
  uid: z.string(),
  /** What an answer sends back for this option. */
  value: z.string(),
  /** HTML label; the app shows letters A–P before it (16 options at most). */
  title: z.string(),
  /** Whether this option is right; only present after the question is checked or the quiz finished. */
  is_true: z.optional(yesNo),
  /** sorting_choice: the option's correct position (0-based), only after check or finish. */
  sorting: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** fill_in_blanks: blank ids in order of appearance. */
  ids: z.optional(z.array(z.string())),
  /** fill_in_blanks: the text with one {@link fibPlaceholder} per blank, tags stripped. */
  title_api: z.optional(z.string()),
  /** fill_in_blanks: blank id → result, only after check or finish (empty object before). */
  answers: z.optional(z.record(z.string(), blankAnswerSchema)),
});
export type QuestionOption = z.infer<typeof questionOptionSchema>;

export const questionSchema = z
  .looseObject({
    id: entityId,
    type: questionType,
    title: z.string(),
    content: z.optional(html),
    /** Points for a correct answer. */
    point: z.number().check(z.nonnegative()),
    /** The video solution (URL or embed HTML); absent when the question has none. */
    hint: z.optional(z.string()),
    /** HTML; `null` (or absent) until the question is checked or the quiz finished. */
    explanation: z.nullish(html),
    has_explanation: z.optional(z.boolean()),
    options: z.array(questionOptionSchema),
    /** The quiz the question belongs to, sent where another quiz shows it: the sample tasks (pins name it). */
    quiz_id: z.optional(entityId),
    /** In a mock test: the index of the question's part in the quiz's `meta_data.parts`. */
    part: z.optional(z.number().check(z.int(), z.nonnegative())),
  })
  .register(z.globalRegistry, { id: 'Question' });
export type Question = z.infer<typeof questionSchema>;

/**
 * The caller's answer to one question: an option value (true_or_false, single_choice), option values
 * (multi_choice; sorting_choice in the chosen order), or blank id → fill (fill_in_blanks). A one-answer
 * question also takes a list of one value, as LearnPress does (kept and shown as the value); several
 * values for it are refused with 400 `quiz_single_answer_expected` (`data.question_id` names it).
 */
export const answerValueSchema = z.union([text, z.array(text), z.record(text, text)]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

/** Question id → answer, as quiz finish sends it. */
export const answeredMapSchema = z.record(idKey, answerValueSchema);
export type AnsweredMap = z.infer<typeof answeredMapSchema>;

/**
 * Seconds each question was on screen so far in an attempt (the app's running totals; decision 0032).
 * At most a day each: no attempt runs longer.
 */
export const questionSecondsSchema = z.record(
  idKey,
  z.number().check(z.int(), z.nonnegative(), z.maximum(86_400)),
);

/** Result of one answered or checked question inside quiz results. */
export const answeredResultSchema = z.looseObject({
  answered: answerValueSchema,
  correct: z.boolean(),
  /** Points earned (negative with negative marking). */
  mark: z.optional(z.number()),
  explanation: z.nullish(html),
  /** fill_in_blanks: blank id → correct. */
  blanks: z.optional(z.record(z.string(), z.boolean())),
});
export type AnsweredResult = z.infer<typeof answeredResultSchema>;

/**
 * Stored question status (SPEC §3): last digit 0 not answered, 1 correct, 2 re-correct, 3 incorrect;
 * +10 when pinned. `-1` in a store-question call removes the record.
 */
export const questionStatusValue = z.number().check(
  z.int(),
  z.refine((n) => n === -1 || (n >= 0 && n <= 13 && n % 10 <= 3), 'Not a question status'),
);
