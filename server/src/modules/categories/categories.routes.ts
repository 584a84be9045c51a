import { categoriesApi } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { uploadUrl } from '../../lib/upload-url';
import { listCategories, type CategoryRow } from './categories.repository';

const toCategory = (row: CategoryRow, site: string): categoriesApi.Category => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  count: row.count,
  meta: { image: uploadUrl(site, row.image), subscription: row.subscription },
});

export function categoriesRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx, categoriesApi.listCategories, async ({ query, site, reply }) => {
    const perPage = query.per_page ?? 10;
    const page = query.page ?? 1;
    const { rows, total } = await listCategories(ctx.db, {
      order: { by: query.orderby ?? 'name', dir: query.order ?? 'asc' },
      hideEmpty: query.hide_empty ?? false,
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    reply.header('X-WP-Total', String(total)).header('X-WP-TotalPages', String(Math.ceil(total / perPage)));
    return rows.map((row) => toCategory(row, site));
  });

  serveEndpoint(app, ctx, categoriesApi.userCategories, async ({ query, site }) => {
    const { rows } = await listCategories(ctx.db, {
      order: { by: query.orderby ?? 'count', dir: query.order ?? 'desc' },
      hideEmpty: true,
      limit: 100,
      offset: 0,
    });
    return rows.map((row) => toCategory(row, site));
  });
}
