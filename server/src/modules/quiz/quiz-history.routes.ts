import { quizApi } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { listAttempts, reviewAttempt } from './quiz-history.service';
import { finishPractice, savePractice, startPractice } from './quiz-practice.service';

/** Attempt history, the review of a finished attempt, and practice runs of mistakes (issue 5). */
export function quizHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx, quizApi.quizAttempts, async ({ query, user }) =>
    listAttempts(ctx.db, query.id, user),
  );

  serveEndpoint(app, ctx, quizApi.quizAttemptReview, async ({ params, user, locale }) =>
    reviewAttempt(ctx.db, params.id, user, locale),
  );

  serveEndpoint(app, ctx, quizApi.startPractice, async ({ body, user, locale }) =>
    startPractice(ctx.db, body.id, user, locale),
  );

  serveEndpoint(app, ctx, quizApi.savePractice, async ({ body, user, locale }) =>
    savePractice(ctx.db, body, user, locale),
  );

  serveEndpoint(app, ctx, quizApi.finishPractice, async ({ body, user, locale }) =>
    finishPractice(ctx.db, body, user, locale),
  );
}
