import { randomBytes } from 'node:crypto';
import type { QuestionType } from '@studovna/core/contract';
import type { BlankSpec } from '@studovna/core/domain';
import { comparableText, type QuestionDraft } from '@studovna/core/studio';
import { contentHtml } from '../../lib/content-html';

/** A question's content as stored (questions row and its options): what a revision is made of. */
export interface StoredQuestion {
  type: QuestionType;
  title: string;
  content: string;
  hint: string;
  explanation: string;
  mark: number;
  settings: { text?: string; blanks?: BlankSpec[] };
  options: StoredOption[];
}

export interface StoredOption {
  sort: number;
  title: string;
  value: string;
  is_true: boolean;
}

/** The topics and difficulty kept beside the content (not part of a revision: they grade nothing). */
export interface QuestionMeta {
  tags: string[];
  difficulty: 1 | 2 | 3 | null;
}

const newValue = () => randomBytes(5).toString('hex');

/** Every text of a draft sanitised as authors' HTML is everywhere (decision 0023). */
function sanitisedDraft(draft: QuestionDraft): QuestionDraft {
  const base = {
    ...draft,
    title: contentHtml(draft.title),
    content: contentHtml(draft.content ?? ''),
    hint: contentHtml(draft.hint ?? ''),
    explanation: contentHtml(draft.explanation),
    tags: draft.tags.map((t) => t.trim()),
  };
  switch (base.type) {
    case 'single_choice':
    case 'multi_choice':
      return { ...base, options: base.options.map((o) => ({ ...o, title: contentHtml(o.title) })) };
    case 'sorting_choice':
      return { ...base, ordered: base.ordered.map(contentHtml) };
    case 'fill_in_blanks':
      return { ...base, text: contentHtml(base.text) };
    default:
      return base;
  }
}

/**
 * A valid draft as stored. An option whose text is kept keeps its value, so answers saved in an attempt
 * in progress still point at it (decision 0024).
 */
export function storedFromDraft(
  input: QuestionDraft,
  before?: StoredQuestion,
): { stored: StoredQuestion; meta: QuestionMeta } {
  const draft = sanitisedDraft(input);
  const kept = new Map((before?.options ?? []).map((o) => [comparableText(o.title), o.value]));
  const valueOf = (title: string) => {
    const key = comparableText(title);
    const value = kept.get(key);
    kept.delete(key);
    return value ?? newValue();
  };
  const stored: StoredQuestion = {
    type: draft.type,
    title: draft.title,
    content: draft.content ?? '',
    hint: draft.hint ?? '',
    explanation: draft.explanation,
    mark: draft.mark ?? 1,
    settings: {},
    options: [],
  };
  switch (draft.type) {
    case 'true_or_false':
      stored.options = [
        { sort: 0, title: 'Pravda', value: 'true', is_true: draft.answer },
        { sort: 1, title: 'Nepravda', value: 'false', is_true: !draft.answer },
      ];
      break;
    case 'single_choice':
    case 'multi_choice':
      stored.options = draft.options.map((o, sort) => ({
        sort,
        title: o.title,
        value: valueOf(o.title),
        is_true: o.correct === true,
      }));
      break;
    case 'sorting_choice':
      stored.options = draft.ordered.map((title, sort) => ({
        sort,
        title,
        value: valueOf(title),
        is_true: true,
      }));
      break;
    case 'fill_in_blanks':
      stored.settings = { text: draft.text, blanks: draft.blanks };
      break;
  }
  return { stored, meta: { tags: draft.tags, difficulty: draft.difficulty ?? null } };
}

/** The draft the editor opens for a stored question. */
export function draftFromStored(stored: StoredQuestion, meta: QuestionMeta): QuestionDraft {
  const base = {
    title: stored.title,
    content: stored.content,
    hint: stored.hint,
    explanation: stored.explanation,
    mark: stored.mark,
    tags: meta.tags,
    ...(meta.difficulty ? { difficulty: meta.difficulty } : {}),
  };
  const options = [...stored.options].sort((a, b) => a.sort - b.sort);
  switch (stored.type) {
    case 'true_or_false':
      return {
        ...base,
        type: 'true_or_false',
        answer: options.find((o) => o.value === 'true')?.is_true ?? true,
      };
    case 'single_choice':
    case 'multi_choice':
      return {
        ...base,
        type: stored.type,
        options: options.map((o) => ({ title: o.title, correct: o.is_true })),
      };
    case 'sorting_choice':
      return { ...base, type: 'sorting_choice', ordered: options.map((o) => o.title) };
    case 'fill_in_blanks':
      return {
        ...base,
        type: 'fill_in_blanks',
        text: stored.settings.text ?? '',
        blanks: stored.settings.blanks ?? [],
      };
  }
}

/** JSON with every object's keys sorted, so two equal values read back from jsonb compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** Whether two stored forms differ in anything a learner sees or grading reads (a new revision). */
export const contentDiffers = (a: StoredQuestion, b: StoredQuestion): boolean =>
  canonical(a) !== canonical(b);
