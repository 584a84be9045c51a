import type { Locale } from './locale';

const DEFAULT_LOCALE: Locale = 'cs';

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

/**
 * A browser's preferred languages from its Accept-Language header, most preferred first (by `q`, then
 * by order), as `navigator.languages` lists them: what the server's render of a first visit goes by.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => /^q=/i.test(p));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter(({ tag, weight }) => tag && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
}
