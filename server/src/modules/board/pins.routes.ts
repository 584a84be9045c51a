import { boardApi, quizApi } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { listPins } from './pins.service';
import { questionsStats, storeQuestionStatus } from '../progress/question-status.service';

/** Question statuses and pins: store-question, questions-stats and the Board's pins list. */
export function pinRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx, quizApi.storeQuestion, async ({ query, user, locale }) =>
    storeQuestionStatus(
      ctx.db,
      { quizId: query.id, questionId: query.question_id, userId: query.user_id, status: query.status },
      user,
      locale,
    ),
  );
  serveEndpoint(app, ctx, quizApi.questionsStats, async ({ query, user }) =>
    questionsStats(ctx.db, query.id, user),
  );
  serveEndpoint(app, ctx, boardApi.listPins, async ({ query, user }) => ({
    pins: await listPins(ctx.db, user.id, query.category),
  }));
}
