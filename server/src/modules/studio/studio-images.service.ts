import type { Locale } from '@studovna/core';
import { studioMessage } from '@studovna/core/studio';
import type { Database, Queryable } from '../../db/database';
import type { ImageStorage } from '../../lib/image-storage';
import { studioError } from '../../lib/studio-error';
import { coverWebp } from '../../lib/uploaded-image';
import type { UploadedFile } from '../../plugins/multipart';
import { insertAuditEntry } from './audit-log.repository';
import { setCategoryImage } from './studio-categories.repository';
import { setCourseImage } from './studio-courses.repository';

/** The largest cover an author may upload. */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;

/** The one picture of the request (field `file`), as a cover: checked by its content, re-encoded. */
async function coverOf(files: readonly UploadedFile[]): Promise<Buffer> {
  const sent = files.filter((f) => f.data.length > 0);
  const file = sent.find((f) => f.field === 'file');
  if (!file || sent.length > 1) throw studioError(400, 'studio_image_required', 'studio.imageRequired');
  if (file.data.length > COVER_MAX_BYTES)
    throw studioError(400, 'upload_file_too_large', 'studio.imageTooLarge', {
      limit: COVER_MAX_BYTES / 1024 / 1024,
    });
  const webp = await coverWebp(file.data);
  if (!webp) throw studioError(400, 'studio_not_image', 'studio.notImage');
  return webp;
}

export interface CoverTarget {
  entity: 'course' | 'category';
  id: number;
  /** Checks the caller may change it (locking its row) and answers its stored image path. */
  load: (tx: Queryable) => Promise<string>;
}

/**
 * Sets a course's or category's cover: the picture is written first, the row changed in a transaction;
 * a refused save removes the new file, a done one the replaced upload (seeded pictures stay).
 */
export async function setCover(
  db: Database,
  storage: ImageStorage,
  userId: number,
  target: CoverTarget,
  files: readonly UploadedFile[],
  locale: Locale,
): Promise<string> {
  const webp = await coverOf(files);
  const path = await storage.write(webp);
  let replaced: string;
  try {
    replaced = await db.transaction(async (tx) => {
      const before = await target.load(tx);
      if (target.entity === 'course') await setCourseImage(tx, target.id, path);
      else await setCategoryImage(tx, target.id, path);
      await insertAuditEntry(tx, {
        userId,
        entity: target.entity,
        entityId: target.id,
        courseId: target.entity === 'course' ? target.id : null,
        action: 'image',
        changes: { image: { from: before, to: path } },
      });
      return before;
    });
  } catch (error) {
    await storage.remove(path);
    throw error;
  }
  await storage.remove(replaced);
  return studioMessage('studio.saved', locale);
}
