import type { ImageStorage } from '../../lib/image-storage';
import { studioError } from '../../lib/studio-error';
import { contentImageWebp } from '../../lib/uploaded-image';
import { uploadUrl } from '../../lib/upload-url';
import type { UploadedFile } from '../../plugins/multipart';
import { COVER_MAX_BYTES } from './studio-images.service';

/** A picture for an author's text, stored under /wp-content/uploads/media/ with a random name. */
export async function uploadContentImage(
  storage: ImageStorage,
  files: readonly UploadedFile[],
  site: string,
) {
  const sent = files.filter((f) => f.data.length > 0);
  const file = sent.find((f) => f.field === 'file');
  if (!file || sent.length > 1) throw studioError(400, 'studio_image_required', 'studio.imageRequired');
  if (file.data.length > COVER_MAX_BYTES)
    throw studioError(400, 'upload_file_too_large', 'studio.imageTooLarge', {
      limit: COVER_MAX_BYTES / 1024 / 1024,
    });
  const image = await contentImageWebp(file.data);
  if (!image) throw studioError(400, 'studio_not_image', 'studio.notImage');
  const path = await storage.write(image.webp);
  return { url: uploadUrl(site, path), width: image.width, height: image.height };
}
