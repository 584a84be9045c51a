import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { assignmentsRoutes } from './modules/assignments/assignments.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { boardRoutes } from './modules/board/board.routes';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { commentsRoutes } from './modules/comments/comments.routes';
import { coursesRoutes } from './modules/courses/courses.routes';
import { verifyReceiptRoutes } from './modules/courses/verify-receipt.routes';
import { instructorsRoutes } from './modules/instructors/instructors.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
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
import { sitePlansRoutes } from './site/plans/plans.routes';
import { webLoginRoutes } from './site/web-login/web-login.routes';
import { passwordResetPageRoutes } from './site/password-reset/password-reset-page.routes';
import { registerAppHost } from './plugins/app-host';
import { registerAuth } from './plugins/auth';
import { registerCors } from './plugins/cors';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerMultipart } from './plugins/multipart';
import { registerSecurityHeaders } from './plugins/security-headers';
import { siteRoutes } from './site/site.routes';

export const SEED_IMAGES_DIR = new URL('./db/seed/images/', import.meta.url).pathname;

/** Builds the whole server without listening: main.ts listens, tests inject. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: ctx.config.logLevel === 'silent' ? false : { level: ctx.config.logLevel },
    trustProxy: false,
    // SPEC writes some paths with a trailing slash (/assignments/start/, /zasady-ochrany/): both forms work
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app, ctx);
  registerSecurityHeaders(app, ctx.config.webViewAllow);
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

  authRoutes(app, ctx);
  usersRoutes(app, ctx);
  categoriesRoutes(app, ctx);
  coursesRoutes(app, ctx);
  verifyReceiptRoutes(app, ctx);
  upcomingRoutes(app, ctx);
  wishlistRoutes(app, ctx);
  reviewsRoutes(app, ctx);
  instructorsRoutes(app, ctx);
  ordersRoutes(app, ctx);
  // learning: lessons, quiz attempts, item reset (issue 4)
  lessonsRoutes(app, ctx);
  quizRoutes(app, ctx);
  itemsRoutes(app, ctx);
  // percentile, statistics, attempt history, practice runs (issue 5)
  statisticsRoutes(app, ctx);
  quizHistoryRoutes(app, ctx);
  // assignments: start, answer with files, download of one's own files (issue 5)
  assignmentsRoutes(app, ctx);
  // question statuses, pins and the Board (issue 6)
  boardRoutes(app, ctx);
  // comments under lessons and quizzes (issue 6)
  commentsRoutes(app, ctx);
  // spaced-repetition practice of the Board (issue 6)
  practiceRoutes(app, ctx);
  // settings, password reset by e-mail, study plans (issue 7)
  profileRoutes(app, ctx);
  passwordResetRoutes(app, ctx);
  subscriptionsRoutes(app, ctx);
  webSessionRoutes(app, ctx);
  openApiRoutes(app, ctx);
  siteRoutes(app, ctx);
  // the website's study plans and checkout, its password-reset page, the web login (issue 7)
  sitePlansRoutes(app, ctx);
  passwordResetPageRoutes(app, ctx);
  webLoginRoutes(app, ctx);
  return app;
}
