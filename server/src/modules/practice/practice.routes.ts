import { practiceApi } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { answerPractice, practiceDue, practiceQueue } from './practice.service';

/** The Board's spaced-repetition practice: the queue, an answer, the day's count. */
export function practiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx, practiceApi.practiceQueue, async ({ query, user }) =>
    practiceQueue(ctx.db, user, query.category),
  );

  serveEndpoint(app, ctx, practiceApi.answerPractice, async ({ body, user, locale }) =>
    answerPractice(ctx.db, body, user, locale),
  );

  serveEndpoint(app, ctx, practiceApi.practiceDue, async ({ query, user }) =>
    practiceDue(ctx.db, user, query.category),
  );
}
