// Written by `npm run contract:routes` from the contract (decision 0039): do not edit.
import { route } from './route';
import type * as assignmentsEndpoints from './assignments';
import type * as boardEndpoints from './board';
import type * as categoriesEndpoints from './categories';
import type * as commentsEndpoints from './comments';
import type * as coursesEndpoints from './courses';
import type * as instructorsEndpoints from './instructors';
import type * as itemsEndpoints from './items';
import type * as lessonsEndpoints from './lessons';
import type * as ordersEndpoints from './orders';
import type * as plansEndpoints from './plans';
import type * as practiceEndpoints from './practice';
import type * as quizEndpoints from './quiz';
import type * as reviewsEndpoints from './reviews';
import type * as subscriptionsEndpoints from './subscriptions';
import type * as tokenEndpoints from './token';
import type * as upcomingEndpoints from './upcoming';
import type * as usersEndpoints from './users';
import type * as webSessionEndpoints from './web-session';
import type * as wishlistEndpoints from './wishlist';

export { buildPath } from './endpoint';
export { isRoute } from './route';
export * from './wire-values';

export const assignmentsApi = {
  downloadAnswerFile: route<typeof assignmentsEndpoints.downloadAnswerFile>({
    name: 'assignments.downloadFile',
    method: 'GET',
    path: '/wp-json/learnpress/v1/assignments/files/:id',
    auth: 'required',
    download: true,
  }),
  downloadFeedbackFile: route<typeof assignmentsEndpoints.downloadFeedbackFile>({
    name: 'assignments.feedbackFile',
    method: 'GET',
    path: '/wp-json/learnpress/v1/assignments/:id/feedback-file',
    auth: 'required',
    download: true,
  }),
  getAssignment: route<typeof assignmentsEndpoints.getAssignment>({
    name: 'assignments.get',
    method: 'GET',
    path: '/wp-json/learnpress/v1/assignments/:id',
    auth: 'optional',
  }),
  startAssignment: route<typeof assignmentsEndpoints.startAssignment>({
    name: 'assignments.start',
    method: 'POST',
    path: '/wp-json/learnpress/v1/assignments/start',
    auth: 'required',
  }),
  submitAssignment: route<typeof assignmentsEndpoints.submitAssignment>({
    name: 'assignments.submit',
    method: 'POST',
    path: '/wp-json/learnpress/v1/assignments/submit',
    auth: 'required',
    multipart: true,
  }),
};

export const boardApi = {
  listPins: route<typeof boardEndpoints.listPins>({
    name: 'board.pins',
    method: 'GET',
    path: '/wp-json/learnpress/v1/users/pins',
    auth: 'required',
  }),
};

export const categoriesApi = {
  listCategories: route<typeof categoriesEndpoints.listCategories>({
    name: 'categories.list',
    method: 'GET',
    path: '/wp-json/wp/v2/course_category',
    auth: 'none',
    headers: ['X-WP-Total', 'X-WP-TotalPages'],
  }),
  userCategories: route<typeof categoriesEndpoints.userCategories>({
    name: 'users.categories',
    method: 'GET',
    path: '/wp-json/learnpress/v1/users/categories',
    auth: 'optional',
  }),
};

export const commentsApi = {
  createComment: route<typeof commentsEndpoints.createComment>({
    name: 'comments.create',
    method: 'POST',
    path: '/wp-json/wp/v2/comments',
    auth: 'required',
  }),
  deleteComment: route<typeof commentsEndpoints.deleteComment>({
    name: 'comments.delete',
    method: 'DELETE',
    path: '/wp-json/wp/v2/comments/:id',
    auth: 'required',
  }),
  listComments: route<typeof commentsEndpoints.listComments>({
    name: 'comments.list',
    method: 'GET',
    path: '/wp-json/wp/v2/comments',
    auth: 'optional',
    headers: ['X-WP-Total', 'X-WP-TotalPages'],
  }),
  reportComment: route<typeof commentsEndpoints.reportComment>({
    name: 'comments.report',
    method: 'POST',
    path: '/wp-json/wp/v2/comments/:id/report',
    auth: 'required',
  }),
};

export const coursesApi = {
  enrollCourse: route<typeof coursesEndpoints.enrollCourse>({
    name: 'courses.enroll',
    method: 'POST',
    path: '/wp-json/learnpress/v1/courses/enroll',
    auth: 'required',
  }),
  finishCourse: route<typeof coursesEndpoints.finishCourse>({
    name: 'courses.finish',
    method: 'POST',
    path: '/wp-json/learnpress/v1/courses/finish',
    auth: 'required',
  }),
  getCourse: route<typeof coursesEndpoints.getCourse>({
    name: 'courses.get',
    method: 'GET',
    path: '/wp-json/learnpress/v1/courses/:id',
    auth: 'optional',
  }),
  listCourses: route<typeof coursesEndpoints.listCourses>({
    name: 'courses.list',
    method: 'GET',
    path: '/wp-json/learnpress/v1/courses',
    auth: 'optional',
    headers: ['X-WP-Total', 'X-WP-TotalPages'],
  }),
  retakeCourse: route<typeof coursesEndpoints.retakeCourse>({
    name: 'courses.retake',
    method: 'POST',
    path: '/wp-json/learnpress/v1/courses/retake',
    auth: 'required',
  }),
  verifyReceipt: route<typeof coursesEndpoints.verifyReceipt>({
    name: 'courses.verifyReceipt',
    method: 'POST',
    path: '/wp-json/learnpress/v1/courses/verify-receipt',
    auth: 'required',
  }),
};

export const instructorsApi = {
  listInstructors: route<typeof instructorsEndpoints.listInstructors>({
    name: 'instructors.list',
    method: 'GET',
    path: '/wp-json/learnpress/v1/instructors',
    auth: 'none',
    headers: ['X-WP-Total', 'X-WP-TotalPages'],
  }),
};

export const itemsApi = {
  resetItem: route<typeof itemsEndpoints.resetItem>({
    name: 'items.reset',
    method: 'GET',
    path: '/wp-json/learnpress/v1/items/reset',
    auth: 'required',
  }),
};

export const lessonsApi = {
  finishLesson: route<typeof lessonsEndpoints.finishLesson>({
    name: 'lessons.finish',
    method: 'POST',
    path: '/wp-json/learnpress/v1/lessons/finish',
    auth: 'required',
  }),
  getLesson: route<typeof lessonsEndpoints.getLesson>({
    name: 'lessons.get',
    method: 'GET',
    path: '/wp-json/learnpress/v1/lessons/:id',
    auth: 'optional',
  }),
  listLessons: route<typeof lessonsEndpoints.listLessons>({
    name: 'lessons.list',
    method: 'GET',
    path: '/wp-json/learnpress/v1/lessons',
    auth: 'required',
    headers: ['X-WP-Total', 'X-WP-TotalPages'],
  }),
};

export const ordersApi = {
  listOrders: route<typeof ordersEndpoints.listOrders>({
    name: 'orders.list',
    method: 'GET',
    path: '/wp-json/learnpress/v1/orders',
    auth: 'required',
    headers: ['X-WP-Total', 'X-WP-TotalPages'],
  }),
};

export const plansApi = {
  listPlans: route<typeof plansEndpoints.listPlans>({
    name: 'plans.list',
    method: 'GET',
    path: '/wp-json/learnpress/v1/plans',
    auth: 'optional',
  }),
};

export const practiceApi = {
  answerPractice: route<typeof practiceEndpoints.answerPractice>({
    name: 'board.practiceAnswer',
    method: 'POST',
    path: '/wp-json/learnpress/v1/board/practice/answer',
    auth: 'required',
  }),
  practiceDue: route<typeof practiceEndpoints.practiceDue>({
    name: 'board.practiceDue',
    method: 'GET',
    path: '/wp-json/learnpress/v1/board/due',
    auth: 'required',
  }),
  practiceQueue: route<typeof practiceEndpoints.practiceQueue>({
    name: 'board.practiceQueue',
    method: 'GET',
    path: '/wp-json/learnpress/v1/board/practice',
    auth: 'required',
  }),
};

export const quizApi = {
  checkAnswer: route<typeof quizEndpoints.checkAnswer>({
    name: 'quiz.checkAnswer',
    method: 'POST',
    path: '/wp-json/learnpress/v1/quiz/check_answer',
    auth: 'required',
  }),
  evaluatePreview: route<typeof quizEndpoints.evaluatePreview>({
    name: 'quiz.evaluatePreview',
    method: 'POST',
    path: '/wp-json/wp/v1/quiz/preview/evaluate',
    auth: 'required',
  }),
  fetchQuizResults: route<typeof quizEndpoints.fetchQuizResults>({
    name: 'quiz.fetchResults',
    method: 'GET',
    path: '/wp-json/learnpress/v1/quiz/fetch-results',
    auth: 'required',
  }),
  finishPractice: route<typeof quizEndpoints.finishPractice>({
    name: 'quiz.practiceFinish',
    method: 'POST',
    path: '/wp-json/learnpress/v1/quiz/practice/finish',
    auth: 'required',
  }),
  finishQuiz: route<typeof quizEndpoints.finishQuiz>({
    name: 'quiz.finish',
    method: 'POST',
    path: '/wp-json/learnpress/v1/quiz/finish',
    auth: 'required',
  }),
  getQuiz: route<typeof quizEndpoints.getQuiz>({
    name: 'quiz.get',
    method: 'GET',
    path: '/wp-json/learnpress/v1/quiz/:id',
    auth: 'optional',
  }),
  questionsStats: route<typeof quizEndpoints.questionsStats>({
    name: 'users.questionsStats',
    method: 'GET',
    path: '/wp-json/learnpress/v1/users/questions-stats',
    auth: 'required',
  }),
  quizAttemptReview: route<typeof quizEndpoints.quizAttemptReview>({
    name: 'quiz.attemptReview',
    method: 'GET',
    path: '/wp-json/learnpress/v1/quiz/attempts/:id',
    auth: 'required',
  }),
  quizAttempts: route<typeof quizEndpoints.quizAttempts>({
    name: 'quiz.attempts',
    method: 'GET',
    path: '/wp-json/learnpress/v1/quiz/attempts',
    auth: 'required',
  }),
  quizCourseSummary: route<typeof quizEndpoints.quizCourseSummary>({
    name: 'quiz.courseSummary',
    method: 'GET',
    path: '/wp-json/learnpress/v1/quiz/quiz-course-summary',
    auth: 'required',
  }),
  quizPercentile: route<typeof quizEndpoints.quizPercentile>({
    name: 'quiz.percentile',
    method: 'GET',
    path: '/wp-json/learnpress/v1/quiz/percentil',
    auth: 'required',
  }),
  quizPreview: route<typeof quizEndpoints.quizPreview>({
    name: 'quiz.preview',
    method: 'GET',
    path: '/wp-json/wp/v1/quiz/preview',
    auth: 'none',
  }),
  quizStatistics: route<typeof quizEndpoints.quizStatistics>({
    name: 'quiz.statistics',
    method: 'POST',
    path: '/wp-json/learnpress/v1/quiz/statistics',
    auth: 'required',
  }),
  retakeQuiz: route<typeof quizEndpoints.retakeQuiz>({
    name: 'quiz.retake',
    method: 'POST',
    path: '/wp-json/learnpress/v1/quiz/retake',
    auth: 'required',
  }),
  saveAnswers: route<typeof quizEndpoints.saveAnswers>({
    name: 'quiz.saveAnswers',
    method: 'POST',
    path: '/wp-json/learnpress/v1/quiz/save-answers',
    auth: 'required',
  }),
  savePractice: route<typeof quizEndpoints.savePractice>({
    name: 'quiz.practiceSave',
    method: 'POST',
    path: '/wp-json/learnpress/v1/quiz/practice/save',
    auth: 'required',
  }),
  startPractice: route<typeof quizEndpoints.startPractice>({
    name: 'quiz.practiceStart',
    method: 'POST',
    path: '/wp-json/learnpress/v1/quiz/practice',
    auth: 'required',
  }),
  startQuiz: route<typeof quizEndpoints.startQuiz>({
    name: 'quiz.start',
    method: 'POST',
    path: '/wp-json/learnpress/v1/quiz/start',
    auth: 'required',
  }),
  storeQuestion: route<typeof quizEndpoints.storeQuestion>({
    name: 'quiz.storeQuestion',
    method: 'GET',
    path: '/wp-json/learnpress/v1/quiz/store-question',
    auth: 'required',
  }),
};

export const reviewsApi = {
  courseReviews: route<typeof reviewsEndpoints.courseReviews>({
    name: 'reviews.course',
    method: 'GET',
    path: '/wp-json/learnpress/v1/review/course/:id',
    auth: 'optional',
  }),
  submitReview: route<typeof reviewsEndpoints.submitReview>({
    name: 'reviews.submit',
    method: 'POST',
    path: '/wp-json/learnpress/v1/review/submit',
    auth: 'required',
  }),
};

export const subscriptionsApi = {
  listSubscriptions: route<typeof subscriptionsEndpoints.listSubscriptions>({
    name: 'users.subscriptions',
    method: 'GET',
    path: '/wp-json/learnpress/v1/users/subscriptions',
    auth: 'required',
  }),
  updateSubscription: route<typeof subscriptionsEndpoints.updateSubscription>({
    name: 'users.subscription',
    method: 'POST',
    path: '/wp-json/learnpress/v1/users/subscription',
    auth: 'required',
  }),
};

export const tokenApi = {
  login: route<typeof tokenEndpoints.login>({
    name: 'token.create',
    method: 'POST',
    path: '/wp-json/learnpress/v1/token',
    auth: 'none',
  }),
  register: route<typeof tokenEndpoints.register>({
    name: 'token.register',
    method: 'POST',
    path: '/wp-json/learnpress/v1/token/register',
    auth: 'none',
  }),
};

export const upcomingApi = {
  listUpcomingCourses: route<typeof upcomingEndpoints.listUpcomingCourses>({
    name: 'courses.upcoming',
    method: 'GET',
    path: '/wp-json/learnpress/v1/courses/upcoming',
    auth: 'none',
  }),
};

export const usersApi = {
  changePassword: route<typeof usersEndpoints.changePassword>({
    name: 'users.changePassword',
    method: 'POST',
    path: '/wp-json/learnpress/v1/users/change-password',
    auth: 'required',
  }),
  deleteAccount: route<typeof usersEndpoints.deleteAccount>({
    name: 'users.delete',
    method: 'POST',
    path: '/wp-json/learnpress/v1/users/delete',
    auth: 'required',
  }),
  getUser: route<typeof usersEndpoints.getUser>({
    name: 'users.get',
    method: 'GET',
    path: '/wp-json/learnpress/v1/users/:id',
    auth: 'required',
  }),
  listUsers: route<typeof usersEndpoints.listUsers>({
    name: 'users.list',
    method: 'GET',
    path: '/wp-json/learnpress/v1/users',
    auth: 'required',
  }),
  resetPassword: route<typeof usersEndpoints.resetPassword>({
    name: 'users.resetPassword',
    method: 'POST',
    path: '/wp-json/learnpress/v1/users/reset-password',
    auth: 'none',
  }),
  saveFlags: route<typeof usersEndpoints.saveFlags>({
    name: 'users.flags',
    method: 'POST',
    path: '/wp-json/learnpress/v1/users/flags',
    auth: 'required',
  }),
  updateUser: route<typeof usersEndpoints.updateUser>({
    name: 'users.update',
    method: 'POST',
    path: '/wp-json/learnpress/v1/users/:id',
    auth: 'required',
    multipart: true,
  }),
  userCapabilities: route<typeof usersEndpoints.userCapabilities>({
    name: 'users.capabilities',
    method: 'GET',
    path: '/wp-json/learnpress/v1/users/user_capabilities',
    auth: 'required',
  }),
};

export const webSessionApi = {
  createWebSession: route<typeof webSessionEndpoints.createWebSession>({
    name: 'users.webSession',
    method: 'POST',
    path: '/wp-json/learnpress/v1/users/web-session',
    auth: 'required',
  }),
};

export const wishlistApi = {
  listWishlist: route<typeof wishlistEndpoints.listWishlist>({
    name: 'wishlist.list',
    method: 'GET',
    path: '/wp-json/learnpress/v1/wishlist',
    auth: 'required',
  }),
  toggleWishlist: route<typeof wishlistEndpoints.toggleWishlist>({
    name: 'wishlist.toggle',
    method: 'POST',
    path: '/wp-json/learnpress/v1/wishlist/toggle',
    auth: 'required',
  }),
  wishlistCourse: route<typeof wishlistEndpoints.wishlistCourse>({
    name: 'wishlist.course',
    method: 'GET',
    path: '/wp-json/learnpress/v1/wishlist/course/:id',
    auth: 'required',
  }),
};
