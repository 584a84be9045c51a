import * as assignmentsApi from './assignments';
import * as boardApi from './board';
import * as categoriesApi from './categories';
import * as commentsApi from './comments';
import * as coursesApi from './courses';
import * as instructorsApi from './instructors';
import * as itemsApi from './items';
import * as lessonsApi from './lessons';
import * as ordersApi from './orders';
import * as plansApi from './plans';
import * as practiceApi from './practice';
import * as quizApi from './quiz';
import * as reviewsApi from './reviews';
import * as subscriptionsApi from './subscriptions';
import * as tokenApi from './token';
import * as upcomingApi from './upcoming';
import * as usersApi from './users';
import * as webSessionApi from './web-session';
import * as wishlistApi from './wishlist';

export * from './endpoint';
export * from './common';
export * from './fields';
export * from './openapi';
export {
  assignmentsApi,
  boardApi,
  categoriesApi,
  commentsApi,
  coursesApi,
  instructorsApi,
  itemsApi,
  lessonsApi,
  ordersApi,
  plansApi,
  practiceApi,
  quizApi,
  reviewsApi,
  subscriptionsApi,
  tokenApi,
  upcomingApi,
  usersApi,
  webSessionApi,
  wishlistApi,
};

// Entity schemas and types, for `import type { Course } from '@studovna/core/contract'`.
export type { TokenResponse } from './token';
export type { LearnerFlags, Theme, User } from './users';
export type { Plan } from './plans';
export type { Subscription } from './subscriptions';
export type { Category } from './categories';
export type {
  Course,
  CourseSummary,
  CourseData,
  Section,
  SectionItem,
  Graduation,
  ItemType,
} from './courses';
export type { Instructor } from './instructors';
export type { UpcomingCourse } from './upcoming';
export type { Order, OrderStatus } from './orders';
export type { Lesson } from './lessons';
export type {
  Question,
  QuestionOption,
  QuestionType,
  AnswerValue,
  AnsweredMap,
  AnsweredResult,
} from './question';
export type { Quiz, QuizResults, QuizAttempt, QuizAttemptSummary, PracticeAttempt } from './quiz';
export type { QuizStatistic } from './quiz-stats';
export type { WishlistData } from './wishlist';
export type { Assignment, AssignmentFile, AssignmentResults } from './assignments';
export type { CourseReviews, ReviewItem, ReviewSubmit } from './reviews';
export type { Comment, CommentBadge, CommentModeration, CommentReportReason } from './comments';

// Log sharing (SPEC §7 last item) is not an HTTP call: the app opens a mailto: link to the support
// address with the question id in subject and body, so the contract defines nothing for it.

/** Every endpoint of every module (also as `@studovna/core/contract/all-endpoints`, to load on its own). */
export { allEndpoints } from './all-endpoints';
