import { reportMessage } from '@studovna/core/studio';
import { studioErrorsOf } from '../../lib/studio-error';

/** The errors of the studio's reports (decision 0030), shaped as every studio error. */
const { error } = studioErrorsOf(reportMessage);

export const reportErrors = {
  notYours: error(403, 'report_not_yours', 'reports.notYours'),
  courseNotFound: error(404, 'report_not_found', 'reports.courseNotFound'),
  quizNotFound: error(404, 'report_not_found', 'reports.quizNotFound'),
};
