import { itemsApi } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { itemAnalysisFolding } from './item-analysis-folding';
import { resetItem } from './items.service';

export function itemsRoutes(app: FastifyInstance, ctx: AppContext): void {
  itemAnalysisFolding(app, ctx);
  serveEndpoint(app, ctx, itemsApi.resetItem, async ({ query, user, locale }) =>
    resetItem(ctx.db, query.id, user, locale),
  );
}
