import { studioGradingApi } from '@studovna/core/contract/studio';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { afterResponse } from '../../lib/after-response';
import { mailerFor } from '../../lib/mailer';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { authenticate } from '../../plugins/auth';
import { studioUserOf, type StudioUser } from '../studio/studio-user';
import { AnswerStorage } from './answer-storage';
import { sendFile } from './assignments.routes';
import {
  gradeAnswer,
  getGradingAnswer,
  listGradingQueue,
  openGradingFeedbackFile,
  openGradingFile,
  waitingForGrading,
} from './grading.service';
import { appUrlOf } from '../../lib/app-url';

/** Grading handed-in assignments in the studio (decision 0026). */
export function gradingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps = { db: ctx.db, storage: new AnswerStorage(ctx.config.dataDir) };
  const G = studioGradingApi;

  serveEndpoint(app, ctx, G.listQueue, async ({ user, query }) =>
    listGradingQueue(ctx.db, studioUserOf(user), query),
  );
  serveEndpoint(app, ctx, G.waitingCount, async ({ user }) => waitingForGrading(ctx.db, studioUserOf(user)));
  serveEndpoint(app, ctx, G.getAnswer, async ({ user, params, site }) =>
    getGradingAnswer(ctx.db, studioUserOf(user), params.id, site),
  );
  serveEndpoint(
    app,
    ctx,
    G.gradeAnswer,
    async ({ user, params, body, files, site, locale, request, reply }) => {
      const { answer, mail } = await gradeAnswer(
        deps,
        studioUserOf(user),
        params.id,
        {
          action: body.action,
          mark: body.mark,
          feedback: body.feedback,
          revision: body.revision,
          removeFeedbackFile: body.remove_feedback_file === '1',
        },
        files,
        { site, appUrl: appUrlOf(ctx.config.siteUrl), locale },
      );
      // the e-mail goes once the answer is sent; a failure is logged, the grading stands
      afterResponse(ctx, reply, request.log, async () => {
        const sent = await mailerFor(ctx.config).send(mail);
        if (sent.file) request.log.info({ file: sent.file }, 'grading e-mail written to the outbox');
      });
      return answer;
    },
  );

  // downloads stream bytes: path, params and auth from the contract, as the learner's downloads
  const routeDownload = (
    download: typeof G.downloadAnswerFile | typeof G.downloadFeedbackFile,
    open: (user: StudioUser, params: { id: number; file?: number }) => ReturnType<typeof openGradingFile>,
  ) =>
    app.route({
      method: download.method,
      url: download.path,
      schema: { params: download.params },
      config: { endpoint: download.name },
      preHandler: (request) => authenticate(request, ctx, 'studio'),
      handler: async (request, reply) => {
        const params = request.params as { id: number; file?: number };
        const { file, stream } = await open(studioUserOf(request.user!), params);
        return sendFile(reply, file, stream);
      },
    });
  routeDownload(G.downloadAnswerFile, (user, { id, file }) => openGradingFile(deps, user, id, file!));
  routeDownload(G.downloadFeedbackFile, (user, { id }) => openGradingFeedbackFile(deps, user, id));
}
