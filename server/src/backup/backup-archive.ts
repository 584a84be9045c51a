import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Unzip, UnzipPassThrough, Zip, ZipPassThrough } from 'fflate';

/**
 * The backup file of an embedded installation (decision 0034): one zip holding a manifest, the database's
 * files as PGlite dumps them (a gzipped tarball, taken between transactions), and what the data directory
 * keeps besides: uploaded pictures, learners' assignment answers and the token secret. Entries are stored,
 * not compressed again: the tarball is gzipped and pictures and documents are compressed already.
 */

export const BACKUP_FORMAT = 'studovna-backup';
export const BACKUP_VERSION = 1;
const MANIFEST = 'manifest.json';
const DATABASE = 'database.tar.gz';
const DATA = 'data/';

/** What of the data directory a backup holds besides the database (never the lock, the mail outbox). */
export const BACKED_UP = ['uploads', 'assignment-answers', 'jwt-secret'] as const;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  created_at: string;
  /** The newest migration applied to the database when the copy was taken. */
  migration: string | null;
}

export interface BackupSummary {
  files: number;
  bytes: number;
}

/** A file of the data directory to copy, by its path relative to the directory ('/' separated). */
async function filesOf(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (path: string): Promise<void> => {
    const info = await stat(path).catch(() => null);
    if (!info) return;
    if (info.isFile()) found.push(relative(dataDir, path).split(sep).join('/'));
    else if (info.isDirectory())
      for (const name of (await readdir(path)).sort()) await walk(join(path, name));
  };
  for (const name of BACKED_UP) await walk(join(dataDir, name));
  return found;
}

/**
 * Writes a backup to `out`: the manifest, the database's tarball, then the data directory's files. The
 * database comes first, so every file a row of it names was on disk before the copy of the files began.
 */
export async function writeBackup(
  out: Writable,
  source: { database: Blob; dataDir: string; manifest: BackupManifest },
): Promise<BackupSummary> {
  let full = false;
  let wanted: (() => void) | null = null;
  const stream = new Readable({
    read() {
      full = false;
      wanted?.();
      wanted = null;
    },
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) return void stream.destroy(error);
    if (!stream.push(chunk)) full = true;
    if (final) stream.push(null);
  });
  const written = pipeline(stream, out);
  const room = () => (full ? new Promise<void>((resolve) => (wanted = resolve)) : Promise.resolve());
  const add = async (name: string, chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>) => {
    const entry = new ZipPassThrough(name);
    zip.add(entry);
    for await (const chunk of chunks) {
      entry.push(chunk);
      await room();
    }
    entry.push(new Uint8Array(0), true);
  };

  const summary: BackupSummary = { files: 0, bytes: 0 };
  try {
    await add(MANIFEST, [new TextEncoder().encode(JSON.stringify(source.manifest, null, 2))]);
    await add(DATABASE, [new Uint8Array(await source.database.arrayBuffer())]);
    for (const file of await filesOf(source.dataDir)) {
      const path = join(source.dataDir, file);
      summary.bytes += (await stat(path)).size;
      summary.files++;
      await add(DATA + file, createReadStream(path));
    }
    zip.end();
  } catch (error) {
    stream.destroy(error as Error);
  }
  await written;
  return summary;
}

export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

/** Where an entry of the data directory goes; refuses any name that would leave it or is not backed up. */
function targetOf(dataDir: string, name: string): string {
  const relativeName = name.slice(DATA.length);
  const path = resolve(dataDir, relativeName);
  const top = relativeName.split('/')[0];
  if (!path.startsWith(dataDir + sep) || !(BACKED_UP as readonly string[]).includes(top ?? ''))
    throw new BackupFileError(`The backup holds a file that does not belong in a data directory: ${name}`);
  return path;
}

/**
 * Reads a backup file: checks its manifest, writes the data directory's files under `dataDir`, and
 * answers the manifest and the database's tarball (for PGlite to open).
 */
export async function readBackup(
  file: string,
  dataDir: string,
): Promise<{ manifest: BackupManifest; database: Blob } & BackupSummary> {
  const root = resolve(dataDir);
  let manifest: BackupManifest | null = null;
  const database: Uint8Array[] = [];
  const writes: Promise<void>[] = [];
  const summary: BackupSummary = { files: 0, bytes: 0 };
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
  };

  const unzip = new Unzip((entry) => {
    if (failure) return;
    const chunks: Uint8Array[] = [];
    if (entry.name === MANIFEST || entry.name === DATABASE) {
      entry.ondata = (error, data, final) => {
        if (error) return fail(error);
        chunks.push(data);
        if (!final) return;
        if (entry.name === DATABASE) database.push(...chunks);
        else manifest = parseManifest(Buffer.concat(chunks).toString('utf8'));
      };
    } else if (entry.name.startsWith(DATA) && !entry.name.endsWith('/')) {
      if (!manifest)
        return fail(new BackupFileError('The file is not a Studovna backup (no manifest first).'));
      let path: string;
      try {
        path = targetOf(root, entry.name);
      } catch (error) {
        return fail(error as Error);
      }
      summary.files++;
      entry.ondata = (error, data, final) => {
        if (error) return fail(error);
        chunks.push(data);
        summary.bytes += data.length;
        if (final)
          writes.push(
            mkdir(dirname(path), { recursive: true, mode: 0o700 }).then(() =>
              pipeline(Readable.from(chunks), createWriteStream(path, { flags: 'wx', mode: 0o600 })),
            ),
          );
      };
    } else return fail(new BackupFileError(`The backup holds an unknown entry: ${entry.name}`));
    entry.start();
  });
  unzip.register(UnzipPassThrough);
  try {
    for await (const chunk of createReadStream(file)) {
      unzip.push(chunk as Uint8Array);
      if (failure) break;
    }
    if (!failure) unzip.push(new Uint8Array(0), true);
  } catch (error) {
    fail(
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? new BackupFileError(`No backup file ${file}.`)
        : new BackupFileError(`The file ${file} is not a Studovna backup: ${(error as Error).message}`),
    );
  }
  await Promise.all(writes).catch(fail);
  if (failure) throw failure;
  if (!manifest || database.length === 0)
    throw new BackupFileError(
      `The file ${file} is not a Studovna backup (no manifest or no database in it).`,
    );
  return {
    manifest,
    database: new Blob(database as unknown as ConstructorParameters<typeof Blob>[0]),
    ...summary,
  };
}

function parseManifest(text: string): BackupManifest {
  let parsed: Partial<BackupManifest>;
  try {
    parsed = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    throw new BackupFileError('The file is not a Studovna backup (its manifest is not JSON).');
  }
  if (parsed.format !== BACKUP_FORMAT) throw new BackupFileError('The file is not a Studovna backup.');
  if (parsed.version !== BACKUP_VERSION)
    throw new BackupFileError(
      `The backup is of format version ${String(parsed.version)}; this Studovna reads version ${BACKUP_VERSION}.`,
    );
  return parsed as BackupManifest;
}
