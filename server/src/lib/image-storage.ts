import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

const FOLDER = 'avatars';

/**
 * Profile pictures on disk: DATA_DIR/uploads/avatars/<random name>.webp, served as they are under
 * /wp-content/uploads/avatars/. The stored path (`avatars/….webp`) is what users.avatar_path holds; the
 * random name is the only way to the file, so it cannot be guessed from the user.
 */
export class AvatarStorage {
  private readonly uploads: string;

  constructor(dataDir: string) {
    this.uploads = resolve(dataDir, 'uploads');
  }

  /** Writes a new picture; answers its stored path. */
  async write(webp: Buffer): Promise<string> {
    await mkdir(join(this.uploads, FOLDER), { recursive: true });
    const path = `${FOLDER}/${randomBytes(18).toString('base64url')}.webp`;
    await writeFile(join(this.uploads, path), webp, { flag: 'wx', mode: 0o644 });
    return path;
  }

  /** Removes a stored picture; paths of other uploads (the seeded pictures) are left alone. */
  async remove(path: string | null): Promise<void> {
    if (!path?.startsWith(`${FOLDER}/`)) return;
    const file = resolve(this.uploads, path);
    if (!file.startsWith(join(this.uploads, FOLDER) + sep)) return;
    await rm(file, { force: true });
  }
}
