import { ApiError } from '../../lib/api-error';
import { ApiErrorWithValues } from '../../lib/api-error-with-values';

/**
 * Refusals of an answer (400, each with a stable code) and the 404 of a download. A refusal changes
 * nothing: no row, no file.
 */
export const assignmentErrors = {
  notStarted: () => new ApiError(400, 'assignment_not_started', 'assignment.notStarted'),
  alreadySubmitted: () => new ApiError(400, 'assignment_already_submitted', 'assignment.alreadySubmitted'),
  timeOver: () => new ApiError(400, 'assignment_time_over', 'assignment.timeOver'),
  tooManyFiles: (max: number) =>
    max === 0
      ? new ApiErrorWithValues(400, 'assignment_too_many_files', 'assignment.noFiles', { max })
      : new ApiErrorWithValues(400, 'assignment_too_many_files', 'assignment.tooManyFiles', { max }),
  fileType: (name: string) =>
    new ApiErrorWithValues(400, 'assignment_file_type', 'assignment.fileType', { name }),
  fileContent: (name: string, ext: string) =>
    new ApiErrorWithValues(400, 'assignment_file_content', 'assignment.fileContent', { name, ext }),
  fileEmpty: (name: string) =>
    new ApiErrorWithValues(400, 'assignment_file_empty', 'assignment.fileEmpty', { name }),
  unknownFile: () => new ApiError(400, 'assignment_unknown_file', 'assignment.unknownFile'),
  emptyAnswer: () => new ApiError(400, 'assignment_empty_answer', 'assignment.emptyAnswer'),
  fileNotFound: () => new ApiError(404, 'assignment_file_not_found', 'assignment.fileNotFound'),
  otherField: () => new ApiError(400, 'rest_invalid_param', 'request.invalid'),
};
