import type { Locale } from '@studovna/core';
import { videoEmbedUrl } from '@studovna/core/domain';
import {
  coursePackageMessage,
  coursePackageProblems,
  mapPackageHtml,
  PACKAGE_MEDIA,
  packageQuizPenalties,
  type PackageCourse,
  type PackageProblem,
  type QuestionDraft,
} from '@studovna/core/studio';
import type { Database } from '../../db/database';
import { contentHtml, contentHtmlWithImages } from '../../lib/content-html';
import { ImageStorage } from '../../lib/image-storage';
import { uploadUrl } from '../../lib/upload-url';
import { PICTURE_EXTENSIONS, type PictureFormat } from '../../lib/uploaded-image';
import type { UploadedFile } from '../../plugins/multipart';
import { cleanFileName, extensionOf } from '../assignments/answer-file-types';
import {
  insertQuizQuestionDrafts,
  setQuizQuestionParts,
} from '../question-bank/quiz-question-drafts.service';
import { courseAnswer, freeSlug } from '../studio/studio-courses.service';
import {
  categoryIdsBySlug,
  insertCourseTree,
  type NewCourseTree,
} from '../studio/studio-course-tree.service';
import type { StudioUser } from '../studio/studio-user';
import { invalidPackage, packageError } from './package-error';
import { mediaProblems, pictureReferences, type MediaLimits } from './package-media';
import { readPackage } from './package-read';

export interface ImportDeps {
  db: Database;
  dataDir: string;
  limits: MediaLimits;
}

/**
 * A course package as a new draft course of the caller (issue 22, decision 0025): everything is checked
 * first — the zip, course.json's shape, every rule the studio's editors keep, the categories by slug, the
 * files — then the files are written, then the course, its sections, items and questions (into the
 * caller's bank) in one transaction. A refusal writes nothing; a failed transaction removes the files.
 */
export async function importCoursePackage(
  deps: ImportDeps,
  user: StudioUser,
  uploads: readonly UploadedFile[],
  site: string,
  locale: Locale,
) {
  const upload = uploads.find((f) => f.field === 'file' && f.data.length > 0);
  if (!upload) throw packageError(400, 'studio_package_required', 'package.fileRequired');
  const { pkg, files } = readPackage(upload.data);
  const course = cleanCourse(pkg.course);
  const problems: PackageProblem[] = coursePackageProblems(
    { ...pkg, course },
    new Set(files.keys()),
    new Date(),
  );
  const categories = await categoryIdsBySlug(deps.db, course.categories);
  course.categories.forEach((slug, i) => {
    if (!categories.has(slug))
      problems.push({ path: `course.categories.${i}`, code: 'package.categoryMissing', values: { slug } });
  });
  const media = await mediaProblems(course, files, deps.limits);
  problems.push(...media.problems);
  if (problems.length > 0) throw invalidPackage(problems);

  const written = new Written(deps.dataDir);
  try {
    const stored = await written.store(course, files, media.pictures);
    const final = withStoredPictures(course, stored.media, site);
    const tree = newTree(
      final,
      stored,
      [...new Set(course.categories)].map((slug) => categories.get(slug)!),
    );
    return await deps.db.transaction(async (tx) => {
      const slug = await freeSlug(tx, tree.course.slug);
      const { courseId, itemIds } = await insertCourseTree(
        tx,
        { ...tree, course: { ...tree.course, slug } },
        user.id,
        {
          title: tree.course.title,
          slug,
          status: 'draft',
          package: { sections: tree.sections.length, items: tree.sections.flatMap((x) => x.items).length },
        },
      );
      for (const [s, section] of final.sections.entries())
        for (const [i, item] of section.items.entries())
          if (item.type === 'lp_quiz') {
            await insertQuizQuestionDrafts(tx, {
              quizId: itemIds[s]![i]!,
              courseId,
              authorId: user.id,
              drafts: item.questions as QuestionDraft[],
            });
            const parts = item.settings.parts ?? [];
            if (parts.length > 0)
              await setQuizQuestionParts(
                tx,
                itemIds[s]![i]!,
                parts.map((part) => part.questions),
              );
          }
      const title = tree.course.title;
      const wanted = tree.course.slug;
      return {
        message:
          slug === wanted
            ? coursePackageMessage('package.imported', locale, { title })
            : coursePackageMessage('package.importedNewSlug', locale, { title, wanted, slug }),
        data: await courseAnswer(tx, user, courseId, site),
      };
    });
  } catch (error) {
    await written.removeAll();
    throw error;
  }
}

/** The course as the studio stores it: HTML sanitised, titles and short texts trimmed. */
function cleanCourse(course: PackageCourse): PackageCourse {
  const clean = mapPackageHtml(course, contentHtml);
  return {
    ...clean,
    title: clean.title.trim(),
    slug: clean.slug.trim(),
    excerpt: clean.excerpt.trim(),
    duration: clean.duration.trim(),
    sections: clean.sections.map((section) => ({
      ...section,
      title: section.title.trim(),
      description: section.description.trim(),
      items: section.items.map((item) =>
        item.type === 'lp_assignment'
          ? {
              ...item,
              title: item.title.trim(),
              attachments: item.attachments.map((a) => ({ ...a, name: cleanFileName(a.name) })),
            }
          : { ...item, title: item.title.trim() },
      ),
    })),
  };
}

/** The files of a package written into the uploads, and where each went (removed again on failure). */
class Written {
  private readonly covers: ImageStorage;
  private readonly media: ImageStorage;
  private readonly attachments: ImageStorage;
  private readonly paths: { storage: ImageStorage; path: string }[] = [];

  constructor(dataDir: string) {
    this.covers = new ImageStorage(dataDir, 'covers');
    this.media = new ImageStorage(dataDir, 'media');
    this.attachments = new ImageStorage(dataDir, 'attachments');
  }

  private async write(storage: ImageStorage, data: Uint8Array, extension: string) {
    const path = await storage.write(data, extension);
    this.paths.push({ storage, path });
    return path;
  }

  /** Writes the cover, the pictures of the texts and the attachments: package name → stored path. */
  async store(
    course: PackageCourse,
    files: ReadonlyMap<string, Uint8Array>,
    pictures: ReadonlyMap<string, PictureFormat>,
  ) {
    const picture = (name: string, storage: ImageStorage) =>
      this.write(storage, files.get(name)!, PICTURE_EXTENSIONS[pictures.get(name)!]);
    const cover = course.cover ? await picture(course.cover, this.covers) : '';
    const media = new Map<string, string>();
    for (const { path, file } of pictureReferences(course))
      if (path !== 'course.cover' && !media.has(file)) media.set(file, await picture(file, this.media));
    const attachments = new Map<string, string>();
    for (const section of course.sections)
      for (const item of section.items)
        if (item.type === 'lp_assignment')
          for (const { file } of item.attachments)
            if (!attachments.has(file))
              attachments.set(file, await this.write(this.attachments, files.get(file)!, extensionOf(file)));
    return { cover, media, attachments, sizes: (name: string) => files.get(name)!.length };
  }

  async removeAll(): Promise<void> {
    for (const { storage, path } of this.paths) await storage.remove(path);
  }
}

type Stored = Awaited<ReturnType<Written['store']>>;

/** Every picture of the package in the course's texts at its address on this server. */
function withStoredPictures(course: PackageCourse, media: ReadonlyMap<string, string>, site: string) {
  return mapPackageHtml(course, (html) =>
    contentHtmlWithImages(html, (src) => {
      const path = PACKAGE_MEDIA.test(src) ? media.get(src) : undefined;
      return path ? uploadUrl(site, path) : src;
    }),
  );
}

/** The course to write: its cover and attachments at their stored paths, lessons' videos as players. */
function newTree(course: PackageCourse, stored: Stored, categoryIds: number[]): NewCourseTree {
  const { cover: _cover, categories: _categories, sections, ...fields } = course;
  return {
    course: { ...fields, image: stored.cover, categoryIds },
    sections: sections.map((section) => ({
      title: section.title,
      description: section.description,
      items: section.items.map((item) => {
        if (item.type === 'lp_lesson') return { ...item, video_url: videoEmbedUrl(item.video_url) ?? '' };
        if (item.type === 'lp_quiz') {
          const { questions: _questions, settings, ...quiz } = item;
          const { negative_marking: _n, minus_skipped: _m, ...own } = settings;
          return { ...quiz, settings: { ...own, ...packageQuizPenalties(settings) } };
        }
        return {
          ...item,
          attachments: item.attachments.map(({ name, file }) => ({
            name,
            path: stored.attachments.get(file)!,
            size: stored.sizes(file),
          })),
        };
      }),
    })),
  };
}
