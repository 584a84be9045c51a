import { fileSizeText } from '../../lib/file-size';
/** Dates and prices as the studio shows them, in the studio's language. */
const dateTimes = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(iso: string, language: 'cs' | 'en'): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  let format = dateTimes.get(language);
  if (!format)
    dateTimes.set(
      language,
      (format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'cs-CZ', {
        dateStyle: 'medium',
        timeStyle: 'short',
      })),
    );
  return format.format(at);
}

export function formatPrice(crowns: number, language: 'cs' | 'en'): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'cs-CZ', {
    style: 'currency',
    currency: 'CZK',
    maximumFractionDigits: 0,
  }).format(crowns);
}

/** An ISO time as the value of an `<input type="datetime-local">` (the browser's local time). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The value of an `<input type="datetime-local">` as an ISO time (UTC), or null when empty or unreadable. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** A file's size in the studio's language (the app's own rule). */
export const formatFileSize = (bytes: number, language: 'cs' | 'en'): string =>
  fileSizeText(bytes, language === 'en' ? 'en-GB' : 'cs-CZ');
