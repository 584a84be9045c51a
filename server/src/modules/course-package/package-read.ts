import {
  COURSE_PACKAGE_FORMAT,
  COURSE_PACKAGE_JSON,
  COURSE_PACKAGE_VERSION,
  coursePackageSchema,
  type CoursePackage,
  type CoursePackageMessageCode,
  type PackageProblem,
} from '@studovna/core/studio';
import type { z } from 'zod/mini';
import { invalidPackage, packageError } from './package-error';
import { PACKAGE_ZIP_LIMITS, readZip } from './package-zip';

/** A package as read from its zip: course.json in the schema's shape, and every file by its name. */
export interface ReadPackage {
  pkg: CoursePackage;
  files: Map<string, Uint8Array>;
}

const MB = 1024 * 1024;

/**
 * Opens a package's zip and reads its course.json: the zip within its limits, course.json UTF-8 JSON of
 * the format and version this server knows, in the schema's shape. Anything else is refused with a
 * 400 saying what (field by field for the shape) and nothing is written.
 */
export function readPackage(data: Uint8Array): ReadPackage {
  const zip = readZip(data);
  if ('problem' in zip) {
    if (zip.problem === 'notZip') throw packageError(400, 'studio_package_not_zip', 'package.notZip');
    if (zip.problem === 'entryName')
      throw packageError(400, 'studio_package_file_name', 'package.entryName', { name: zip.name });
    throw packageError(400, 'studio_package_too_large', 'package.unpackedTooLarge', {
      files: PACKAGE_ZIP_LIMITS.files,
      limit: PACKAGE_ZIP_LIMITS.bytes / MB,
    });
  }
  const json = zip.files.get(COURSE_PACKAGE_JSON);
  if (!json) throw packageError(400, 'studio_package_no_course', 'package.jsonMissing');
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json));
  } catch {
    throw packageError(400, 'studio_package_json', 'package.jsonInvalid');
  }
  const head = (parsed ?? {}) as { format?: unknown; version?: unknown };
  if (typeof parsed !== 'object' || head.format !== COURSE_PACKAGE_FORMAT)
    throw packageError(400, 'studio_package_format', 'package.formatUnknown');
  if (typeof head.version === 'number' && head.version > COURSE_PACKAGE_VERSION)
    throw packageError(400, 'studio_package_version', 'package.versionNewer', { version: head.version });
  if (head.version !== COURSE_PACKAGE_VERSION)
    throw packageError(400, 'studio_package_format', 'package.formatUnknown');
  const result = coursePackageSchema.safeParse(parsed);
  if (!result.success) throw invalidPackage(result.error.issues.map((issue) => shapeProblem(issue, parsed)));
  return { pkg: result.data, files: zip.files };
}

const MUST_BE: Record<string, CoursePackageMessageCode> = {
  string: 'package.mustBeText',
  number: 'package.mustBeNumber',
  boolean: 'package.mustBeBoolean',
  array: 'package.mustBeList',
  object: 'package.mustBeObject',
};

/** The value at a path of parsed JSON, or undefined. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  );
}

/** A problem of course.json's shape as the author reads it: its path and what is wrong, in words. */
function shapeProblem(issue: z.core.$ZodIssue, parsed: unknown): PackageProblem {
  const path = issue.path.map(String).join('.') || 'course';
  if (issue.code === 'invalid_type') {
    if (valueAt(parsed, issue.path) === undefined) return { path, code: 'package.fieldMissing' };
    return { path, code: MUST_BE[issue.expected] ?? 'package.valueInvalid' };
  }
  if (issue.code === 'too_big' && issue.origin === 'string')
    return { path, code: 'studio.tooLong', values: { max: Number(issue.maximum) } };
  if (issue.code === 'too_big' && issue.origin === 'array')
    return { path, code: 'package.tooManyItems', values: { max: Number(issue.maximum) } };
  return { path, code: 'package.valueInvalid' };
}
