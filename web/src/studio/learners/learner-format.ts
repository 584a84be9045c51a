import { lastDayOf } from '@studovna/core/studio';

const days = new Map<string, Intl.DateTimeFormat>();

/** The last day a plan ending at `iso` runs (Czech time), as the studio's language writes a date. */
export function formatDay(iso: string, language: 'cs' | 'en'): string {
  let format = days.get(language);
  if (!format)
    days.set(
      language,
      (format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'cs-CZ', {
        dateStyle: 'medium',
        timeZone: 'Europe/Prague',
      })),
    );
  return format.format(new Date(`${lastDayOf(new Date(iso))}T12:00:00Z`));
}

/** The start of a plan or a registration: its day in Czech time. */
export function formatDate(iso: string, language: 'cs' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'cs-CZ', {
    dateStyle: 'medium',
    timeZone: 'Europe/Prague',
  }).format(new Date(iso));
}
