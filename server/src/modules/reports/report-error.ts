import type { Locale } from '@studovna/core';
import { reportMessage, type ReportMessageCode } from '@studovna/core/studio';
import { ApiError } from '../../lib/api-error';

/** An error of the studio's reports (decision 0030): its message in the caller's language. */
export class ReportError extends ApiError {
  constructor(
    status: number,
    code: string,
    readonly reportCode: ReportMessageCode,
  ) {
    super(status, code, null, reportMessage(reportCode, 'cs'));
  }

  override render(locale: Locale) {
    return { ...super.render(locale), message: reportMessage(this.reportCode, locale) };
  }
}

export const reportErrors = {
  notYours: () => new ReportError(403, 'report_not_yours', 'reports.notYours'),
  courseNotFound: () => new ReportError(404, 'report_not_found', 'reports.courseNotFound'),
  quizNotFound: () => new ReportError(404, 'report_not_found', 'reports.quizNotFound'),
};
