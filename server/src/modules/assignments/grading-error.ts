import type { Locale } from '@studovna/core';
import { gradingMessage, type FieldProblem, type GradingMessageCode } from '@studovna/core/studio';
import { ApiError } from '../../lib/api-error';

/**
 * An error of assignment grading (decision 0026), shaped as every studio error: its message in the
 * instructor's language and, for a refused grading, each wrong field's message in `data.fields`. A
 * refusal writes nothing.
 */
export class GradingError extends ApiError {
  constructor(
    status: number,
    code: string,
    readonly gradingCode: GradingMessageCode,
    readonly values: Record<string, string | number> = {},
    readonly problems: readonly FieldProblem<GradingMessageCode>[] = [],
  ) {
    super(status, code, null, gradingMessage(gradingCode, 'cs', values));
  }

  override render(locale: Locale) {
    const rendered = super.render(locale);
    const fields: Record<string, string> = {};
    for (const p of this.problems) fields[p.path] ??= gradingMessage(p.code, locale, p.values);
    return {
      ...rendered,
      message: gradingMessage(this.gradingCode, locale, this.values),
      data: { ...rendered.data, ...(this.problems.length > 0 ? { fields } : {}) },
    };
  }
}

const error =
  (status: number, code: string, gradingCode: GradingMessageCode) =>
  (values?: Record<string, string | number>) =>
    new GradingError(status, code, gradingCode, values);

export const gradingErrors = {
  notFound: error(404, 'grading_not_found', 'grading.notFound'),
  fileNotFound: error(404, 'grading_file_not_found', 'grading.fileNotFound'),
  notYours: error(403, 'grading_not_yours', 'grading.notYours'),
  notHandedIn: error(409, 'grading_not_handed_in', 'grading.notHandedIn'),
  conflict: error(409, 'grading_conflict', 'grading.conflict'),
  changed: error(409, 'grading_conflict', 'grading.changed'),
  fileTooMany: error(400, 'grading_file_too_many', 'grading.fileTooMany'),
  fileType: error(400, 'grading_file_type', 'grading.fileType'),
  fileContent: error(400, 'grading_file_content', 'grading.fileContent'),
  fileEmpty: error(400, 'grading_file_empty', 'grading.fileEmpty'),
  invalid: (problems: readonly FieldProblem<GradingMessageCode>[]) =>
    new GradingError(400, 'studio_invalid', 'grading.invalid', {}, problems),
};
