/** The image types the server takes as an avatar (it checks the content too). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export type AvatarRefusal = 'type' | 'size';

/** Why a chosen file cannot be the avatar, or null when it can be sent. */
export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): AvatarRefusal | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

const sizeFormat = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 });

/** "2 MB" in Czech number format. */
export const formatMegabytes = (bytes: number): string => `${sizeFormat.format(bytes / 1024 / 1024)} MB`;
