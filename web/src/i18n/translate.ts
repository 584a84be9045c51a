/** Messages of one namespace: flat keys (`area.name`), plural forms as `key_one`, `key_few`, … */
export type Messages = Readonly<Record<string, string>>;

/** What a message is filled with: `{{name}}` values, `count` also picks the plural form. */
export type TranslateValues = { count?: number } & Record<string, unknown>;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function pluralOf(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/** `maximumFractionDigits: 2; minimumFractionDigits: 1` → Intl.NumberFormat options. */
function parseFormatOptions(text: string): Intl.NumberFormatOptions {
  const options: Record<string, string | number> = {};
  for (const part of text.split(';')) {
    const [name, raw] = part.split(':').map((s) => s.trim());
    if (!name || raw === undefined) continue;
    options[name] = /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
  }
  return options;
}

function formatNumber(value: unknown, language: string, format: string): string {
  const options = /^number\s*\((.*)\)$/.exec(format)?.[1] ?? '';
  // a whole number below a thousand reads the same in every language the app speaks; building the first
  // Intl.NumberFormat costs tens of milliseconds on a phone, so the first screen's counts never do
  const plain = Number(value);
  if (Number.isInteger(plain) && Math.abs(plain) < 1000 && !options.includes('minimumFractionDigits'))
    return String(plain);
  const cacheKey = `${language}|${options}`;
  let formatter = numberFormats.get(cacheKey);
  if (!formatter)
    numberFormats.set(cacheKey, (formatter = new Intl.NumberFormat(language, parseFormatOptions(options))));
  return formatter.format(Number(value));
}

/**
 * Fills `{{name}}` and `{{name, number}}` / `{{name, number(maximumFractionDigits: 2)}}` placeholders.
 * Values are not escaped (React escapes what it renders); a missing value leaves an empty place.
 */
export function interpolate(message: string, values: TranslateValues | undefined, language: string): string {
  if (!message.includes('{{')) return message;
  return message.replace(
    /\{\{\s*([^,}]+?)\s*(?:,\s*([^}]+?)\s*)?\}\}/g,
    (_, name: string, format?: string) => {
      const value = values?.[name];
      if (value === undefined || value === null) return '';
      if (format?.startsWith('number')) return formatNumber(value, language, format);
      return String(value as string);
    },
  );
}

/**
 * The message for `key` in the first of `languages` that has it; with a numeric `count` the plural form of
 * that language is preferred (`key_few` in Czech), then the plain key. Undefined when no language has it.
 */
export function lookUp(
  bundles: readonly { language: string; messages: Messages }[],
  key: string,
  count: number | undefined,
): string | undefined {
  for (const { language, messages } of bundles) {
    const plural = typeof count === 'number' ? messages[`${key}_${pluralOf(language, count)}`] : undefined;
    const message = plural ?? messages[key];
    if (message !== undefined) return message;
  }
  return undefined;
}
