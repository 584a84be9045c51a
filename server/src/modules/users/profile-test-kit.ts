import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { LP } from '../../../test/course-fixtures';
import type { TestApp } from '../../../test/test-app';
import { filesUnder, multipartBody, type UploadFile } from '../assignments/assignment-test-kit';

/** Helpers for the settings API tests: the profile form as a browser sends it, images, stored rows. */

/** POST /users/{id} as multipart, the avatar in `lp_avatar_file`. */
export function postProfile(
  t: TestApp,
  id: number,
  token: string | undefined,
  fields: Record<string, string>,
  avatar?: Omit<UploadFile, 'field'>,
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipartBody(
    fields,
    avatar ? [{ ...avatar, field: 'lp_avatar_file' }] : [],
  );
  return t.app.inject({
    method: 'POST',
    url: `${LP}/users/${id}`,
    payload,
    headers: {
      host: 'localhost:3000',
      'content-type': contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

/** A PNG of one colour. */
export const pngOf = (width: number, height: number, colour = '#3366cc'): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/**
 * A JPEG whose stored pixels are red on the left and blue on the right, with the EXIF orientation 6
 * (a phone held upright: shown turned 90° clockwise, red on top) and an author written in its EXIF.
 */
export async function uprightPhotoJpeg(): Promise<Buffer> {
  const half = (colour: string) =>
    sharp({ create: { width: 300, height: 400, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#000000' } })
    .composite([
      { input: await half('#ff0000'), left: 0, top: 0 },
      { input: await half('#0000ff'), left: 300, top: 0 },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Artist: 'Jana Nováková' } })
    .toBuffer();
}

/** The colour of one pixel of an image, as [r, g, b]. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

/** The profile pictures on disk, as paths under uploads/avatars. */
export const avatarFilesOnDisk = (t: TestApp) => filesUnder(join(t.ctx.config.dataDir, 'uploads', 'avatars'));

/** The stored profile columns of a user. */
export async function storedProfile(t: TestApp, id: number) {
  const [row] = await t.db.query(
    `select display_name, first_name, last_name, nickname, description, avatar_path
       from users where id = $1`,
    [id],
  );
  return row;
}

/** GET of a path of the site (a served upload). */
export const fetchPath = (t: TestApp, url: string) =>
  t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { host: 'localhost:3000' } });
