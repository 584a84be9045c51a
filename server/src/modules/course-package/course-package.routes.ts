import { studioPackagesApi } from '@studovna/core/contract/studio';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { serveDownload } from '../../lib/serve-download';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { COVER_MAX_BYTES } from '../studio/studio-images.service';
import { studioUserOf } from '../studio/studio-user';
import { exportCoursePackage } from './package-export.service';
import { importCoursePackage } from './package-import.service';

/** A package to import may be this large (a course with its pictures and attachments). */
export const PACKAGE_MAX_BYTES = 100 * 1024 * 1024;

/** Course packages (decision 0025): a course exported as one zip, and a zip imported as a new draft. */
export function coursePackageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const P = studioPackagesApi;
  const deps = {
    db: ctx.db,
    dataDir: ctx.config.dataDir,
    limits: { pictureBytes: COVER_MAX_BYTES, attachmentBytes: ctx.config.uploadMaxFileBytes },
  };

  serveDownload(app, ctx, P.exportPackage, async ({ user, params }) => {
    const { slug, zip } = await exportCoursePackage(
      ctx.db,
      ctx.config.dataDir,
      studioUserOf(user),
      params.id,
    );
    return {
      body: Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength),
      type: P.exportPackage.downloadType,
      fileName: `${slug}.zip`,
    };
  });

  serveEndpoint(
    app,
    ctx,
    P.importPackage,
    async ({ user, files, site, locale }) =>
      importCoursePackage(deps, studioUserOf(user), files, site, locale),
    { maxFileBytes: PACKAGE_MAX_BYTES },
  );
}
