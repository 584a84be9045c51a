import { z } from 'zod/mini';
import { questionDraftSchema } from '../../studio/question-draft-schema';
import { idParams, text } from '../common';
import { defineEndpoint, NAMESPACES } from '../endpoint';
import { entityId } from '../fields';
import { questionType } from '../question';
import {
  auditEntrySchema,
  authorText,
  studioAnswer,
  studioPaging,
  studioPersonSchema,
  studioTime,
} from './studio-fields';

/**
 * The question bank (decision 0024). A question is in at most one quiz (LearnPress) or unassigned in the
 * bank; its points are its `mark`. An edit makes a new revision: finished attempts keep the one they were
 * graded with. A question anyone has answered, pinned or practised is archived, never deleted.
 */

/** Where a question is used: its quiz and the quiz's course (null while it waits in the bank). */
export const questionUseSchema = z.object({
  quiz: z.object({ id: entityId, title: z.string() }),
  course: z.object({ id: entityId, title: z.string() }),
});

/** A row of the bank's search. */
export const bankQuestionRowSchema = z.object({
  id: entityId,
  type: questionType,
  /** Sanitised HTML, as the learner reads it. */
  title: z.string(),
  tags: z.array(z.string()),
  difficulty: z.nullable(z.union([z.literal(1), z.literal(2), z.literal(3)])),
  mark: z.number(),
  /** 1 for a question never edited; +1 for every saved edit. */
  revision: z.number(),
  /** Archived: out of every quiz, kept for the reviews of those who answered it. */
  archived: z.boolean(),
  /** Brought in by an import without an explanation: learners see none until an author adds it. */
  no_explanation: z.boolean(),
  used_in: z.nullable(questionUseSchema),
  author: z.nullable(studioPersonSchema),
  updated_at: studioTime,
  /** The caller may change it (an instructor: their own question or one in their course; the team: all). */
  may_edit: z.boolean(),
});
export type BankQuestionRow = z.infer<typeof bankQuestionRowSchema>;

/** One question as the editor opens it: the row, its draft (what the form edits) and how much it is used. */
export const bankQuestionSchema = z.object({
  ...bankQuestionRowSchema.shape,
  draft: questionDraftSchema,
  /** Revisions kept: the current one and every earlier one finished attempts may show. */
  revisions: z.number(),
  /** Learners who answered, pinned or practise it: above 0, deleting archives it instead. */
  learners: z.number(),
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

const flag = z.optional(z.enum(['1', '0']));

/**
 * The bank's filters: words, type, topic, difficulty, quiz, course, unassigned, archived too, mine, and
 * those without an explanation (imported, still to be finished).
 */
const bankFilters = {
  search: z.optional(authorText(200)),
  type: z.optional(questionType),
  tag: z.optional(authorText(40)),
  difficulty: z.optional(z.enum(['1', '2', '3'])),
  quiz: z.optional(z.coerce.number().check(z.int(), z.positive())),
  course: z.optional(z.coerce.number().check(z.int(), z.positive())),
  unassigned: flag,
  archived: flag,
  mine: flag,
  no_explanation: flag,
};

export const searchQuestions = defineEndpoint({
  name: 'studio.questions.search',
  method: 'GET',
  path: `${NAMESPACES.studio}/questions`,
  auth: 'studio',
  summary:
    'Searches the bank: words in title and content (each word a prefix), type, topic, difficulty, quiz, course, unassigned only, archived too, mine only, without an explanation only; newest first, paged, with the total.',
  query: z.object({ ...bankFilters, ...studioPaging }),
  response: z.object({ questions: z.array(bankQuestionRowSchema), total: z.number() }),
});

/** A GIFT file holds at most this many questions (a bank of thousands in one file). */
export const GIFT_EXPORT_MAX = 10_000;

export const exportGift = defineEndpoint({
  name: 'studio.questions.exportGift',
  method: 'GET',
  path: `${NAMESPACES.studio}/questions/export.gift`,
  auth: 'studio',
  summary:
    'The questions the bank’s filters find (a quiz’s in its order, others oldest first) as a Moodle GIFT file to download (`otazky.gift`), which the GIFT import reads back. GIFT has no sorting question and one blank only: those are left out, counted in `X-Gift-Skipped`; `X-Gift-Questions` counts those written. At most 10,000.',
  query: z.object(bankFilters),
  download: true,
  downloadType: 'text/plain; charset=utf-8',
  headers: ['X-Gift-Questions', 'X-Gift-Skipped'],
  response: z.string().register(z.globalRegistry, { description: 'The GIFT file (UTF-8).' }),
});

export const getQuestion = defineEndpoint({
  name: 'studio.questions.get',
  method: 'GET',
  path: `${NAMESPACES.studio}/questions/:id`,
  auth: 'studio',
  summary: 'One question: its draft for the editor, where it is used, its revisions and learners counted.',
  params: idParams,
  response: bankQuestionSchema,
});

export const createQuestion = defineEndpoint({
  name: 'studio.questions.create',
  method: 'POST',
  path: `${NAMESPACES.studio}/questions`,
  auth: 'studio',
  summary:
    'A new question of the caller from a draft, in the bank or (`quiz`) at the end of a quiz the caller may edit. A wrong field answers 400 `studio_invalid` with `data.fields` (the rule’s paths: `options.1.title`, `blanks.b1.answer`…) and nothing is written.',
  query: z.object({ quiz: z.optional(z.coerce.number().check(z.int(), z.positive())) }),
  body: questionDraftSchema,
  response: studioAnswer(bankQuestionSchema),
});

export const updateQuestion = defineEndpoint({
  name: 'studio.questions.update',
  method: 'POST',
  path: `${NAMESPACES.studio}/questions/:id`,
  auth: 'studio',
  summary:
    'Saves a draft as the question’s next revision (finished attempts keep theirs). Wrong fields: 400 `studio_invalid` with `data.fields`, nothing written. The type may change.',
  params: idParams,
  body: questionDraftSchema,
  response: studioAnswer(bankQuestionSchema),
});

export const deleteQuestion = defineEndpoint({
  name: 'studio.questions.delete',
  method: 'DELETE',
  path: `${NAMESPACES.studio}/questions/:id`,
  auth: 'studio',
  summary:
    'Deletes a question nobody has answered, pinned or practised; any other is archived (leaves its quiz, stays in reviews) and the message says so.',
  params: idParams,
  response: studioAnswer(z.object({ id: entityId, archived: z.boolean() })),
});

export const questionAudit = defineEndpoint({
  name: 'studio.questions.audit',
  method: 'GET',
  path: `${NAMESPACES.studio}/questions/:id/audit`,
  auth: 'studio',
  summary: 'Who changed the question (fields, quiz, archiving) and when, newest first.',
  params: idParams,
  query: z.object({ ...studioPaging }),
  response: z.object({ entries: z.array(auditEntrySchema), total: z.number() }),
});

/** The formats the importers read. */
export const importFormatSchema = z.enum(['gift', 'aiken', 'moodle_xml']);

/** A file to import: multipart (`file` plus `format`) or JSON with the file's `text`. */
const importBody = z.object({
  format: importFormatSchema,
  /** The file's text when sent as JSON; a multipart request sends the field `file` instead. */
  text: z.optional(text.check(z.maxLength(20_000_000))),
  /** Import into this quiz (at its end); without it, into the bank. */
  quiz: z.optional(z.coerce.number().check(z.int(), z.positive())),
});

/** A problem in an import report, its message in the caller's language. */
const importProblemSchema = z.object({
  line: z.number(),
  code: z.string(),
  message: z.string(),
  severity: z.enum(['error', 'notice']),
});

export const importReportSchema = z.object({
  questions: z.array(
    z.object({
      line: z.number(),
      draft: questionDraftSchema,
      /** What is wrong with the draft, by field (the rule's paths). */
      problems: z.array(z.object({ path: z.string(), code: z.string(), message: z.string() })),
    }),
  ),
  /** Problems of the file: `error` means something is not imported as written, `notice` needs no fixing. */
  problems: z.array(importProblemSchema),
  /** No error in the file nor in any question: the import would take every question. */
  importable: z.boolean(),
});
export type ImportReportView = z.infer<typeof importReportSchema>;

export const importDryRun = defineEndpoint({
  name: 'studio.questions.importDryRun',
  method: 'POST',
  path: `${NAMESPACES.studio}/questions/import/dry-run`,
  auth: 'studio',
  summary:
    'Reads a GIFT, Aiken or Moodle XML file (multipart `file`, or JSON `text`) and answers its report: every question found and every problem by line. Nothing is written.',
  multipart: true,
  body: importBody,
  response: importReportSchema,
});

export const importQuestions = defineEndpoint({
  name: 'studio.questions.import',
  method: 'POST',
  path: `${NAMESPACES.studio}/questions/import`,
  auth: 'studio',
  summary:
    'Imports the same file into the bank or a quiz in one transaction, topics kept; a report with any error answers 400 `studio_import_errors` with the report in `data.report`, and nothing is written.',
  multipart: true,
  body: importBody,
  response: studioAnswer(z.object({ imported: z.number(), ids: z.array(entityId) })),
});
