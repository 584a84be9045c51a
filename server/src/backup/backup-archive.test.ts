import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, BACKUP_VERSION, readBackup } from './backup-archive';

/** The backup file's reader refuses what an operator must not restore, before writing anything. */
describe('reading a backup file', () => {
  const dirs: string[] = [];
  const newDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bka-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  const manifest = (version: number = BACKUP_VERSION) =>
    strToU8(
      JSON.stringify({
        format: BACKUP_FORMAT,
        version,
        created_at: '2026-11-27T10:00:00.000Z',
        migration: null,
      }),
    );
  const zipOf = async (entries: Record<string, Uint8Array>) => {
    const file = join(await newDir(), 'zaloha.zip');
    await writeFile(file, zipSync(entries, { level: 0 }));
    return file;
  };

  it('reads the manifest, the database and the files of the data directory', async () => {
    const file = await zipOf({
      'manifest.json': manifest(),
      'database.tar.gz': strToU8('tarball'),
      'data/uploads/2026/ja.png': strToU8('png'),
      'data/jwt-secret': strToU8('tajné'),
    });
    const into = await newDir();
    const read = await readBackup(file, into);
    expect([read.files, read.bytes, await read.database.text()]).toEqual([2, 9, 'tarball']);
    expect((await readdir(into, { recursive: true })).sort()).toEqual([
      'jwt-secret',
      'uploads',
      'uploads/2026',
      'uploads/2026/ja.png',
    ]);
  });

  it.each([
    ['a path out of the directory', { 'data/uploads/../../uteklo': strToU8('x') }, 'does not belong'],
    ['a part of the directory never backed up', { 'data/pglite/base/1': strToU8('x') }, 'does not belong'],
    ['an unknown entry', { 'skript.sh': strToU8('x') }, 'unknown entry'],
  ])('refuses %s', async (_, extra, message) => {
    const file = await zipOf({ 'manifest.json': manifest(), 'database.tar.gz': strToU8('t'), ...extra });
    const into = await newDir();
    await expect(readBackup(file, join(into, 'data'))).rejects.toThrow(message);
    expect(await readdir(into)).toEqual([]);
  });

  it('refuses another format version and a file without a manifest', async () => {
    const into = await newDir();
    const newer = await zipOf({ 'manifest.json': manifest(2), 'database.tar.gz': strToU8('t') });
    await expect(readBackup(newer, into)).rejects.toThrow('format version 2; this Studovna reads version 1');
    const bare = await zipOf({ 'database.tar.gz': strToU8('t') });
    await expect(readBackup(bare, into)).rejects.toThrow('is not a Studovna backup');
  });
});
