import {
  studioAssignmentsApi,
  studioCategoriesApi,
  studioCoursesApi,
  studioLessonsApi,
} from '@studovna/core/contract/studio';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { ImageStorage } from '../../lib/image-storage';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { studioError } from '../../lib/studio-error';
import { findStudioCategory } from './studio-categories.repository';
import {
  createStudioCategory,
  deleteStudioCategory,
  listStudioCategories,
  orderStudioCategories,
  toStudioCategory,
  updateStudioCategory,
} from './studio-categories.service';
import {
  courseAnswer,
  courseAudit,
  createStudioCourse,
  listStudioAuthors,
  listStudioCourses,
  loadEditableCourse,
  updateStudioCourse,
} from './studio-courses.service';
import { createCourseItem, saveCurriculum } from './studio-curriculum.service';
import { COVER_MAX_BYTES, setCover } from './studio-images.service';
import { scheduledPublishing } from './scheduled-publishing';
import { getStudioLesson, updateStudioLesson } from './studio-lessons.service';
import { getStudioAssignment, updateStudioAssignment } from './studio-assignments.service';
import { addAssignmentFile, removeAssignmentFile } from './studio-assignment-files.service';
import { uploadContentImage } from './studio-media.service';
import { studioUserOf } from './studio-user';
import { mayEditCatalogue } from '@studovna/core/studio';

/** The studio's API (decision 0023): categories, courses, lessons and pictures for their texts. Every call checks the caller's role. */
export function studioRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const covers = new ImageStorage(ctx.config.dataDir, 'covers');
  const media = new ImageStorage(ctx.config.dataDir, 'media');
  const assignmentFiles = new ImageStorage(ctx.config.dataDir, 'assignments');
  const C = studioCategoriesApi;
  const K = studioCoursesApi;
  scheduledPublishing(app, ctx);

  serveEndpoint(app, ctx, C.listCategories, async ({ user, site }) =>
    listStudioCategories(db, studioUserOf(user), site),
  );
  serveEndpoint(app, ctx, C.createCategory, async ({ user, body, site, locale }) =>
    createStudioCategory(db, studioUserOf(user), body, site, locale),
  );
  serveEndpoint(app, ctx, C.updateCategory, async ({ user, params, body, site, locale }) =>
    updateStudioCategory(db, studioUserOf(user), params.id, body, site, locale),
  );
  serveEndpoint(app, ctx, C.deleteCategory, async ({ user, params, locale }) =>
    deleteStudioCategory(db, studioUserOf(user), params.id, locale),
  );
  serveEndpoint(app, ctx, C.orderCategories, async ({ user, body, site, locale }) =>
    orderStudioCategories(db, studioUserOf(user), body.ids, site, locale),
  );
  serveEndpoint(
    app,
    ctx,
    C.categoryImage,
    async ({ user, params, files, site, locale }) => {
      const studio = studioUserOf(user);
      const message = await setCover(
        db,
        covers,
        studio.id,
        {
          entity: 'category',
          id: params.id,
          load: async (tx) => {
            if (!mayEditCatalogue(studio.role))
              throw studioError(403, 'studio_catalogue_only', 'studio.catalogueOnly');
            const row = await findStudioCategory(tx, params.id, { lock: true });
            if (!row) throw studioError(404, 'studio_not_found', 'studio.notFound');
            return row.image;
          },
        },
        files,
        locale,
      );
      const row = (await findStudioCategory(db, params.id))!;
      return { message, data: toStudioCategory(row, site) };
    },
    { maxFileBytes: COVER_MAX_BYTES },
  );

  serveEndpoint(app, ctx, K.listCourses, async ({ user, query }) =>
    listStudioCourses(db, studioUserOf(user), query),
  );
  serveEndpoint(app, ctx, K.getCourse, async ({ user, params, site }) =>
    courseAnswer(db, studioUserOf(user), params.id, site),
  );
  serveEndpoint(app, ctx, K.createCourse, async ({ user, body, site, locale }) =>
    createStudioCourse(db, studioUserOf(user), body, site, locale),
  );
  serveEndpoint(app, ctx, K.updateCourse, async ({ user, params, body, site, locale }) =>
    updateStudioCourse(db, studioUserOf(user), params.id, body, site, locale),
  );
  serveEndpoint(
    app,
    ctx,
    K.courseImage,
    async ({ user, params, files, site, locale }) => {
      const studio = studioUserOf(user);
      const message = await setCover(
        db,
        covers,
        studio.id,
        {
          entity: 'course',
          id: params.id,
          load: async (tx) => (await loadEditableCourse(tx, studio, params.id)).image,
        },
        files,
        locale,
      );
      return { message, data: await courseAnswer(db, studio, params.id, site) };
    },
    { maxFileBytes: COVER_MAX_BYTES },
  );
  serveEndpoint(app, ctx, K.saveCurriculum, async ({ user, params, body, site, locale }) =>
    saveCurriculum(db, studioUserOf(user), params.id, body, site, locale),
  );
  serveEndpoint(app, ctx, K.createItem, async ({ user, params, body, site, locale }) =>
    createCourseItem(db, studioUserOf(user), params.id, body, site, locale),
  );
  serveEndpoint(app, ctx, K.courseAudit, async ({ user, params, query }) =>
    courseAudit(db, studioUserOf(user), params.id, query),
  );
  serveEndpoint(app, ctx, K.listAuthors, async ({ user }) => {
    studioUserOf(user);
    return listStudioAuthors(db);
  });

  const L = studioLessonsApi;
  serveEndpoint(app, ctx, L.getLesson, async ({ user, params }) =>
    getStudioLesson(db, studioUserOf(user), params.id),
  );
  serveEndpoint(app, ctx, L.updateLesson, async ({ user, params, body, locale }) =>
    updateStudioLesson(db, studioUserOf(user), params.id, body, locale),
  );
  serveEndpoint(
    app,
    ctx,
    L.uploadImage,
    async ({ user, files, site }) => {
      studioUserOf(user);
      return uploadContentImage(media, files, site);
    },
    { maxFileBytes: COVER_MAX_BYTES },
  );

  const A = studioAssignmentsApi;
  serveEndpoint(app, ctx, A.getAssignment, async ({ user, params, site }) =>
    getStudioAssignment(db, studioUserOf(user), params.id, site),
  );
  serveEndpoint(app, ctx, A.updateAssignment, async ({ user, params, body, site, locale }) =>
    updateStudioAssignment(db, studioUserOf(user), params.id, body, site, locale),
  );
  serveEndpoint(app, ctx, A.uploadAttachment, async ({ user, params, files, site, locale }) =>
    addAssignmentFile(
      db,
      assignmentFiles,
      studioUserOf(user),
      params.id,
      files,
      ctx.config.uploadMaxFileBytes,
      site,
      locale,
    ),
  );
  serveEndpoint(app, ctx, A.deleteAttachment, async ({ user, params, site, locale }) =>
    removeAssignmentFile(db, assignmentFiles, studioUserOf(user), params.id, params.attachment, site, locale),
  );
}
