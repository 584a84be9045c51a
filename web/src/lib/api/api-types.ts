import type { BodyOf, EndpointDefinition, ParamsOf, QueryOf, ResponseOf } from '@studovna/core/contract';
import type { z } from 'zod/mini';

/** Error body of a failed call: the parsed `{code, message, data}` when the server sent one, else `{}`. */
export interface ApiError {
  code?: string;
  message?: string;
  data?: { status?: number; [key: string]: unknown };
}

export type ApiSuccess<E extends EndpointDefinition> = {
  ok: true;
  status: number;
  data: ResponseOf<E>;
  headers: Headers;
};
export type ApiFailure = { ok: false; status: number; error: ApiError };
export type ApiResult<E extends EndpointDefinition> = ApiSuccess<E> | ApiFailure;

/**
 * A downloaded file: its bytes, the name from `Content-Disposition` (null when it gives none) and the
 * answer's headers (the counts an export sends beside the file).
 */
export type DownloadResult =
  { ok: true; status: number; blob: Blob; fileName: string | null; headers: Headers } | ApiFailure;

type PathValues<E extends EndpointDefinition> = { [K in keyof ParamsOf<E>]: string | number };
type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
type QueryValues<E extends EndpointDefinition> = {
  [K in Exclude<keyof QueryOf<E>, 'v'>]?: QueryOf<E>[K] & QueryValue;
};

type ParamsPart<E extends EndpointDefinition> = E['params'] extends z.ZodMiniType
  ? { params: PathValues<E> }
  : { params?: undefined };
type BodyPart<E extends EndpointDefinition> = E['body'] extends z.ZodMiniType
  ? { body: BodyOf<E> }
  : { body?: undefined };
type QueryPart<E extends EndpointDefinition> = E['query'] extends z.ZodMiniType
  ? { query?: QueryValues<E> }
  : { query?: undefined };

export type CallOptions<E extends EndpointDefinition> = ParamsPart<E> &
  BodyPart<E> &
  QueryPart<E> & {
    /** Files of a multipart call, appended beside the body fields; a list repeats the field. */
    files?: Record<string, Blob | readonly Blob[]>;
    /** Cancels the call (TanStack Query passes one). */
    signal?: AbortSignal;
    /** Sent as `X-Action-Id`: the server applies an action with the same id only once. */
    actionId?: string;
    /**
     * The request outlives the page (`fetch` keepalive): an action the learner asked for — an enrolment —
     * still reaches the server when they leave or reload the page at once. Only for small bodies.
     */
    keepalive?: boolean;
  };

/** The options argument may be left out when the endpoint needs neither params nor body. */
export type CallArgs<E extends EndpointDefinition> = E['params'] extends z.ZodMiniType
  ? [options: CallOptions<E>]
  : E['body'] extends z.ZodMiniType
    ? [options: CallOptions<E>]
    : [options?: CallOptions<E>];

/** Why a call failed at the transport level (status 0). */
export type TransportErrorCode = 'network_error' | 'timeout' | 'aborted';
export const INVALID_RESPONSE_CODE = 'invalid_response';

export interface AuthFailureEvent {
  kind: 'unauthorized' | 'forbidden';
  endpoint: string;
  status: number;
  /** The team blocked the account (401 `account_blocked`): not an expired login. */
  blocked?: true;
}
