/** Messages of one namespace: flat keys (`area.name`), plural forms as `key_one`, `key_few`, … */
export type Messages = Readonly<Record<string, string>>;

/** What a message is filled with: `{{name}}` values, `count` also picks the plural form. */
export type TranslateValues = { count?: number } & Record<string, unknown>;

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** A key without its plural suffix (`categories.courseCount_few` → `categories.courseCount`). */
export const pluralBase = (key: string): string => key.replace(PLURAL, '');

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

/** The decimal separator of each language the app speaks (both write "-" for minus, group from 1 000). */
const DECIMAL_SEPARATORS: Readonly<Record<string, string>> = { cs: ',', en: '.' };

/**
 * What Intl.NumberFormat writes for `value` with fraction digits between `min` and `max`, worked out
 * without building one, as long as the rounded number stays below a thousand (no grouping): building the
 * first Intl.NumberFormat costs tens of milliseconds on a phone, more than the whole first screen's
 * numbers. Like Intl, it rounds the number's shortest decimal form (0.15 is "0.15", not the double
 * just below it), half away from zero.
 */
function formatBelowThousand(value: number, language: string, min: number, max: number): string | undefined {
  const separator = DECIMAL_SEPARATORS[language];
  const shortest = String(Math.abs(value));
  if (separator === undefined || shortest.includes('e') || min > max || max > 20) return undefined;
  const [whole = '0', fraction = ''] = shortest.split('.');
  let scaled = BigInt(whole + fraction.slice(0, max).padEnd(max, '0'));
  if ((fraction[max] ?? '0') >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(max + 1, '0');
  const rounded = {
    whole: digits.slice(0, digits.length - max),
    fraction: digits.slice(digits.length - max),
  };
  if (rounded.whole.length > 3) return undefined;
  let shown = rounded.fraction;
  while (shown.length > min && shown.endsWith('0')) shown = shown.slice(0, -1);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return sign + rounded.whole + (shown ? separator + shown : '');
}

function formatNumber(value: unknown, language: string, format: string): string {
  const options = parseFormatOptions(/^number\s*\((.*)\)$/.exec(format)?.[1] ?? '');
  const { minimumFractionDigits: min = 0, maximumFractionDigits: max = Math.max(Number(min), 3) } = options;
  const onlyDigits = Object.keys(options).every((name) => /^(minimum|maximum)FractionDigits$/.test(name));
  const quick = onlyDigits
    ? formatBelowThousand(Number(value), language, Number(min), Number(max))
    : undefined;
  if (quick !== undefined) return quick;
  const cacheKey = `${language}|${JSON.stringify(options)}`;
  let formatter = numberFormats.get(cacheKey);
  if (!formatter) numberFormats.set(cacheKey, (formatter = new Intl.NumberFormat(language, options)));
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
