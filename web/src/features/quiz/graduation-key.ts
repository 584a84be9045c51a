import type { QuizResults } from '@studovna/core/contract';

/** The graduation text of a result (passed / failed), in the app's language. */
export const graduationKey = (graduation: QuizResults['graduation']) =>
  graduation === 'passed' ? 'quiz.result.passed' : 'quiz.result.failed';
