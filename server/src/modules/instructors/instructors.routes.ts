import { instructorsApi } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { uploadUrl } from '../../lib/upload-url';
import { findInstructors } from './instructors.repository';

export function instructorsRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx, instructorsApi.listInstructors, async ({ query, site, reply }) => {
    const perPage = query.per_page ?? 10;
    const { rows, total } = await findInstructors(ctx.db, perPage, ((query.page ?? 1) - 1) * perPage);
    reply.header('X-WP-Total', String(total)).header('X-WP-TotalPages', String(Math.ceil(total / perPage)));
    return rows.map((row) => ({
      id: row.id,
      nickname: row.nickname,
      avatar_url: uploadUrl(site, row.avatar_path),
      description: row.description,
      instructor_data: { total_courses: row.total_courses, total_users: row.total_users },
    }));
  });
}
