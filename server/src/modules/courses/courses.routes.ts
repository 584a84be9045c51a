import { coursesApi } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { enroll, finish, retake } from './course-actions.service';
import { getCourse, listCourses } from './courses.service';
import { sendGuestAnswer } from './guest-answers';

export function coursesRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx, coursesApi.listCourses, async ({ query, user, site, reply, request }) => {
    const perPage = query.per_page ?? 10;
    const list = async () => {
      const { courses, total, totalPages } = await listCourses(
        ctx.db,
        {
          perPage,
          page: query.page ?? 1,
          search: query.search,
          onSale: query.on_sale,
          popular: query.popular,
          orderBy: query.orderby,
          order: query.order,
          categoryIds: query.category,
          learned: query.learned,
          courseFilter: query.course_filter,
          omit: query.optimize ?? [],
        },
        user?.id ?? null,
        site,
      );
      return {
        body: courses,
        headers: { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(totalPages) },
      };
    };
    if (!user && !query.learned)
      return sendGuestAnswer(ctx.db, coursesApi.listCourses, `${site}${request.url}`, reply, list);
    const { body, headers } = await list();
    reply.headers(headers);
    return body;
  });

  serveEndpoint(app, ctx, coursesApi.getCourse, async ({ params, query, user, site, reply, request }) => {
    const course = () => getCourse(ctx.db, params.id, user?.id ?? null, site, query.optimize ?? []);
    if (user) return course();
    return sendGuestAnswer(ctx.db, coursesApi.getCourse, `${site}${request.url}`, reply, async () => ({
      body: await course(),
    }));
  });

  serveEndpoint(app, ctx, coursesApi.enrollCourse, async ({ body, user, locale }) =>
    enroll(ctx.db, body.id, user, locale),
  );

  serveEndpoint(app, ctx, coursesApi.finishCourse, async ({ body, user, locale }) =>
    finish(ctx.db, body.id, user, locale),
  );

  serveEndpoint(app, ctx, coursesApi.retakeCourse, async ({ body, user, locale }) =>
    retake(ctx.db, body.id, user, locale),
  );
}
