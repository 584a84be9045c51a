import type { QuestionType } from '../contract/question';
import { MAX_QUESTION_OPTIONS, optionLetter } from '../domain/grading/letters';
import type { BlankSpec } from '../domain/grading/types';
import type { FieldProblem } from './field-problems';
import type { QuestionMessageCode } from './question-messages';

/** One option of a single or multi choice question. */
export interface DraftOption {
  /** HTML. */
  title: string;
  correct?: boolean;
}

interface QuestionDraftBase {
  /** The question as the learner reads it: a short heading (HTML, inline). */
  title: string;
  /** Extra body: a passage, a table, TeX between `$…$` (HTML). */
  content?: string;
  /** The hint ("video solution" text or address). */
  hint?: string;
  /** Why the right answer is right (HTML). Required. */
  explanation: string;
  /** Points for a right answer; 1 when absent. */
  mark?: number;
  /** Topics. */
  tags: string[];
  /** 1 easy, 2 medium, 3 hard. */
  difficulty?: 1 | 2 | 3;
}

/**
 * What an author writes for one question, in the shape of the seed's `SeedQuestion`: per type its
 * answer, options, order or blanks. `fill_in_blanks` holds one `{{id}}` placeholder per blank in `text`.
 */
export type QuestionDraft = QuestionDraftBase &
  (
    | { type: 'true_or_false'; answer: boolean }
    | { type: 'single_choice'; options: DraftOption[] }
    | { type: 'multi_choice'; options: DraftOption[] }
    /** Items in their correct order; the app shows them shuffled. */
    | { type: 'sorting_choice'; ordered: string[] }
    | { type: 'fill_in_blanks'; text: string; blanks: BlankSpec[] }
  );

/** A problem with one field of a draft: `title`, `options.2.title`, `blanks.b1.answer`, `ordered` … */
export type DraftProblem = FieldProblem<QuestionMessageCode>;

/** How long each text of a draft may be (characters) and how many of a thing it may hold. */
export const QUESTION_LIMITS = {
  title: 300,
  content: 20_000,
  hint: 2_000,
  explanation: 20_000,
  option: 1_000,
  /** The text of a fill-in-the-blanks question. */
  text: 20_000,
  tags: 20,
  tag: 40,
  options: MAX_QUESTION_OPTIONS,
  minOptions: 2,
  mark: 100,
} as const;

/** A blank's id, as the quiz's placeholder pattern reads it (`FIB_PLACEHOLDER_PATTERN`). */
const BLANK_ID = /^[A-Za-z0-9_-]+$/;
/** Anything between double braces: each is either a valid placeholder or a problem. */
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

const QUESTION_TYPES: readonly QuestionType[] = [
  'true_or_false',
  'single_choice',
  'multi_choice',
  'fill_in_blanks',
  'sorting_choice',
];

const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';
const lengthOf = (value: unknown): number => (typeof value === 'string' ? value.length : 0);
/** A text as two options, items or topics are compared: Unicode NFC, whitespace collapsed, case ignored. */
export const comparableText = (value: string): string =>
  value.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

function tooLong(path: string, value: unknown, max: number, code: QuestionMessageCode): DraftProblem[] {
  const length = lengthOf(value);
  return length > max ? [{ path, code, values: { max, length } }] : [];
}

function commonProblems(draft: QuestionDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (isBlank(draft.title)) problems.push({ path: 'title', code: 'question.titleRequired' });
  problems.push(...tooLong('title', draft.title, QUESTION_LIMITS.title, 'question.titleTooLong'));
  problems.push(...tooLong('content', draft.content, QUESTION_LIMITS.content, 'question.contentTooLong'));
  problems.push(...tooLong('hint', draft.hint, QUESTION_LIMITS.hint, 'question.hintTooLong'));
  if (isBlank(draft.explanation))
    problems.push({ path: 'explanation', code: 'question.explanationRequired' });
  problems.push(
    ...tooLong('explanation', draft.explanation, QUESTION_LIMITS.explanation, 'question.explanationTooLong'),
  );
  if (draft.mark !== undefined && !isMark(draft.mark))
    problems.push({ path: 'mark', code: 'question.markInvalid', values: { max: QUESTION_LIMITS.mark } });
  if (draft.difficulty !== undefined && ![1, 2, 3].includes(draft.difficulty))
    problems.push({ path: 'difficulty', code: 'question.difficultyInvalid' });
  return [...problems, ...tagProblems(draft.tags ?? [])];
}

/** Points: more than 0, at most {@link QUESTION_LIMITS.mark}, two decimals at most (the stored precision). */
export const isMark = (mark: number): boolean =>
  Number.isFinite(mark) &&
  mark > 0 &&
  mark <= QUESTION_LIMITS.mark &&
  Math.abs(Math.round(mark * 100) - mark * 100) < 1e-6;

function tagProblems(tags: readonly string[]): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (tags.length > QUESTION_LIMITS.tags)
    problems.push({
      path: 'tags',
      code: 'question.tooManyTags',
      values: { max: QUESTION_LIMITS.tags, count: tags.length },
    });
  const seen = new Set<string>();
  tags.forEach((tag, i) => {
    const path = `tags.${i}`;
    if (isBlank(tag)) return problems.push({ path, code: 'question.tagEmpty' });
    if (tag.length > QUESTION_LIMITS.tag)
      return problems.push({ path, code: 'question.tagTooLong', values: { tag, max: QUESTION_LIMITS.tag } });
    const key = comparableText(tag);
    if (seen.has(key)) problems.push({ path, code: 'question.tagDuplicate', values: { tag } });
    seen.add(key);
  });
  return problems;
}

function choiceProblems(draft: QuestionDraft & { options: DraftOption[] }): DraftProblem[] {
  const options = Array.isArray(draft.options) ? draft.options : [];
  const problems: DraftProblem[] = [];
  const count = options.length;
  if (count < QUESTION_LIMITS.minOptions)
    problems.push({
      path: 'options',
      code: 'question.tooFewOptions',
      values: { min: QUESTION_LIMITS.minOptions, count },
    });
  if (count > QUESTION_LIMITS.options)
    problems.push({
      path: 'options',
      code: 'question.tooManyOptions',
      values: { max: QUESTION_LIMITS.options, count },
    });
  const letter = (i: number) => optionLetter(i) ?? String(i + 1);
  const first = new Map<string, number>();
  options.forEach((option, i) => {
    const path = `options.${i}.title`;
    if (isBlank(option.title))
      return problems.push({ path, code: 'question.optionEmpty', values: { letter: letter(i) } });
    problems.push(
      ...tooLong(path, option.title, QUESTION_LIMITS.option, 'question.optionTooLong').map((p) => ({
        ...p,
        values: { ...p.values, letter: letter(i) },
      })),
    );
    const key = comparableText(option.title);
    const same = first.get(key);
    if (same === undefined) first.set(key, i);
    else
      problems.push({
        path,
        code: 'question.optionDuplicate',
        values: { letter: letter(i), same: letter(same) },
      });
  });
  const correct = options.filter((o) => o.correct === true).length;
  if (draft.type === 'single_choice' && correct !== 1)
    problems.push({ path: 'options', code: 'question.singleNeedsOneCorrect', values: { count: correct } });
  if (draft.type === 'multi_choice' && correct === 0)
    problems.push({ path: 'options', code: 'question.multiNeedsCorrect' });
  return problems;
}

function sortingProblems(ordered: readonly string[]): DraftProblem[] {
  const items = Array.isArray(ordered) ? ordered : [];
  const problems: DraftProblem[] = [];
  const count = items.length;
  if (count < QUESTION_LIMITS.minOptions)
    problems.push({
      path: 'ordered',
      code: 'question.sortingTooFew',
      values: { min: QUESTION_LIMITS.minOptions, count },
    });
  if (count > QUESTION_LIMITS.options)
    problems.push({
      path: 'ordered',
      code: 'question.sortingTooMany',
      values: { max: QUESTION_LIMITS.options, count },
    });
  const first = new Map<string, number>();
  items.forEach((item, i) => {
    const path = `ordered.${i}`;
    const position = i + 1;
    if (isBlank(item))
      return problems.push({ path, code: 'question.sortingItemEmpty', values: { position } });
    problems.push(
      ...tooLong(path, item, QUESTION_LIMITS.option, 'question.sortingItemTooLong').map((p) => ({
        ...p,
        values: { ...p.values, position },
      })),
    );
    const key = comparableText(item);
    const same = first.get(key);
    if (same === undefined) first.set(key, i);
    else problems.push({ path, code: 'question.sortingDuplicate', values: { position, same: same + 1 } });
  });
  return problems;
}

/** The ids the text's placeholders name, in order, and the placeholders that name nothing valid. */
export function textPlaceholders(text: string): { ids: string[]; invalid: string[] } {
  const ids: string[] = [];
  const invalid: string[] = [];
  for (const [whole, id = ''] of text.matchAll(PLACEHOLDER)) {
    if (BLANK_ID.test(id)) ids.push(id);
    else invalid.push(whole);
  }
  return { ids, invalid };
}

function blankAnswerProblems(blank: BlankSpec, path: string): DraftProblem[] {
  const values = { id: blank.id };
  switch (blank.comparison) {
    case 'equal':
      return isBlank(blank.answer)
        ? [{ path: `${path}.answer`, code: 'question.blankAnswerRequired', values }]
        : [];
    case 'any': {
      const answers = Array.isArray(blank.answers) ? blank.answers : [];
      if (answers.length === 0)
        return [{ path: `${path}.answers`, code: 'question.blankAnswerRequired', values }];
      return answers.flatMap((answer, i) =>
        isBlank(answer)
          ? [{ path: `${path}.answers.${i}`, code: 'question.blankAnswerRequired', values }]
          : [],
      );
    }
    case 'range': {
      const problems: DraftProblem[] = [];
      for (const end of ['min', 'max'] as const)
        if (typeof blank[end] !== 'number' || !Number.isFinite(blank[end]))
          problems.push({ path: `${path}.${end}`, code: 'question.rangeNotNumbers', values });
      if (problems.length === 0 && blank.min > blank.max)
        problems.push({
          path,
          code: 'question.rangeReversed',
          values: { ...values, min: blank.min, max: blank.max },
        });
      return problems;
    }
    default:
      return [{ path: `${path}.comparison`, code: 'question.blankComparisonInvalid', values }];
  }
}

function fillInBlanksProblems(draft: { text: string; blanks: BlankSpec[] }): DraftProblem[] {
  const text = typeof draft.text === 'string' ? draft.text : '';
  const blanks = Array.isArray(draft.blanks) ? draft.blanks : [];
  const problems: DraftProblem[] = [];
  if (isBlank(text)) problems.push({ path: 'text', code: 'question.textRequired' });
  problems.push(...tooLong('text', text, QUESTION_LIMITS.text, 'question.textTooLong'));
  const { ids, invalid } = textPlaceholders(text);
  for (const placeholder of invalid)
    problems.push({ path: 'text', code: 'question.placeholderInvalid', values: { placeholder } });
  if (ids.length === 0 && blanks.length === 0 && text.trim() !== '')
    problems.push({ path: 'text', code: 'question.blanksMissing' });

  const blankIds = new Set(blanks.map((b) => b.id));
  const seenInText = new Set<string>();
  for (const id of ids) {
    if (seenInText.has(id))
      problems.push({ path: 'text', code: 'question.placeholderRepeated', values: { id } });
    else if (!blankIds.has(id))
      problems.push({ path: 'text', code: 'question.placeholderWithoutBlank', values: { id } });
    seenInText.add(id);
  }

  const seenBlanks = new Set<string>();
  blanks.forEach((blank, i) => {
    const id = typeof blank.id === 'string' ? blank.id : '';
    if (!BLANK_ID.test(id))
      return problems.push({ path: `blanks.${i}`, code: 'question.blankIdInvalid', values: { id } });
    const path = `blanks.${id}`;
    if (seenBlanks.has(id)) return problems.push({ path, code: 'question.blankIdDuplicate', values: { id } });
    seenBlanks.add(id);
    if (!seenInText.has(id))
      problems.push({ path, code: 'question.blankWithoutPlaceholder', values: { id } });
    problems.push(...blankAnswerProblems(blank, path));
  });
  return problems;
}

function typeProblems(draft: QuestionDraft): DraftProblem[] {
  switch (draft.type) {
    case 'true_or_false':
      return typeof draft.answer === 'boolean' ? [] : [{ path: 'answer', code: 'question.answerRequired' }];
    case 'single_choice':
    case 'multi_choice':
      return choiceProblems(draft);
    case 'sorting_choice':
      return sortingProblems(draft.ordered);
    case 'fill_in_blanks':
      return fillInBlanksProblems(draft);
  }
}

/**
 * Everything wrong with a question draft, field by field, in the order of the form: the title, content,
 * hint, explanation, mark, difficulty, topics, then what the type needs. An empty list: the draft can be
 * saved. Tolerates a draft that does not fit its type (as JSON from outside may not).
 */
export function questionDraftProblems(draft: QuestionDraft): DraftProblem[] {
  if (!QUESTION_TYPES.includes(draft.type))
    return [{ path: 'type', code: 'question.typeInvalid', values: { type: String(draft.type) } }];
  return [...commonProblems(draft), ...typeProblems(draft)];
}

/**
 * A draft brought in from outside (an import, a course package) may lack its explanation: Aiken has no
 * place for one and GIFT's is optional, and a bank of a thousand questions should not wait for them. It
 * is stored without; the learner's review shows none, and the editor asks for it on the next save.
 */
export function importedQuestionProblems(draft: QuestionDraft): DraftProblem[] {
  return questionDraftProblems(draft).filter((problem) => problem.code !== 'question.explanationRequired');
}

/** The draft has no explanation (an imported question still to be finished). */
export const lacksExplanation = (draft: Pick<QuestionDraft, 'explanation'>): boolean =>
  isBlank(draft.explanation);
