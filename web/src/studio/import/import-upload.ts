import type { studioQuestionsApi } from '@studovna/core/contract/studio';
import type { ApiResult } from '../../lib/api';
import { uploadMultipart, type UploadProgress, type UploadTarget } from '../api/multipart-upload';

export type { UploadProgress, UploadTarget };

export type ImportFormat = 'gift' | 'aiken' | 'moodle_xml';

export interface ImportRequest {
  file: File;
  format: ImportFormat;
  /** Into this quiz; without it, into the bank. */
  quiz?: number;
}

type ImportEndpoint = typeof studioQuestionsApi.importDryRun | typeof studioQuestionsApi.importQuestions;

/** Sends an import file as multipart (`file`, `format`, `quiz`), reporting the upload's progress. */
export function uploadImport<E extends ImportEndpoint>(
  endpoint: E,
  target: UploadTarget,
  request: ImportRequest,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<ApiResult<E>> {
  const form = new FormData();
  form.set('format', request.format);
  if (request.quiz) form.set('quiz', String(request.quiz));
  form.set('file', request.file, request.file.name);
  return uploadMultipart(endpoint, target, form, request.file.size, onProgress, signal);
}
