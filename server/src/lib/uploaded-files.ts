import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The pictures and files of the seeded content, served under /wp-content/uploads/seed/. */
export const SEED_IMAGES_DIR = fileURLToPath(new URL('../db/seed/images/', import.meta.url));

/**
 * Where a stored upload path (`covers/….webp`, `seed/osp-category.svg`, as rows hold them) is on disk:
 * `seed/…` in the repository's seed pictures, anything else under DATA_DIR/uploads. Null for a path that
 * would leave its folder.
 */
export function uploadedFilePath(dataDir: string, path: string): string | null {
  const [root, rest] = path.startsWith('seed/')
    ? [resolve(SEED_IMAGES_DIR), path.slice('seed/'.length)]
    : [resolve(dataDir, 'uploads'), path];
  const file = resolve(root, rest);
  return rest !== '' && file.startsWith(root + sep) ? file : null;
}

/** The bytes of a stored upload, or null when there is no such file. */
export async function readUploadedFile(dataDir: string, path: string): Promise<Buffer | null> {
  const file = uploadedFilePath(dataDir, path);
  if (!file) return null;
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}
