import { message, type Locale, type MessageCode } from '@studovna/core';

/**
 * An error a service throws to answer the client: LearnPress/WordPress shape `{code, message, data: {status}}`.
 * `messageCode` is localised by the client-locale header; `text` is used as is.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageCode: MessageCode | null,
    readonly text?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(text ?? messageCode ?? code);
  }

  render(locale: Locale) {
    return {
      code: this.code,
      message: this.messageCode ? message(this.messageCode, locale) : (this.text ?? this.code),
      data: { status: this.status, ...this.extra },
    };
  }
}

export const unauthorized = (
  code = 'rest_not_logged_in',
  messageCode: MessageCode = 'auth.accountRequired',
) => new ApiError(401, code, messageCode);
export const forbidden = (code = 'rest_forbidden') => new ApiError(403, code, 'auth.forbidden');
export const notFound = (code = 'rest_not_found', text?: string) =>
  new ApiError(404, code, text ? null : 'request.notFound', text);
export const badRequest = (code: string, messageCode: MessageCode, extra?: Record<string, unknown>) =>
  new ApiError(400, code, messageCode, undefined, extra);
