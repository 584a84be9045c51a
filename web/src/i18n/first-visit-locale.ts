import { DEFAULT_LOCALE, type Locale } from './i18n';

/** Languages whose readers get the Czech app: Czech, and Slovak, whose readers read Czech. */
const READS_CZECH = new Set(['cs', 'sk']);

/**
 * The language of a first visit, from the browser's preferred languages (`navigator.languages`, most
 * preferred first): English when the browser ranks English above Czech (and Slovak), else Czech. Only
 * the primary subtag counts (`en-US` is English, `cs-CZ` Czech); any other language changes nothing.
 */
export function firstVisitLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (READS_CZECH.has(primary ?? '')) return 'cs';
    if (primary === 'en') return 'en';
  }
  return DEFAULT_LOCALE;
}
