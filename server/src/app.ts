import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { assignmentsRoutes } from './modules/assignments/assignments.routes';
import { gradingRoutes } from './modules/assignments/grading.routes';
import { learnersRoutes } from './modules/learners/learners.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { boardRoutes } from './modules/board/board.routes';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { commentsRoutes } from './modules/comments/comments.routes';
import { commentModerationRoutes } from './modules/comments/comment-moderation.routes';
import { coursesRoutes } from './modules/courses/courses.routes';
import { verifyReceiptRoutes } from './modules/courses/verify-receipt.routes';
import { instructorsRoutes } from './modules/instructors/instructors.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { studioOrdersRoutes } from './modules/orders/studio-orders.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { reviewModerationRoutes } from './modules/reviews/review-moderation.routes';
import { upcomingRoutes } from './modules/upcoming/upcoming.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { openApiRoutes } from './modules/openapi/openapi.routes';
import { itemsRoutes } from './modules/progress/items.routes';
import { lessonsRoutes } from './modules/lessons/lessons.routes';
import { practiceRoutes } from './modules/practice/practice.routes';
import { quizRoutes } from './modules/quiz/quiz.routes';
import { quizHistoryRoutes } from './modules/quiz/quiz-history.routes';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { usersRoutes } from './modules/users/users.routes';
import { profileRoutes } from './modules/users/profile.routes';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { webSessionRoutes } from './modules/web-session/web-session.routes';
import { studioRoutes } from './modules/studio/studio.routes';
import { questionBankRoutes } from './modules/question-bank/question-bank.routes';
import { coursePackageRoutes } from './modules/course-package/course-package.routes';
import { sitePlansRoutes } from './site/plans/plans.routes';
import { webLoginRoutes } from './site/web-login/web-login.routes';
import { passwordResetPageRoutes } from './site/password-reset/password-reset-page.routes';
import { registerAppHost } from './plugins/app-host';
import { registerAuth } from './plugins/auth';
import { registerCors } from './plugins/cors';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerMultipart } from './plugins/multipart';
import { registerSecurityHeaders } from './plugins/security-headers';
import { appInlineScriptHashes } from './plugins/painted-page';
import { SEED_IMAGES_DIR } from './lib/uploaded-files';
import { siteRoutes } from './site/site.routes';
import { scheduledMail } from './modules/scheduled-mail/scheduled-mail';
import { registerDraining } from './ops/draining';
import { healthRoutes } from './ops/health.routes';
import { loggerOptions } from './ops/logger-options';
import { registerMetrics } from './ops/metrics';

type RegisterRoutes = (app: FastifyInstance, ctx: AppContext) => void;

/**
 * Which module serves what, in the order they are registered: the app's API (SPEC §7, paths and
 * schemas from core's contract), its OpenAPI description, then the website on the site host.
 */
const ROUTES: ReadonlyArray<readonly [serves: string, routes: RegisterRoutes]> = [
  ['auth: token (login), validation, registration', authRoutes],
  ['users: the users, one user, capabilities', usersRoutes],
  ['categories', categoriesRoutes],
  ['courses: list, detail, enrol, finish, retake', coursesRoutes],
  ['courses: app-store receipts (refused, 501)', verifyReceiptRoutes],
  ['upcoming courses', upcomingRoutes],
  ['wishlist', wishlistRoutes],
  ['course reviews', reviewsRoutes],
  ['instructors', instructorsRoutes],
  ['orders', ordersRoutes],
  ['lessons: content, finish', lessonsRoutes],
  ['quiz: start, check, save, finish', quizRoutes],
  ['progress: reset of an item', itemsRoutes],
  ['statistics: percentile, score distribution', statisticsRoutes],
  ["quiz history: attempts, an attempt's review, practice of mistakes", quizHistoryRoutes],
  ['assignments: start, answer with files, download', assignmentsRoutes],
  ['board: question statuses, pins, due counts', boardRoutes],
  ['comments under lessons and quizzes', commentsRoutes],
  ["practice: the board's spaced repetition", practiceRoutes],
  ['profile: settings, avatar, password, account deletion', profileRoutes],
  ['password reset by e-mail', passwordResetRoutes],
  ['study plans and subscriptions', subscriptionsRoutes],
  ['web session: hand-off to the website', webSessionRoutes],
  ['studio: categories, courses, their curriculum and log (decision 0023)', studioRoutes],
  ['studio: the question bank, its imports and quiz settings (decision 0024)', questionBankRoutes],
  ['studio: course packages, exported and imported as zips (decision 0025)', coursePackageRoutes],
  ['studio: grading handed-in assignments (decision 0026)', gradingRoutes],
  ['studio: learners, their plans and accounts (decision 0027)', learnersRoutes],
  ['studio: orders, revenue and refunds (decision 0028)', studioOrdersRoutes],
  ['studio: moderating comments (decision 0029)', commentModerationRoutes],
  ['studio: moderating reviews (decision 0029)', reviewModerationRoutes],
  ['studio: reports, item analysis (decision 0030)', reportsRoutes],
  ['OpenAPI description', openApiRoutes],
  ['health: liveness and readiness probes (decision 0033)', healthRoutes],
  ['website: home, privacy policy, terms', siteRoutes],
  ['website: study plans and checkout', sitePlansRoutes],
  ['website: password-reset page', passwordResetPageRoutes],
  ['website: web login', webLoginRoutes],
];

/** Builds the whole server without listening: main.ts listens, tests inject. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(ctx.config, process.stdout.isTTY === true),
    // behind a proxy the learner's address comes from X-Forwarded-For, of the proxies named only
    trustProxy: ctx.config.trustProxy,
    // SPEC writes some paths with a trailing slash (/assignments/start/, /zasady-ochrany/): both forms work
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // first: a stopping app refuses a request before any other hook runs (decision 0033)
  registerDraining(app);
  registerMetrics(app, ctx);
  registerErrorHandling(app, ctx);
  registerSecurityHeaders(app, ctx.config.webViewAllow, appInlineScriptHashes(ctx.config.webDist));
  registerAuth(app);
  await registerCors(app);
  await registerMultipart(app, ctx.config.uploadMaxFileBytes);
  await registerAppHost(app, ctx.config.webDist);

  // uploaded files under the data directory, and the images of the seeded content
  const uploads = join(ctx.config.dataDir, 'uploads');
  await mkdir(uploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: SEED_IMAGES_DIR,
    prefix: '/wp-content/uploads/seed/',
    decorateReply: false,
    maxAge: 86400000,
  });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/wp-content/uploads/',
    decorateReply: false,
    maxAge: 3600000,
  });

  for (const [, routes] of ROUTES) routes(app, ctx);
  // e-mails on a schedule: a plan's end, the instructors' weekly summary (decision 0031)
  scheduledMail(app, ctx);
  return app;
}
