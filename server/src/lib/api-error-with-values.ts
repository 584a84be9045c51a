import type { Locale, MessageCode } from '@studovna/core';
import { ApiError } from './api-error';

type Values = Record<string, string | number>;

const NUMBER_LOCALE: Record<Locale, string> = { cs: 'cs-CZ', en: 'en-GB' };

/** Fills `{{name}}` placeholders (the syntax the web app's messages use too); numbers in the locale's format. */
export function fillIn(text: string, values: Values, locale: Locale): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, key: string) => {
    const value = values[key];
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? new Intl.NumberFormat(NUMBER_LOCALE[locale]).format(value) : value;
  });
}

/**
 * An {@link ApiError} whose message names things (a file, a limit): the values fill the message's
 * placeholders in the client's language and are repeated in `data` for clients that build their own text.
 */
export class ApiErrorWithValues extends ApiError {
  constructor(
    status: number,
    code: string,
    messageCode: MessageCode,
    readonly values: Values,
  ) {
    super(status, code, messageCode, undefined, values);
  }

  override render(locale: Locale) {
    const rendered = super.render(locale);
    return { ...rendered, message: fillIn(rendered.message, this.values, locale) };
  }
}
