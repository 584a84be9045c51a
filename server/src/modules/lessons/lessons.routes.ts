import { lessonsApi } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { finishLesson, getLesson, listLessons } from './lessons.service';

export function lessonsRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx, lessonsApi.listLessons, async ({ query, user, reply }) => {
    const { lessons, total, totalPages } = await listLessons(ctx.db, user, {
      courseId: query.course,
      perPage: query.per_page ?? 10,
      page: query.page ?? 1,
    });
    reply.header('X-WP-Total', String(total)).header('X-WP-TotalPages', String(totalPages));
    return lessons;
  });

  serveEndpoint(app, ctx, lessonsApi.getLesson, async ({ params, user }) =>
    getLesson(ctx.db, params.id, user),
  );

  serveEndpoint(app, ctx, lessonsApi.finishLesson, async ({ body, user, locale }) =>
    finishLesson(ctx.db, body.id, user, locale),
  );
}
