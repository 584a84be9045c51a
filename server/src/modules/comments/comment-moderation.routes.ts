import { studioModerationApi as M } from '@studovna/core/contract/studio';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { studioUserOf } from '../studio/studio-user';
import { listModerationComments, moderateComment, replyToComment } from './comment-moderation.service';

/** Moderating comments in the studio (decision 0029). */
export function commentModerationRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx, M.listComments, async ({ user, query }) =>
    listModerationComments(ctx.db, studioUserOf(user), query),
  );
  serveEndpoint(app, ctx, M.moderateComment, async ({ user, params, body, locale }) =>
    moderateComment(ctx.db, studioUserOf(user), params.id, body, locale),
  );
  serveEndpoint(app, ctx, M.replyToComment, async ({ user, params, body, locale }) =>
    replyToComment(ctx.db, studioUserOf(user), params.id, body.content, locale),
  );
}
