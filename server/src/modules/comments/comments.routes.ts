import { commentsApi } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { reportComment } from './comment-reports.service';
import { COMMENTS_PAGE, createComment, listComments, removeComment } from './comments.service';

export function commentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx, commentsApi.listComments, async ({ query, user, site, reply }) => {
    const { comments, total, totalPages } = await listComments(
      ctx.db,
      query.post,
      user,
      { perPage: query.per_page ?? COMMENTS_PAGE, page: query.page ?? 1 },
      site,
    );
    reply.header('X-WP-Total', String(total)).header('X-WP-TotalPages', String(totalPages));
    return comments;
  });

  serveEndpoint(app, ctx, commentsApi.createComment, async ({ body, user, site }) =>
    createComment(ctx.db, body, user, site),
  );

  serveEndpoint(app, ctx, commentsApi.deleteComment, async ({ params, user, site }) =>
    removeComment(ctx.db, params.id, user, site),
  );

  serveEndpoint(app, ctx, commentsApi.reportComment, async ({ params, body, user, site, locale }) =>
    reportComment(ctx.db, params.id, body.reason, user, site, locale),
  );
}
