import { z } from 'zod/mini';
import { text } from '../contract/common';

/**
 * The shape of a {@link QuestionDraft} on the wire. Only the shape, with bounds generous enough that a
 * draft breaking a rule still parses: what is wrong with it (an empty title, a single choice with two right
 * options, a text too long) is `questionDraftProblems`' to say, field by field, in the author's language.
 */
const bounded = (max: number) => text.check(z.maxLength(max));
const longText = bounded(200_000);
const shortText = bounded(10_000);

const draftBase = {
  title: shortText,
  content: z.optional(longText),
  hint: z.optional(shortText),
  explanation: longText,
  mark: z.optional(z.number()),
  tags: z.array(shortText).check(z.maxLength(200)),
  difficulty: z.optional(z.union([z.literal(1), z.literal(2), z.literal(3)])),
};

const draftOptionSchema = z.object({ title: shortText, correct: z.optional(z.boolean()) });
const draftOptions = z.array(draftOptionSchema).check(z.maxLength(200));

const blankId = bounded(200);
const blankSchema = z.discriminatedUnion('comparison', [
  z.object({
    id: blankId,
    comparison: z.literal('equal'),
    answer: shortText,
    matchCase: z.optional(z.boolean()),
  }),
  z.object({
    id: blankId,
    comparison: z.literal('any'),
    answers: z.array(shortText).check(z.maxLength(200)),
    matchCase: z.optional(z.boolean()),
  }),
  z.object({ id: blankId, comparison: z.literal('range'), min: z.number(), max: z.number() }),
]);

export const questionDraftSchema = z.discriminatedUnion('type', [
  z.object({ ...draftBase, type: z.literal('true_or_false'), answer: z.boolean() }),
  z.object({ ...draftBase, type: z.literal('single_choice'), options: draftOptions }),
  z.object({ ...draftBase, type: z.literal('multi_choice'), options: draftOptions }),
  z.object({
    ...draftBase,
    type: z.literal('sorting_choice'),
    ordered: z.array(shortText).check(z.maxLength(200)),
  }),
  z.object({
    ...draftBase,
    type: z.literal('fill_in_blanks'),
    text: longText,
    blanks: z.array(blankSchema).check(z.maxLength(200)),
  }),
]);
