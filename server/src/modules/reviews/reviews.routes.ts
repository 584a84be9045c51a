import { reviewsApi } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { courseReviews, submitReview } from './reviews.service';

export function reviewsRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx, reviewsApi.courseReviews, async ({ params, query, user, site }) => ({
    data: await courseReviews(
      ctx.db,
      params.id,
      { perPage: query.per_page ?? 10, page: query.page ?? 1 },
      user?.id ?? null,
      site,
    ),
  }));

  serveEndpoint(app, ctx, reviewsApi.submitReview, async ({ body, user, site, locale }) =>
    submitReview(ctx.db, body, user.id, site, locale),
  );
}
