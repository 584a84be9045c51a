import sharp from 'sharp';

/** The side of a stored profile picture, in pixels. */
export const AVATAR_SIZE = 256;

/** A course's or category's cover, in pixels (16 : 9, as the app's cards show it). */
export const COVER_SIZE = { width: 1200, height: 675 } as const;

/** Larger pictures are refused before decoding (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

const startsWith = (data: Buffer, bytes: readonly number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((byte, i) => data[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The signature of a JPEG, PNG, WebP or GIF file, checked before any decoder reads the data. */
function hasImageSignature(data: Buffer): boolean {
  return (
    startsWith(data, [0xff, 0xd8, 0xff]) ||
    startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    startsWith(data, ascii('GIF87a')) ||
    startsWith(data, ascii('GIF89a')) ||
    (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8))
  );
}

/**
 * A picture made from an upload, judged by its content alone: a JPEG, PNG, WebP or GIF (the first
 * frame of an animation) turned upright by its orientation tag, cut to `width × height` from the middle
 * and re-encoded as WebP without any of the original's metadata. Null when the data is not such an
 * image or cannot be decoded.
 */
export async function uploadedImageWebp(
  data: Buffer,
  size: { width: number; height: number },
): Promise<Buffer | null> {
  if (!hasImageSignature(data)) return null;
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;
  try {
    const { format } = await sharp(data, options).metadata();
    if (!ACCEPTED_FORMATS.has(format)) return null;
    return await sharp(data, { ...options, autoOrient: true })
      .resize(size.width, size.height, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** A profile picture: a 256 × 256 square. */
export const avatarWebp = (data: Buffer) =>
  uploadedImageWebp(data, { width: AVATAR_SIZE, height: AVATAR_SIZE });

/** A cover picture of a course or a category. */
export const coverWebp = (data: Buffer) => uploadedImageWebp(data, COVER_SIZE);

/** The widest picture kept for an author's text; smaller ones stay as they are. */
export const CONTENT_IMAGE_WIDTH = 1600;

/**
 * A picture for an author's text (a lesson, a question), checked like every upload and re-encoded as
 * WebP, at most 1600 px wide, never enlarged, never cropped; with its size.
 */
export async function contentImageWebp(
  data: Buffer,
): Promise<{ webp: Buffer; width: number; height: number } | null> {
  if (!hasImageSignature(data)) return null;
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;
  try {
    const { format } = await sharp(data, options).metadata();
    if (!ACCEPTED_FORMATS.has(format)) return null;
    const { data: webp, info } = await sharp(data, { ...options, autoOrient: true })
      .resize({ width: CONTENT_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { webp, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/** The pictures an upload or a package may hold, and the extension each is stored with. */
export type PictureFormat = 'jpeg' | 'png' | 'webp' | 'gif';
export const PICTURE_EXTENSIONS: Record<PictureFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
};

/**
 * A picture judged by its content and kept as it is (a course package's: decision 0025): its format
 * when it is a JPEG, PNG, WebP or GIF that decodes whole within the pixel limit, else null.
 */
export async function checkedPicture(data: Uint8Array): Promise<PictureFormat | null> {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (!hasImageSignature(buffer)) return null;
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;
  try {
    const { format } = await sharp(buffer, options).metadata();
    if (!ACCEPTED_FORMATS.has(format)) return null;
    // decoding it all is what finds a cut or broken file
    await sharp(buffer, options).resize(16, 16, { fit: 'inside' }).raw().toBuffer();
    return format as PictureFormat;
  } catch {
    return null;
  }
}

/**
 * A stored picture as a package carries it: a JPEG, PNG, WebP or GIF as it is; an SVG (the seed's
 * pictures) drawn as a WebP `size` (a cover) or at most 1600 px wide; null for anything else.
 */
export async function portablePicture(
  data: Buffer,
  size?: { width: number; height: number },
): Promise<{ data: Buffer; format: PictureFormat } | null> {
  const format = await checkedPicture(data);
  if (format) return { data, format };
  try {
    const image = sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    if ((await image.metadata()).format !== 'svg') return null;
    const drawn = size
      ? image.resize(size.width, size.height, { fit: 'cover' })
      : image.resize({ width: CONTENT_IMAGE_WIDTH, withoutEnlargement: true });
    return { data: await drawn.webp({ quality: 82 }).toBuffer(), format: 'webp' };
  } catch {
    return null;
  }
}
