import {
  COURSE_PACKAGE_FORMAT,
  COURSE_PACKAGE_JSON,
  COURSE_PACKAGE_VERSION,
  coursePackageSchema,
  mapPackageHtml,
  mayEditCourse,
  type CoursePackage,
  type PackageCourse,
  type PackageItem,
  type PackageQuiz,
  type QuestionDraft,
} from '@studovna/core/studio';
import type { Queryable } from '../../db/database';
import { contentHtmlWithImages, imageSources } from '../../lib/content-html';
import { studioError } from '../../lib/studio-error';
import { readUploadedFile } from '../../lib/uploaded-files';
import { COVER_SIZE, PICTURE_EXTENSIONS, portablePicture } from '../../lib/uploaded-image';
import { extensionOf } from '../assignments/answer-file-types';
import { quizQuestionDrafts } from '../question-bank/quiz-question-drafts.service';
import { readCourseTree, type TreeItem } from '../studio/studio-course-tree.service';
import type { StudioUser } from '../studio/studio-user';
import { packageError } from './package-error';
import { PackageFiles, uploadPathOf } from './package-files';
import { writeZip } from './package-zip';

/**
 * A course as one zip (issue 22, decision 0025): course.json with every field, section and item, quizzes'
 * questions in full, and beside it the cover, the pictures of its HTML that are this server's uploads and
 * the assignments' attachments. Its HTML is written as the studio stores it (sanitised). The course's
 * author or the team.
 */
export async function exportCoursePackage(
  db: Queryable,
  dataDir: string,
  user: StudioUser,
  courseId: number,
): Promise<{ slug: string; zip: Uint8Array }> {
  const tree = await readCourseTree(db, courseId);
  if (!tree) throw studioError(404, 'studio_not_found', 'studio.notFound');
  if (!mayEditCourse(user.role, user.id, { authorId: tree.authorId }))
    throw packageError(403, 'studio_not_yours', 'package.exportNotYours');
  const files = new PackageFiles();
  const quizIds = tree.sections.flatMap((s) => s.items.flatMap((i) => (i.type === 'lp_quiz' ? [i.id] : [])));
  const questions = await quizQuestionDrafts(db, quizIds);
  const sections = [];
  for (const section of tree.sections) {
    const items: PackageItem[] = [];
    for (const item of section.items)
      items.push(await packageItem(item, questions.get(item.id) ?? [], files, dataDir));
    sections.push({ title: section.title, description: section.description, items });
  }
  const { image, ...fields } = tree.course;
  const course = await withPortablePictures(
    { ...fields, cover: await coverOf(image, files, dataDir), sections },
    files,
    dataDir,
  );
  // the schema's own parse: the export is what the schema describes, its keys in the schema's order
  const pkg: CoursePackage = coursePackageSchema.parse({
    format: COURSE_PACKAGE_FORMAT,
    version: COURSE_PACKAGE_VERSION,
    course,
  });
  const json = new TextEncoder().encode(`${JSON.stringify(pkg, null, 2)}\n`);
  return {
    slug: tree.course.slug,
    zip: writeZip([{ name: COURSE_PACKAGE_JSON, data: json }, ...files.entries()]),
  };
}

async function packageItem(
  item: TreeItem & { id: number },
  questions: QuestionDraft[],
  files: PackageFiles,
  dataDir: string,
): Promise<PackageItem> {
  const { id: _id, ...fields } = item;
  if (fields.type !== 'lp_assignment')
    return fields.type === 'lp_quiz'
      ? { ...fields, questions: questions as PackageQuiz['questions'] }
      : fields;
  const attachments = [];
  for (const attachment of fields.attachments) {
    const data = await readUploadedFile(dataDir, attachment.path);
    // a file gone from the disk is gone for learners too: the package leaves it out
    if (data)
      attachments.push({
        name: attachment.name,
        file: files.add('attachments', data, extensionOf(attachment.path)),
      });
  }
  return { ...fields, attachments };
}

/** The cover as a picture of the package (an SVG of the seed drawn as a WebP), or null. */
async function coverOf(image: string, files: PackageFiles, dataDir: string): Promise<string | null> {
  const data = image ? await readUploadedFile(dataDir, image) : null;
  const picture = data ? await portablePicture(data, COVER_SIZE) : null;
  return picture ? files.add('media', picture.data, PICTURE_EXTENSIONS[picture.format]) : null;
}

/**
 * Every HTML text sanitised, its pictures that are this server's uploads replaced by files of the
 * package (`media/…`); other addresses stay.
 */
async function withPortablePictures(
  course: PackageCourse,
  files: PackageFiles,
  dataDir: string,
): Promise<PackageCourse> {
  const names = new Map<string, string>();
  const sources = new Set<string>();
  mapPackageHtml(course, (html) => {
    for (const src of imageSources(html)) sources.add(src);
    return html;
  });
  for (const src of sources) {
    const path = uploadPathOf(src);
    const data = path ? await readUploadedFile(dataDir, path) : null;
    const picture = data ? await portablePicture(data) : null;
    if (picture) names.set(src, files.add('media', picture.data, PICTURE_EXTENSIONS[picture.format]));
  }
  return mapPackageHtml(course, (html) => contentHtmlWithImages(html, (src) => names.get(src) ?? src));
}
