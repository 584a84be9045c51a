import type { Locale } from '@studovna/core';
import {
  coursePackageMessage,
  packageProblemMessage,
  type CoursePackageMessageCode,
  type PackageProblem,
} from '@studovna/core/studio';
import { ApiError } from '../../lib/api-error';

/** At most this many problems are listed in `data.fields`: the message counts them all. */
const LISTED = 200;

/**
 * An error about a course package (decision 0025), shaped as every studio error: its message in the
 * author's language and, for a package with wrong fields or files, each one's message in `data.fields`
 * (its path in course.json → message).
 */
export class PackageError extends ApiError {
  constructor(
    status: number,
    code: string,
    readonly packageCode: CoursePackageMessageCode,
    readonly values: Record<string, string | number> = {},
    readonly problems: readonly PackageProblem[] = [],
  ) {
    super(status, code, null, coursePackageMessage(packageCode, 'cs', values));
  }

  override render(locale: Locale) {
    const rendered = super.render(locale);
    const fields: Record<string, string> = {};
    for (const p of this.problems.slice(0, LISTED)) fields[p.path] ??= packageProblemMessage(p, locale);
    return {
      ...rendered,
      message: coursePackageMessage(this.packageCode, locale, this.values),
      data: { ...rendered.data, ...(this.problems.length > 0 ? { fields } : {}) },
    };
  }
}

export const packageError = (
  status: number,
  code: string,
  packageCode: CoursePackageMessageCode,
  values?: Record<string, string | number>,
) => new PackageError(status, code, packageCode, values);

/** A package refused for its fields or files: 400 `studio_package_invalid`, nothing written. */
export const invalidPackage = (problems: readonly PackageProblem[]) =>
  new PackageError(400, 'studio_package_invalid', 'package.invalid', { count: problems.length }, problems);
