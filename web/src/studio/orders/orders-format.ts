import type { RevenueStep } from '@studovna/core/studio';

/** A step's first day (`YYYY-MM-DD`) as the chart and its table name it, in the studio's language. */
const formats = new Map<string, Intl.DateTimeFormat>();

function format(language: 'cs' | 'en', options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found)
    formats.set(
      key,
      (found = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'cs-CZ', {
        ...options,
        timeZone: 'UTC',
      })),
    );
  return found;
}

const dayOf = (start: string) => new Date(`${start}T00:00:00Z`);

/** Under a bar: `3. 3.`, or `bře 25` for a month. */
export function shortStepLabel(start: string, step: RevenueStep, language: 'cs' | 'en'): string {
  if (step === 'month') return format(language, { month: 'short', year: '2-digit' }).format(dayOf(start));
  return format(language, { day: 'numeric', month: 'numeric' }).format(dayOf(start));
}

/** In the table: `3. 3. 2025`, `březen 2025`; a week by its Monday. */
export function stepLabel(start: string, step: RevenueStep, language: 'cs' | 'en'): string {
  if (step === 'month') return format(language, { month: 'long', year: 'numeric' }).format(dayOf(start));
  return format(language, { day: 'numeric', month: 'numeric', year: 'numeric' }).format(dayOf(start));
}

/** A day of the filter (`YYYY-MM-DD`) as a reader says it. */
export const dayLabel = (day: string, language: 'cs' | 'en') =>
  format(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(dayOf(day));

/** Crowns on the value axis: `12 tis.` */
export function compactCrowns(crowns: number, language: 'cs' | 'en'): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'cs-CZ', {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(crowns);
}
