import type { ImportFormat } from './import-upload';

/** How much of a file the guess reads: an Aiken file shows itself in its first questions. */
const SNIFFED_BYTES = 64 * 1024;

/**
 * The format a chosen file is most likely in: `.xml` is Moodle XML; other text is GIFT unless it reads
 * as Aiken — an `ANSWER: B` line and no curly brace, which every GIFT question has. The author can
 * still choose another in the list.
 */
export function formatOfText(name: string, text: string): ImportFormat {
  if (/\.xml$/i.test(name)) return 'moodle_xml';
  return /^\s*ANSWER:\s*[A-Za-z]\s*$/m.test(text) && !text.includes('{') ? 'aiken' : 'gift';
}

/** {@link formatOfText} of a chosen file, reading only its beginning. */
export async function formatOfFile(file: File): Promise<ImportFormat> {
  if (/\.xml$/i.test(file.name)) return 'moodle_xml';
  return formatOfText(file.name, await file.slice(0, SNIFFED_BYTES).text());
}
