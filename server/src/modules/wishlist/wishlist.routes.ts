import { wishlistApi } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { list, ofCourse, toggle } from './wishlist.service';

export function wishlistRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx, wishlistApi.toggleWishlist, async ({ body, user, site, locale }) =>
    toggle(ctx.db, user.id, body.id, site, locale),
  );
  serveEndpoint(app, ctx, wishlistApi.listWishlist, async ({ user, site }) => list(ctx.db, user.id, site));
  serveEndpoint(app, ctx, wishlistApi.wishlistCourse, async ({ params, user, site }) =>
    ofCourse(ctx.db, user.id, params.id, site),
  );
}
