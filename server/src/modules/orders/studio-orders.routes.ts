import { studioOrdersApi } from '@studovna/core/contract/studio';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveDownload } from '../../lib/serve-download';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { studioUserOf } from '../studio/studio-user';
import { ordersCsv } from './orders-csv';
import { listStudioOrders, orderRevenue, ordersForExport, refundOrder } from './studio-orders.service';

/** Orders and revenue in the studio, for the team (decision 0028). */
export function studioOrdersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const O = studioOrdersApi;
  serveEndpoint(app, ctx, O.listOrders, async ({ user, query }) =>
    listStudioOrders(ctx.db, studioUserOf(user), query, ctx.clock.now()),
  );
  serveEndpoint(app, ctx, O.revenue, async ({ user, query }) =>
    orderRevenue(ctx.db, studioUserOf(user), query, ctx.clock.now()),
  );
  serveDownload(app, ctx, O.exportCsv, async ({ user, query, locale }) => {
    const { filter, orders } = await ordersForExport(ctx.db, studioUserOf(user), query, ctx.clock.now());
    return {
      body: ordersCsv(orders, locale),
      type: O.exportCsv.downloadType,
      fileName: `objednavky-${filter.from}-${filter.to}.csv`,
      headers: { 'x-orders-count': String(orders.length) },
    };
  });
  serveEndpoint(app, ctx, O.refundOrder, async ({ user, params, body, locale }) =>
    refundOrder(ctx.db, studioUserOf(user), params.id, body.reason, { now: ctx.clock.now(), locale }),
  );
}
