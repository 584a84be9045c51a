import type { QuestionType } from '@studovna/core/contract';
import { textPlaceholders, type QuestionDraft } from '@studovna/core/studio';
import type { BlankSpec } from '@studovna/core/domain';

type Common = Omit<QuestionDraft, 'type' | 'answer' | 'options' | 'ordered' | 'text' | 'blanks'>;

const commonOf = (draft: QuestionDraft): Common => ({
  title: draft.title,
  content: draft.content,
  hint: draft.hint,
  explanation: draft.explanation,
  mark: draft.mark,
  tags: draft.tags,
  difficulty: draft.difficulty,
});

/** A new question of a type: empty texts, two empty options or items, one blank. */
export function emptyDraft(type: QuestionType = 'single_choice'): QuestionDraft {
  return withType(
    { type: 'true_or_false', answer: true, title: '', explanation: '', tags: [], mark: 1 },
    type,
  );
}

/** The draft as another type: the common fields kept, options carried over where they fit. */
export function withType(draft: QuestionDraft, type: QuestionType): QuestionDraft {
  if (draft.type === type) return draft;
  const common = commonOf(draft);
  const texts =
    draft.type === 'single_choice' || draft.type === 'multi_choice'
      ? draft.options.map((o) => o.title)
      : draft.type === 'sorting_choice'
        ? draft.ordered
        : ['', ''];
  switch (type) {
    case 'true_or_false':
      return { ...common, type, answer: true };
    case 'single_choice':
    case 'multi_choice': {
      const correct =
        draft.type === 'single_choice' || draft.type === 'multi_choice'
          ? draft.options.map((o) => o.correct === true)
          : [];
      const options = texts.map((title, i) => ({ title, correct: correct[i] ?? false }));
      if (type === 'single_choice' && options.filter((o) => o.correct).length > 1)
        options.forEach((o, i) => (o.correct = i === options.findIndex((x) => x.correct)));
      return { ...common, type, options };
    }
    case 'sorting_choice':
      return { ...common, type, ordered: texts };
    case 'fill_in_blanks':
      return { ...common, type, text: '', blanks: [] };
  }
}

/** Topics as the author writes them: separated by commas. */
export const tagsFromText = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag, i, all) => tag !== '' || i < all.length - 1);

/**
 * The blanks after the text changed: one for every new placeholder (exact answer, empty), those whose
 * placeholder is gone kept (the rule asks the author to remove them or put the placeholder back).
 */
export function blanksForText(text: string, blanks: readonly BlankSpec[]): BlankSpec[] {
  const known = new Set(blanks.map((b) => b.id));
  const added = textPlaceholders(text)
    .ids.filter((id, i, ids) => !known.has(id) && ids.indexOf(id) === i)
    .map((id): BlankSpec => ({ id, comparison: 'equal', answer: '' }));
  return [...blanks, ...added];
}

/** A blank id not yet in the text: b1, b2 … */
export function nextBlankId(text: string, blanks: readonly BlankSpec[]): string {
  const used = new Set([...textPlaceholders(text).ids, ...blanks.map((b) => b.id)]);
  let n = 1;
  while (used.has(`b${n}`)) n++;
  return `b${n}`;
}

/** The same blank under another way of comparing, keeping what can be kept. */
export function withComparison(blank: BlankSpec, comparison: BlankSpec['comparison']): BlankSpec {
  const matchCase = 'matchCase' in blank ? blank.matchCase : undefined;
  const texts =
    blank.comparison === 'equal' ? [blank.answer] : blank.comparison === 'any' ? [...blank.answers] : [''];
  switch (comparison) {
    case 'equal':
      return { id: blank.id, comparison, answer: texts[0] ?? '', ...(matchCase ? { matchCase } : {}) };
    case 'any':
      return { id: blank.id, comparison, answers: texts, ...(matchCase ? { matchCase } : {}) };
    case 'range':
      return { id: blank.id, comparison, min: Number.NaN, max: Number.NaN };
  }
}
