import {
  mapPackageHtml,
  PACKAGE_MEDIA,
  type PackageCourse,
  type PackageProblem,
} from '@studovna/core/studio';
import { imageSources } from '../../lib/content-html';
import { checkedPicture, type PictureFormat } from '../../lib/uploaded-image';
import { checkAnswerFile } from '../assignments/answer-file-types';

/** How large a package's files may be: a picture as an uploaded one, an attachment as an answer file. */
export interface MediaLimits {
  pictureBytes: number;
  attachmentBytes: number;
}

/** Where each picture of the package is named: the cover, or an HTML text's path in course.json. */
export function pictureReferences(course: PackageCourse): { path: string; file: string }[] {
  const found: { path: string; file: string }[] = [];
  if (course.cover) found.push({ path: 'course.cover', file: course.cover });
  mapPackageHtml(course, (html, path) => {
    for (const src of imageSources(html)) if (PACKAGE_MEDIA.test(src)) found.push({ path, file: src });
    return html;
  });
  return found;
}

const MB = 1024 * 1024;
const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/**
 * What is wrong with the files a package's course names (decision 0025): a picture that is missing, too
 * large or not a JPEG, PNG, WebP or GIF by its content; an attachment too large or not of a kind an
 * assignment may hold, by its content. Answers the problems and each good picture's format.
 */
export async function mediaProblems(
  course: PackageCourse,
  files: ReadonlyMap<string, Uint8Array>,
  limits: MediaLimits,
): Promise<{ problems: PackageProblem[]; pictures: Map<string, PictureFormat> }> {
  const problems: PackageProblem[] = [];
  const pictures = new Map<string, PictureFormat>();
  const checked = new Map<string, PackageProblem['code'] | null>();
  for (const { path, file } of pictureReferences(course)) {
    const data = files.get(file);
    // a missing cover is the rules' to say (core), a missing picture of a text is said here
    if (!data) {
      if (path !== 'course.cover') problems.push({ path, code: 'package.fileMissing', values: { file } });
      continue;
    }
    if (!checked.has(file)) {
      const format = data.length > limits.pictureBytes ? null : await checkedPicture(data);
      if (format) pictures.set(file, format);
      checked.set(
        file,
        format ? null : data.length > limits.pictureBytes ? 'package.pictureTooLarge' : 'package.notPicture',
      );
    }
    const code = checked.get(file);
    if (code) problems.push({ path, code, values: { file, limit: megabytes(limits.pictureBytes) } });
  }
  course.sections.forEach((section, s) =>
    section.items.forEach((item, i) => {
      if (item.type !== 'lp_assignment') return;
      item.attachments.forEach(({ file }, a) => {
        const data = files.get(file);
        if (!data) return;
        const path = `course.sections.${s}.items.${i}.attachments.${a}.file`;
        const values = { file, limit: megabytes(limits.attachmentBytes) };
        if (data.length > limits.attachmentBytes)
          problems.push({ path, code: 'package.attachmentTooLarge', values });
        else if (!checkAnswerFile(file, data).ok)
          problems.push({ path, code: 'package.attachmentInvalid', values });
      });
    }),
  );
  return { problems, pictures };
}
