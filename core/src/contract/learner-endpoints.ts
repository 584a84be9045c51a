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

/** The modules of the learner's endpoints, by the name the contract exports each under (index.ts). */
export const learnerModules = {
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
} as const;

export const isEndpoint = (value: unknown): value is EndpointDefinition =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EndpointDefinition).name === 'string' &&
  typeof (value as EndpointDefinition).path === 'string' &&
  typeof (value as EndpointDefinition).method === 'string' &&
  'response' in value;

/** The endpoints a module exports, by their export names. */
export const endpointsOf = (module: Record<string, unknown>): [string, EndpointDefinition][] =>
  Object.entries(module).filter((entry): entry is [string, EndpointDefinition] => isEndpoint(entry[1]));

/** Every learner's endpoint, each once. */
export const learnerEndpoints: readonly EndpointDefinition[] = [
  ...new Set(Object.values(learnerModules).flatMap((module) => endpointsOf(module).map(([, e]) => e))),
];
