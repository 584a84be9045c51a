import { z } from 'zod/mini';
import { idParams } from '../common';
import { defineEndpoint, NAMESPACES } from '../endpoint';
import { studioCourseSchema } from './courses';
import { studioAnswer } from './studio-fields';

/**
 * Our own course package (issue 22, decision 0025): a course as one zip — `course.json` (its JSON Schema
 * is `core/src/studio/course-package.schema.json`) and the pictures and attachments it names beside it.
 */

export const exportPackage = defineEndpoint({
  name: 'studio.courses.exportPackage',
  method: 'GET',
  path: `${NAMESPACES.studio}/courses/:id/package`,
  auth: 'studio',
  summary:
    'The course as a package to download (`application/zip`, named by its slug): course.json with every field, section, lesson, quiz with its settings and questions in full, assignment with its attachments, and the pictures and files beside it. Its author or the team.',
  params: idParams,
  download: true,
  downloadType: 'application/zip',
  response: z.string().register(z.globalRegistry, { description: 'The bytes of the zip.' }),
});

export const importPackage = defineEndpoint({
  name: 'studio.packages.import',
  method: 'POST',
  path: `${NAMESPACES.studio}/packages`,
  auth: 'studio',
  summary:
    'Imports a course package (multipart `file`: a zip as the export writes it) as a new draft course of the caller, its questions in their bank, in one transaction. Categories are matched by slug; a slug in use gets -2, -3 …. Anything wrong answers 400 with the problems by path in `data.fields` and nothing is written.',
  multipart: true,
  body: z.object({}),
  response: studioAnswer(studioCourseSchema),
});
