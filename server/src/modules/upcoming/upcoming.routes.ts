import { upcomingApi } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { uploadUrl } from '../../lib/upload-url';
import { findUpcoming } from './upcoming.repository';

export function upcomingRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx, upcomingApi.listUpcomingCourses, async ({ site }) =>
    (await findUpcoming(ctx.db)).map((row) => ({
      Id: row.id,
      Title: row.title,
      Content: row.content,
      Image: uploadUrl(site, row.image),
      StartTime: row.start_time.toISOString(),
    })),
  );
}
