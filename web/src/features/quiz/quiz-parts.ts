import { lazyPart } from '../../lib/lazy-part';

/**
 * What the quiz shows only once an attempt has started or ended, each in a chunk of its own with its Czech
 * messages: the intro (a guest's first screen, a learner before the start) loads none of them.
 */
export const quizRunner = lazyPart(
  () => import('./components/quiz-runner'),
  (module) => module.QuizRunner,
  () => import('./components/quiz-runner.tsx?messages=cs'),
);

export const quizResult = lazyPart(
  () => import('./components/quiz-result'),
  (module) => module.QuizResult,
  () => import('./components/quiz-result.tsx?messages=cs'),
);

export const currentAttemptReview = lazyPart(
  () => import('../review/current-attempt-review'),
  (module) => module.CurrentAttemptReview,
  () => import('../review/current-attempt-review.tsx?messages=cs'),
);

export const pastAttemptReview = lazyPart(
  () => import('../review/past-attempt-review'),
  (module) => module.PastAttemptReview,
  () => import('../review/past-attempt-review.tsx?messages=cs'),
);

/** The practice of a quiz's mistakes (`?procvicovani=1`), which the quiz itself never shows. */
export const mistakesScreen = lazyPart(
  () => import('./mistakes/mistakes-screen'),
  (module) => module.MistakesScreen,
  () => import('./mistakes/mistakes-screen.tsx?messages=cs'),
);
