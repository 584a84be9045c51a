import type { ResponseOf, practiceApi } from '@studovna/core/contract';

/** GET /board/practice as the screen gets it. */
export type PracticeQueue = ResponseOf<typeof practiceApi.practiceQueue>;
/** One question due for practice, with where it comes from and why. */
export type PracticeCard = PracticeQueue['cards'][number];
/** What answering a practice question revealed and scheduled. */
export type PracticeAnswerData = NonNullable<ResponseOf<typeof practiceApi.answerPractice>['data']>;
