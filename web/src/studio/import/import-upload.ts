import type { studioQuestionsApi } from '@studovna/core/contract/studio';
import type { ApiError, ApiResult } from '../../lib/api';

export type ImportFormat = 'gift' | 'aiken' | 'moodle_xml';

export interface ImportRequest {
  file: File;
  format: ImportFormat;
  /** Into this quiz; without it, into the bank. */
  quiz?: number;
}

/** Where and as whom the upload goes (the app's API client's own settings). */
export interface UploadTarget {
  site: string;
  token: string | null | undefined;
  /** The language the server's messages are in, sent unless it is the server's default. */
  locale?: string;
}

type ImportEndpoint = typeof studioQuestionsApi.importDryRun | typeof studioQuestionsApi.importQuestions;

/** How far an upload is: bytes sent of the file's, then the server at work (`sent === total`). */
export interface UploadProgress {
  sent: number;
  total: number;
}

const asError = (json: unknown): ApiError => (json && typeof json === 'object' ? (json as ApiError) : {});

/**
 * Sends an import file as multipart (`file`, `format`, `quiz`) with XMLHttpRequest, which reports the
 * upload's progress (fetch does not); the answer is read against the contract as the API client does.
 */
export function uploadImport<E extends ImportEndpoint>(
  endpoint: E,
  target: UploadTarget,
  request: ImportRequest,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<ApiResult<E>> {
  return new Promise((resolve) => {
    const form = new FormData();
    form.set('format', request.format);
    if (request.quiz) form.set('quiz', String(request.quiz));
    form.set('file', request.file, request.file.name);
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, `${target.site}${endpoint.path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (target.token) xhr.setRequestHeader('Authorization', `Bearer ${target.token}`);
    if (target.locale && target.locale !== 'cs') xhr.setRequestHeader('client-locale', target.locale);
    xhr.upload.onprogress = (event) =>
      onProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : request.file.size });
    xhr.upload.onload = () => onProgress({ sent: request.file.size, total: request.file.size });
    const failed = (code: 'network_error' | 'aborted') => resolve({ ok: false, status: 0, error: { code } });
    xhr.onerror = () => failed('network_error');
    xhr.onabort = () => failed('aborted');
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = null;
      }
      if (xhr.status < 200 || xhr.status > 203)
        return resolve({ ok: false, status: xhr.status, error: asError(json) });
      const parsed = endpoint.response.safeParse(json);
      resolve(
        parsed.success
          ? ({ ok: true, status: xhr.status, data: parsed.data, headers: new Headers() } as ApiResult<E>)
          : { ok: false, status: xhr.status, error: { code: 'invalid_response' } },
      );
    };
    xhr.send(form);
  });
}
