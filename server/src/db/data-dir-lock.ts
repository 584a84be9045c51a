import { readFileSync, unlinkSync } from 'node:fs';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/** The file that says which process holds the embedded database of a data directory. */
export const LOCK_FILE = 'studovna.lock';

interface Holder {
  pid: number;
  host: string;
  since: string;
}

/** A second process tried to open a data directory another one holds. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Studovna server (pid ${holder.pid} on ${holder.host}, ` +
        `since ${holder.since}).\n` +
        'The embedded database serves one process only: stop that server first (or give this one another ' +
        'DATA_DIR). To run several server processes, run them on PostgreSQL: set DATABASE_URL ' +
        '(README, "Run it on PostgreSQL").',
    );
    this.name = 'DataDirLockedError';
  }
}

const heldHere = new Set<string>();

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function readHolder(path: string): Promise<Holder | null> {
  try {
    const holder = JSON.parse(await readFile(path, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && holder.pid > 0
      ? { pid: holder.pid, host: String(holder.host ?? ''), since: String(holder.since ?? '') }
      : null;
  } catch {
    return null; // gone, or cut short by a crash while it was written: nobody holds it
  }
}

/** Whether the holder named by a lock file still runs (another host's holder is taken at its word). */
function holds(holder: Holder | null, path: string): holder is Holder {
  if (!holder) return false;
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return heldHere.has(path);
  return isAlive(holder.pid);
}

/**
 * Takes the data directory for this process alone: a lock file created exclusively, naming this process.
 * A lock left by a process that no longer runs (killed, crashed) is taken over; one held by a running
 * process makes this throw {@link DataDirLockedError}. The lock goes when `release` is called or the
 * process exits.
 */
export async function lockDataDir(dataDir: string): Promise<{ release(): Promise<void> }> {
  const dir = resolve(dataDir);
  await mkdir(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(path, JSON.stringify(me), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await readHolder(path);
    if (holds(holder, path) || attempt > 3) throw new DataDirLockedError(dir, holder ?? me);
    await unlink(path).catch(() => undefined);
  }
  heldHere.add(path);
  const releaseNow = () => {
    if (!heldHere.delete(path)) return;
    try {
      // only our own lock: never one a later process took over
      if ((JSON.parse(readFileSync(path, 'utf8')) as Holder).pid === process.pid) unlinkSync(path);
    } catch {
      // already gone
    }
  };
  process.once('exit', releaseNow);
  return {
    release: async () => {
      process.removeListener('exit', releaseNow);
      releaseNow();
    },
  };
}
