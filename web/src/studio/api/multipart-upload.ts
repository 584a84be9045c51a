import type { EndpointDefinition } from '@studovna/core/contract';
import '../../lib/api/parse-without-eval';
import type { ApiError, ApiResult } from '../../lib/api';

/** Where and as whom an upload goes (the app's API client's own settings). */
export interface UploadTarget {
  site: string;
  token: string | null | undefined;
  /** The language the server's messages are in, sent unless it is the server's default. */
  locale?: string;
}

/** How far an upload is: bytes sent of the file's, then the server at work (`sent === total`). */
export interface UploadProgress {
  sent: number;
  total: number;
}

const asError = (json: unknown): ApiError => (json && typeof json === 'object' ? (json as ApiError) : {});

/**
 * Sends a multipart form to a studio endpoint with XMLHttpRequest, which reports the upload's progress
 * (fetch does not); the answer is read against the contract as the API client does. `size` is the
 * bytes of the form's file, for the progress when the browser cannot tell.
 */
export function uploadMultipart<E extends EndpointDefinition>(
  endpoint: E,
  target: UploadTarget,
  form: FormData,
  size: number,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<ApiResult<E>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, `${target.site}${endpoint.path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (target.token) xhr.setRequestHeader('Authorization', `Bearer ${target.token}`);
    if (target.locale && target.locale !== 'cs') xhr.setRequestHeader('client-locale', target.locale);
    xhr.upload.onprogress = (event) =>
      onProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : size });
    xhr.upload.onload = () => onProgress({ sent: size, total: size });
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
