import { cs, type MessageCode, type PlainMessageCode } from './cs';
import { en } from './en';
import type { Locale } from './locale';

export { cs, en, type MessageCode, type PlainMessageCode };

export type { Locale };
export { acceptedLanguages, firstVisitLocale } from './first-visit-locale';
export const messages: Record<Locale, Record<MessageCode, string>> = { cs, en };

/** Picks the locale from a client-locale value such as `en`, `en_US` or `cs-CZ`; Czech by default. */
export function pickLocale(value: string | null | undefined): Locale {
  return value?.trim().toLowerCase().startsWith('en') ? 'en' : 'cs';
}

export function message(code: MessageCode, locale: Locale = 'cs'): string {
  return messages[locale][code];
}
