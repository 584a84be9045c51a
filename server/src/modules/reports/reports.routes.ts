import { studioReportsApi } from '@studovna/core/contract/studio';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { studioUserOf } from '../studio/studio-user';
import { courseReport, quizReport, reportCourses } from './reports.service';

/** Reports in the studio: item analysis of a quiz, a course's funnel and activity (decision 0030). */
export function reportsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const R = studioReportsApi;
  serveEndpoint(app, ctx, R.listCourses, async ({ user }) => reportCourses(ctx.db, studioUserOf(user)));
  serveEndpoint(app, ctx, R.getCourseReport, async ({ user, params }) =>
    courseReport(ctx.db, studioUserOf(user), params.id),
  );
  serveEndpoint(app, ctx, R.getQuizReport, async ({ user, params }) =>
    quizReport(ctx.db, studioUserOf(user), params.id),
  );
}
