import { studioModerationApi as M } from '@studovna/core/contract/studio';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { studioUserOf } from '../studio/studio-user';
import { listModerationReviews, moderateReview } from './review-moderation.service';

/** Moderating reviews in the studio (decision 0029). */
export function reviewModerationRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx, M.listReviews, async ({ user, query }) =>
    listModerationReviews(ctx.db, studioUserOf(user), query),
  );
  serveEndpoint(app, ctx, M.moderateReview, async ({ user, params, body, locale }) =>
    moderateReview(ctx.db, studioUserOf(user), params.id, body, locale),
  );
}
