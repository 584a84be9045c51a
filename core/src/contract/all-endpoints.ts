import type { EndpointDefinition } from './endpoint';
import { endpointsOf, learnerEndpoints } from './learner-endpoints';
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

const studioModules = [
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
export const allEndpoints: readonly EndpointDefinition[] = [
  ...new Set([
    ...learnerEndpoints,
    ...studioModules.flatMap((module) => endpointsOf(module).map(([, e]) => e)),
  ]),
];
