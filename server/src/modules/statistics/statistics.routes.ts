import { quizApi } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { quizPercentile, quizStatistics } from './statistics.service';

/** GET /quiz/percentil and POST /quiz/statistics (SPEC §7). */
export function statisticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx, quizApi.quizPercentile, async ({ query, user }) =>
    quizPercentile(ctx.db, query.id, query.user_mark, user),
  );

  serveEndpoint(app, ctx, quizApi.quizStatistics, async ({ body, user }) =>
    quizStatistics(ctx.db, body.id_list, user),
  );
}
