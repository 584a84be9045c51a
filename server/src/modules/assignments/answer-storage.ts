import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

/**
 * Answer files on disk: DATA_DIR/assignment-answers/<user id>/<item id>/<generated name>. The directory
 * is outside the statically served uploads, so a file leaves only through the owner's download. The
 * learner's own file name never becomes a path.
 */
export class AnswerStorage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'assignment-answers');
  }

  /** The absolute path of a stored name; refuses anything that would leave the root. */
  pathOf(storedName: string): string {
    const path = resolve(this.root, storedName);
    if (!path.startsWith(this.root + sep)) throw new Error(`stored name outside the answers: ${storedName}`);
    return path;
  }

  /** Writes a new file of the learner's run of the item; answers its stored name. */
  async write(userId: number, itemId: number, extension: string, data: Uint8Array): Promise<string> {
    const folder = join(String(userId), String(itemId));
    await mkdir(join(this.root, folder), { recursive: true, mode: 0o700 });
    const storedName = join(folder, `${randomUUID()}.${extension}`);
    await writeFile(this.pathOf(storedName), data, { flag: 'wx', mode: 0o600 });
    return storedName;
  }

  async remove(storedNames: readonly string[]): Promise<void> {
    await Promise.all(storedNames.map((name) => rm(this.pathOf(name), { force: true })));
  }

  /**
   * Empties the learner's folder of the item. A new run starts with no files, so whatever is there was
   * left by a run that was reset (item reset, course retake) and has no rows any more.
   */
  async clearRun(userId: number, itemId: number): Promise<void> {
    await rm(join(this.root, String(userId), String(itemId)), { recursive: true, force: true });
  }

  /** A stream of the file, or null when it is not on disk. */
  async open(storedName: string): Promise<ReadStream | null> {
    const path = this.pathOf(storedName);
    try {
      if (!(await stat(path)).isFile()) return null;
    } catch {
      return null;
    }
    return createReadStream(path);
  }
}
