import type { QuestionType } from '@studovna/core/contract';
import { useStudioT, type StudioKey, type StudioT } from '../i18n/studio-i18n';

/** The five types in the order the studio offers them. */
export const QUESTION_TYPES: readonly QuestionType[] = [
  'single_choice',
  'multi_choice',
  'true_or_false',
  'sorting_choice',
  'fill_in_blanks',
];

const KEYS: Record<QuestionType, StudioKey> = {
  single_choice: 'questionType.single_choice',
  multi_choice: 'questionType.multi_choice',
  true_or_false: 'questionType.true_or_false',
  sorting_choice: 'questionType.sorting_choice',
  fill_in_blanks: 'questionType.fill_in_blanks',
};

/** A question type as authors call it, everywhere in the studio. */
export const questionTypeLabel = (t: StudioT, type: QuestionType): string => t(KEYS[type]);

/** A type's name in the studio's language. */
export function useTypeLabel() {
  const t = useStudioT();
  return (type: QuestionType) => questionTypeLabel(t, type);
}
