import type { EndpointDefinition, ResponseOf } from '@studovna/core/contract';
import type { ApiError, ApiResult } from './api-types';

/** Thrown by query functions so TanStack Query sees a failed call as an error. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly error: ApiError;

  constructor(status: number, error: ApiError) {
    super(error.message ?? error.code ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.error = error;
  }

  /** Status 0: the server was not reached (offline, DNS, time-out). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function unwrap<E extends EndpointDefinition>(result: ApiResult<E>): ResponseOf<E> {
  if (result.ok) return result.data;
  throw new ApiRequestError(result.status, result.error);
}
