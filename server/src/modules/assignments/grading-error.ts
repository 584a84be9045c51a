import { gradingMessage } from '@studovna/core/studio';
import { studioErrorsOf } from '../../lib/studio-error';

/** The errors of assignment grading (decision 0026), shaped as every studio error. */
const { error, invalid } = studioErrorsOf(gradingMessage);

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
  invalid: invalid('grading.invalid'),
};
