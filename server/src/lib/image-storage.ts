import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

/**
 * Pictures on disk: DATA_DIR/uploads/<folder>/<random name>.webp, served as they are under
 * /wp-content/uploads/<folder>/ (profile pictures in `avatars`, covers in `covers`). The stored path
 * (`avatars/….webp`) is what the row holds (files of assignments keep their own extension); the random name is the only way to the file, so it cannot be
 * guessed from the user or the course.
 */
export class ImageStorage {
  private readonly uploads: string;

  constructor(
    dataDir: string,
    private readonly folder: string,
  ) {
    this.uploads = resolve(dataDir, 'uploads');
  }

  /** Writes a new file (a WebP picture unless told); answers its stored path. */
  async write(data: Uint8Array, extension = 'webp'): Promise<string> {
    await mkdir(join(this.uploads, this.folder), { recursive: true });
    const path = `${this.folder}/${randomBytes(18).toString('base64url')}.${extension}`;
    await writeFile(join(this.uploads, path), data, { flag: 'wx', mode: 0o644 });
    return path;
  }

  /** Removes a stored picture; paths of other uploads (the seeded pictures) are left alone. */
  async remove(path: string | null): Promise<void> {
    if (!path?.startsWith(`${this.folder}/`)) return;
    const file = resolve(this.uploads, path);
    if (!file.startsWith(join(this.uploads, this.folder) + sep)) return;
    await rm(file, { force: true });
  }
}

/** Profile pictures (users.avatar_path). */
export class AvatarStorage extends ImageStorage {
  constructor(dataDir: string) {
    super(dataDir, 'avatars');
  }
}
