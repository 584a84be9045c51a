import { unzipSync, zipSync, type Zippable } from 'fflate';

/**
 * The zip of a course package (decision 0025), in memory: the upload is already bounded, and so is what
 * it unpacks to. A file's declared size is checked before anything is inflated, and no file is inflated
 * past it, so a zip bomb costs at most the limits, whatever its headers claim.
 */

export interface ZipLimits {
  /** Files in the zip (folders not counted). */
  files: number;
  /** Bytes of all files unpacked. */
  bytes: number;
}

export const PACKAGE_ZIP_LIMITS: ZipLimits = { files: 2_000, bytes: 300 * 1024 * 1024 };

/** Why a zip is refused, before its content is read. */
export type ZipRefusal =
  { problem: 'notZip' } | { problem: 'tooLarge' } | { problem: 'entryName'; name: string };

/** A file's name in a package: folders of plain names (`media/a1.webp`), never `..`, `/…` or `\`. */
const SAFE_NAME = /^(?:[A-Za-z0-9][A-Za-z0-9._-]{0,199}\/){0,3}[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

const isFolder = (name: string) => name.endsWith('/');

/** The files of a zip by name, or why it cannot be read. */
export function readZip(
  data: Uint8Array,
  limits: ZipLimits = PACKAGE_ZIP_LIMITS,
): { files: Map<string, Uint8Array> } | ZipRefusal {
  // a zip starts with a local file header (or is the empty archive's end record)
  if (data.length < 22 || data[0] !== 0x50 || data[1] !== 0x4b) return { problem: 'notZip' };
  let count = 0;
  let declared = 0;
  let refusal: ZipRefusal | null = null;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(data, {
      filter: (file) => {
        if (refusal || isFolder(file.name)) return false;
        if (!SAFE_NAME.test(file.name) || file.name.includes('..')) {
          refusal = { problem: 'entryName', name: file.name.slice(0, 200) };
          return false;
        }
        count += 1;
        declared += file.originalSize;
        if (count > limits.files || declared > limits.bytes) {
          refusal = { problem: 'tooLarge' };
          return false;
        }
        return true;
      },
    });
  } catch {
    return refusal ?? { problem: 'notZip' };
  }
  if (refusal) return refusal;
  const map = new Map<string, Uint8Array>();
  for (const [name, bytes] of Object.entries(files)) {
    if (map.has(name)) return { problem: 'entryName', name };
    map.set(name, bytes);
  }
  return { files: map };
}

/** Files already compressed (pictures, archives) are stored; text is deflated. */
const STORED = /\.(webp|jpe?g|png|gif|zip|docx|pdf)$/i;

/**
 * A zip of the files in the order given, the same bytes for the same files: every entry dated the same
 * (the zip's epoch), so exporting an unchanged course twice gives one identical file.
 */
export function writeZip(files: readonly { name: string; data: Uint8Array }[]): Uint8Array {
  const entries: Zippable = {};
  for (const { name, data } of files)
    entries[name] = [data, { level: STORED.test(name) ? 0 : 6, mtime: ZIP_EPOCH }];
  return zipSync(entries);
}

/** 1 January 1980, the earliest time a zip can date a file (local time, as zip dates are). */
const ZIP_EPOCH = new Date(1980, 0, 1, 12, 0, 0);
