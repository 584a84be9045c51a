import type { AnswerValue, Question, QuestionOption } from '@studovna/core/contract';
import { quizApi } from '@studovna/core/contract';
import { gradeBlanks, gradeQuestion, type GradableQuestion } from '@studovna/core/domain';
import type { QuestionDraft } from '@studovna/core/studio';
import type { CheckedQuestion } from '../../features/questions/question-view';

/** The id the preview gives the question it shows (never a stored one). */
const PREVIEW_ID = 1;
const BLANK = /\{\{([A-Za-z0-9_-]+)\}\}/g;

/** The values the preview gives options: by position, stable while the author types. */
const choiceValue = (index: number) => `o${index}`;
const sortValue = (index: number) => `s${index}`;

/**
 * The order the learner sees sorting items in: shuffled as the server shuffles (never the right order
 * when there are two or more), the same each time for the same number of items.
 */
export function previewSortingOrder(count: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  let seed = 7919 + count;
  for (let i = count - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const j = seed % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  if (count > 1 && order.every((value, i) => value === i)) order.reverse();
  return order;
}

function fillInBlanksOption(text: string): QuestionOption {
  const ids = [...new Set([...text.matchAll(BLANK)].map((match) => match[1]!))];
  return {
    uid: 'fib-preview',
    value: '',
    title: '',
    ids,
    title_api: text
      .replace(BLANK, (_, id: string) => quizApi.fibPlaceholder(id))
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
    answers: {},
  };
}

/**
 * A draft as the wire's `Question`, the shape the learner's question view shows: what the server would
 * send for it in a quiz, before it is checked (true/false options named as the server stores them).
 */
export function draftAsQuestion(draft: QuestionDraft): Question {
  const base = {
    id: PREVIEW_ID,
    type: draft.type,
    title: draft.title,
    content: draft.content ?? '',
    point: draft.mark ?? 1,
    ...(draft.hint?.trim() ? { hint: draft.hint } : {}),
    explanation: null,
    has_explanation: draft.explanation.trim() !== '',
  };
  switch (draft.type) {
    case 'true_or_false':
      return {
        ...base,
        options: [
          { uid: 'true', value: 'true', title: 'Pravda' },
          { uid: 'false', value: 'false', title: 'Nepravda' },
        ],
      };
    case 'single_choice':
    case 'multi_choice':
      return {
        ...base,
        options: draft.options.map((option, i) => ({
          uid: choiceValue(i),
          value: choiceValue(i),
          title: option.title,
        })),
      };
    case 'sorting_choice':
      return {
        ...base,
        options: previewSortingOrder(draft.ordered.length).map((i) => ({
          uid: sortValue(i),
          value: sortValue(i),
          title: draft.ordered[i] ?? '',
        })),
      };
    case 'fill_in_blanks':
      return { ...base, options: [fillInBlanksOption(draft.text)] };
  }
}

/** The draft as core's grading reads a stored question. */
export function draftAsGradable(draft: QuestionDraft): GradableQuestion {
  const common = { id: PREVIEW_ID, type: draft.type, mark: draft.mark ?? 1 };
  switch (draft.type) {
    case 'true_or_false':
      return {
        ...common,
        options: [
          { value: 'true', isTrue: draft.answer, sort: 0 },
          { value: 'false', isTrue: !draft.answer, sort: 1 },
        ],
      };
    case 'single_choice':
    case 'multi_choice':
      return {
        ...common,
        options: draft.options.map((o, i) => ({
          value: choiceValue(i),
          isTrue: o.correct === true,
          sort: i,
        })),
      };
    case 'sorting_choice':
      return {
        ...common,
        options: draft.ordered.map((_, i) => ({ value: sortValue(i), isTrue: true, sort: i })),
      };
    case 'fill_in_blanks':
      return { ...common, options: [], blanks: draft.blanks };
  }
}

/**
 * The answer checked against the draft with core's grading, in the shape the learner's view shows after
 * „Zkontrolovat": right or wrong, each option revealed, each blank's right fill.
 */
export function checkDraftAnswer(draft: QuestionDraft, answer: AnswerValue | undefined): CheckedQuestion {
  const gradable = draftAsGradable(draft);
  const grade = gradeQuestion(gradable, answer);
  const explanation = draft.explanation.trim() ? draft.explanation : null;
  if (draft.type === 'fill_in_blanks')
    return {
      correct: grade.correct,
      explanation,
      blanks: Object.fromEntries(
        gradeBlanks(draft.blanks, answer).map((b) => [
          b.id,
          { correct: b.expected, is_correct: b.correct, answer: b.given },
        ]),
      ),
    };
  return {
    correct: grade.correct,
    explanation,
    options: gradable.options.map((o) => ({
      value: o.value,
      is_true: o.isTrue ? ('yes' as const) : ('no' as const),
      ...(draft.type === 'sorting_choice' ? { sorting: o.sort } : {}),
    })),
  };
}
