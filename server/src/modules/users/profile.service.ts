import { validateProfile } from '@studovna/core/domain';
import type { AppContext } from '../../app-context';
import { ApiError, badRequest, unauthorized } from '../../lib/api-error';
import { ApiErrorWithValues } from '../../lib/api-error-with-values';
import type { UploadedFile } from '../../plugins/multipart';
import { plainText } from '../../lib/plain-text';
import { avatarWebp } from '../../lib/uploaded-image';
import type { AvatarStorage } from '../../lib/image-storage';
import { lockUser, updateProfile, type UserRow } from './users.repository';

/** The form field of the profile picture (SPEC §7). */
export const AVATAR_FIELD = 'lp_avatar_file';

export type ProfileInput = Partial<Record<'first_name' | 'last_name' | 'nickname' | 'description', string>>;

/** A one-line name: plain text with its whitespace folded to single spaces. */
const oneLine = (text: string) => plainText(text).replace(/\s+/g, ' ').trim();

const invalidRequest = () => new ApiError(400, 'rest_invalid_param', 'request.invalid');

/**
 * The picture sent with the form, if any. A file input left empty arrives as a nameless empty file and
 * means "no new picture"; any other file field, or a second picture, is refused.
 */
function pictureOf(files: readonly UploadedFile[]): UploadedFile | null {
  const sent = files.filter((f) => f.data.length > 0 || f.filename !== '');
  if (sent.some((f) => f.field !== AVATAR_FIELD) || sent.length > 1) throw invalidRequest();
  return sent[0] ?? null;
}

async function pictureWebp(ctx: AppContext, file: UploadedFile): Promise<Buffer> {
  if (file.data.length > ctx.config.avatarMaxBytes)
    throw new ApiErrorWithValues(400, 'upload_file_too_large', 'upload.fileTooLarge', {
      name: file.filename,
      limit: Math.round((ctx.config.avatarMaxBytes / 1024 / 1024) * 10) / 10,
    });
  const webp = await avatarWebp(file.data);
  if (!webp) throw badRequest('avatar_not_image', 'settings.avatarNotImage');
  return webp;
}

/**
 * Saves the caller's profile (SPEC §2 Settings, general tab): names and bio as plain text, the nickname
 * not blank (it is the display name too), and a new profile picture when one is sent. Fields left out
 * keep their value. Everything is checked before anything is stored, so a refusal changes nothing; the
 * replaced picture is removed once the new one is saved.
 */
export async function saveProfile(
  ctx: AppContext,
  storage: AvatarStorage,
  userId: number,
  input: ProfileInput,
  files: readonly UploadedFile[],
): Promise<UserRow> {
  const picture = pictureOf(files);
  const text = {
    first_name: input.first_name === undefined ? undefined : oneLine(input.first_name),
    last_name: input.last_name === undefined ? undefined : oneLine(input.last_name),
    nickname: input.nickname === undefined ? undefined : oneLine(input.nickname),
    description: input.description === undefined ? undefined : plainText(input.description),
  };
  if (text.nickname !== undefined) {
    const invalid = validateProfile({ nickname: text.nickname });
    if (invalid) throw badRequest('settings_invalid', invalid);
  }
  const webp = picture ? await pictureWebp(ctx, picture) : null;
  const newPath = webp ? await storage.write(webp) : null;
  const stored = await ctx.db
    .transaction(async (tx) => {
      const row = await lockUser(tx, userId);
      if (!row) throw unauthorized('jwt_auth_invalid_token', 'auth.expired');
      const saved = await updateProfile(tx, userId, {
        firstName: text.first_name ?? row.first_name,
        lastName: text.last_name ?? row.last_name,
        nickname: text.nickname ?? row.nickname,
        description: text.description ?? row.description,
        avatarPath: newPath ?? row.avatar_path,
      });
      return { saved, replaced: newPath ? row.avatar_path : null };
    })
    .catch(async (error: unknown) => {
      await storage.remove(newPath);
      throw error;
    });
  // the profile is saved: a picture file that cannot be removed now is only an orphan
  await storage.remove(stored.replaced).catch(() => undefined);
  return stored.saved;
}
