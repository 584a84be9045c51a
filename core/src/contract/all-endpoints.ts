import type { EndpointDefinition } from './endpoint';
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
import * as studioCategoriesApi from './studio/categories';
import * as studioCoursesApi from './studio/courses';
import * as studioQuestionsApi from './studio/questions';
import * as studioQuizzesApi from './studio/quizzes';
import * as studioLessonsApi from './studio/lessons';
import * as studioAssignmentsApi from './studio/assignments';
import * as studioPlansApi from './studio/plans';
import * as studioPackagesApi from './studio/packages';
import * as studioGradingApi from './studio/grading';
import * as studioLearnersApi from './studio/learners';
import * as studioOrdersApi from './studio/orders';
import * as studioModerationApi from './studio/moderation';
import * as studioReportsApi from './studio/reports';

const isEndpoint = (value: unknown): value is EndpointDefinition =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EndpointDefinition).name === 'string' &&
  typeof (value as EndpointDefinition).path === 'string' &&
  typeof (value as EndpointDefinition).method === 'string' &&
  'response' in value;

const endpointsOf = (module: Record<string, unknown>): EndpointDefinition[] =>
  Object.values(module).filter(isEndpoint);

const modules = [
  tokenApi,
  usersApi,
  plansApi,
  subscriptionsApi,
  webSessionApi,
  categoriesApi,
  coursesApi,
  upcomingApi,
  instructorsApi,
  ordersApi,
  lessonsApi,
  itemsApi,
  quizApi,
  wishlistApi,
  assignmentsApi,
  reviewsApi,
  commentsApi,
  boardApi,
  practiceApi,
  studioCategoriesApi,
  studioCoursesApi,
  studioLessonsApi,
  studioAssignmentsApi,
  studioPlansApi,
  studioQuestionsApi,
  studioQuizzesApi,
  studioPackagesApi,
  studioGradingApi,
  studioLearnersApi,
  studioOrdersApi,
  studioModerationApi,
  studioReportsApi,
];

/** Every endpoint of every module, in module order, each once. */
export const allEndpoints: readonly EndpointDefinition[] = [...new Set(modules.flatMap(endpointsOf))];
