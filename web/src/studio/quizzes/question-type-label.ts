import type { StudioQuiz } from '@studovna/core/contract/studio';
import type { StudioT } from '../i18n/studio-i18n';

/** A question type as authors call it. */
export const questionTypeLabel = (t: StudioT, type: StudioQuiz['questions'][number]['type']): string =>
  type === 'single_choice'
    ? t('quizQuestionType.single_choice')
    : type === 'multi_choice'
      ? t('quizQuestionType.multi_choice')
      : type === 'true_or_false'
        ? t('quizQuestionType.true_or_false')
        : type === 'sorting_choice'
          ? t('quizQuestionType.sorting_choice')
          : t('quizQuestionType.fill_in_blanks');
