import { ASSIGNMENT_FILE_EXTENSIONS, ASSIGNMENT_MAX_FILES } from '@studovna/core/contract/routes';

/** The largest answer file when the server does not say (`max_file_size`). */
export const DEFAULT_MAX_FILE_BYTES = 5 * 1024 * 1024;

/** For the file input's `accept` (SPEC §5: jpg, txt, zip, pdf, doc, docx, ppt). */
export const ASSIGNMENT_ACCEPT = ASSIGNMENT_FILE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** How many files an assignment takes in all: its `files_amount`, never more than two (SPEC §9). */
export const fileLimit = (filesAmount: number) => Math.max(0, Math.min(filesAmount, ASSIGNMENT_MAX_FILES));

export type UploadRefusal =
  { reason: 'tooMany'; limit: number } | { reason: 'type' | 'size' | 'empty'; name: string };

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * Which picked files may join the answer, given how many it already holds, how many it takes in all and
 * the largest size. Files are taken in order; a file of another type, too large or empty, or one beyond
 * the limit is left out, and the first such refusal is reported. The server checks all of it again.
 */
export function checkUpload(
  picked: readonly File[],
  { held, limit, maxBytes }: { held: number; limit: number; maxBytes: number },
): { accepted: File[]; refusal: UploadRefusal | null } {
  const accepted: File[] = [];
  let refusal: UploadRefusal | null = null;
  for (const file of picked) {
    let problem: UploadRefusal | null = null;
    if (!(ASSIGNMENT_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
      problem = { reason: 'type', name: file.name };
    else if (file.size > maxBytes) problem = { reason: 'size', name: file.name };
    else if (file.size === 0) problem = { reason: 'empty', name: file.name };
    else if (held + accepted.length >= limit) problem = { reason: 'tooMany', limit };
    if (problem) refusal ??= problem;
    else accepted.push(file);
  }
  return { accepted, refusal };
}
