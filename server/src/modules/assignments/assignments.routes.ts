import { assignmentsApi } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contentDisposition } from '../../lib/serve-download';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { authenticate } from '../../plugins/auth';
import { AnswerStorage } from './answer-storage';
import {
  answerAssignment,
  getAssignment,
  openFeedbackFile,
  openOwnFile,
  startAssignment,
} from './assignments.service';
import type { AnswerFileRow } from './assignments.repository';
import type { ReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';

export function assignmentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps = {
    db: ctx.db,
    storage: new AnswerStorage(ctx.config.dataDir),
    maxFileSize: ctx.config.uploadMaxFileBytes,
  };

  serveEndpoint(app, ctx, assignmentsApi.getAssignment, async ({ params, user, site }) =>
    getAssignment(deps, params.id, user, site),
  );

  serveEndpoint(app, ctx, assignmentsApi.startAssignment, async ({ body, user, locale, site }) =>
    startAssignment(deps, body.id, user, locale, site),
  );

  serveEndpoint(app, ctx, assignmentsApi.submitAssignment, async ({ body, files, user, locale, site }) =>
    answerAssignment(
      deps,
      { id: body.id, note: body.note, action: body.action, remove: body.remove ?? [], files },
      user,
      locale,
      site,
    ),
  );

  // a download streams bytes, so it is not a JSON contract endpoint: its path, params and auth come
  // from the contract all the same
  for (const [download, open] of [
    [assignmentsApi.downloadAnswerFile, openOwnFile],
    [assignmentsApi.downloadFeedbackFile, openFeedbackFile],
  ] as const)
    app.route({
      method: download.method,
      url: download.path,
      schema: { params: download.params, querystring: download.query },
      config: { endpoint: download.name },
      preHandler: (request) => authenticate(request, ctx, 'required'),
      handler: async (request, reply) => {
        const { id } = request.params as { id: number };
        const { file, stream } = await open(deps, id, request.user!);
        return sendFile(reply, file, stream);
      },
    });
}

/** A stored file as a private download under its original name. */
export function sendFile(reply: FastifyReply, file: AnswerFileRow, stream: ReadStream) {
  return reply
    .header('content-type', file.mime)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(file.original_name))
    .header('cache-control', 'private, no-store')
    .send(stream);
}
