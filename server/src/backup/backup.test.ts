import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPglite, type Database } from '../db/database';
import { restoreInto } from './backup.service';
import { multipartBody } from '../modules/assignments/assignment-test-kit';
import { pngOf } from '../modules/users/profile-test-kit';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LP = '/wp-json/learnpress/v1';
/** The environment of the embedded installation: never a DATABASE_URL of the suite's PostgreSQL pass. */
const { DATABASE_URL: _postgres, ...EMBEDDED } = process.env;

/**
 * Backups of an embedded installation (decision 0034), as an operator runs them: `npm run backup` while
 * the server process serves a learner, `npm run restore` into an empty data directory, and the copy holds
 * the seeded data, the learner's attempt and their picture, byte for byte.
 */
describe('backup and restore of the embedded database and the data directory', () => {
  const dirs: string[] = [];
  let server: ChildProcess | undefined;
  const newDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bk-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    server?.kill('SIGKILL');
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  /** `npm run backup` / `npm run restore` with DATA_DIR. */
  const run = (script: 'backup' | 'restore', dataDir: string, file: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', `server/src/backup/${script}-cli.ts`, file], {
      cwd: ROOT,
      env: { ...EMBEDDED, DATA_DIR: dataDir },
      encoding: 'utf8',
    });

  /** The server process on a data directory; resolves with its port once it listens. */
  const serve = (dataDir: string) =>
    new Promise<number>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
        cwd: ROOT,
        env: {
          ...EMBEDDED,
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
          WEB_DIST: join(dataDir, 'no-web-build'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server = child;
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const port = /http:\/\/localhost:(\d+)/.exec(output)?.[1];
        if (port) resolve(Number(port));
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code) => reject(new Error(`the server stopped (${code}):\n${output}`)));
    });

  /** What a restored installation must hold as the original did. */
  const contents = async (db: Database, userId: number) => ({
    counts: await db.query(
      `select (select count(*) from users) as users, (select count(*) from courses) as courses,
              (select count(*) from questions) as questions, (select count(*) from quiz_attempts) as attempts,
              (select count(*) from comments) as comments`,
    ),
    attempts: await db.query(
      'select quiz_id, status, answers, results, graduation from quiz_attempts where user_id = $1 order by id',
      [userId],
    ),
    profile: await db.query('select display_name, avatar_path from users where id = $1', [userId]),
  });
  const filesOf = async (dir: string) =>
    (await readdir(join(dir, 'uploads'), { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(dir.length))
      .sort();

  it('takes a backup from the running server and restores it into an empty directory', async () => {
    const original = await newDir();
    const seeded = await openPglite(
      join(original, 'pglite'),
      new Blob([await readFile(inject('pgliteTemplate'))]),
    );
    const [quiz] = await seeded.query<{ id: number; course_id: number; question_id: number }>(
      `select i.id, i.course_id, min(q.id) as question_id from items i join questions q on q.quiz_id = i.id
         join courses c on c.id = i.course_id
        where i.type = 'lp_quiz' and c.price = 0 and not i.preview group by i.id order by i.id limit 1`,
    );
    await seeded.close();
    const port = await serve(original);
    const api = (path: string, body: object | undefined, token?: string) =>
      fetch(`http://127.0.0.1:${port}${LP}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body && JSON.stringify(body),
      });
    const credentials = { username: 'zaloha', password: 'Heslo-12345' };
    const registered = await api('/token/register', {
      ...credentials,
      email: 'zaloha@example.cz',
      confirm_password: credentials.password,
    });
    expect(registered.status).toBe(200);
    const { token, user_id: userId } = (await (await api('/token', credentials)).json()) as {
      token: string;
      user_id: number;
    };
    expect((await api('/courses/enroll', { id: quiz!.course_id }, token)).status).toBe(200);
    expect((await api('/quiz/start', { id: quiz!.id }, token)).status).toBe(200);
    const finished = await api(
      '/quiz/finish',
      { id: quiz!.id, answered: { [quiz!.question_id]: 'a' } },
      token,
    );
    expect(finished.status).toBe(200);
    const picture = multipartBody({ nickname: 'Zálohovaná' }, [
      { name: 'ja.png', data: await pngOf(64, 64), type: 'image/png', field: 'lp_avatar_file' },
    ]);
    const profile = await fetch(`http://127.0.0.1:${port}${LP}/users/${userId}`, {
      method: 'POST',
      headers: { 'content-type': picture.contentType, authorization: `Bearer ${token}` },
      body: picture.payload,
    });
    expect(profile.status, await profile.clone().text()).toBe(200);

    // while the server runs: the backup comes from it, through its socket in the data directory
    const file = join(await newDir(), 'zaloha.zip');
    const backup = run('backup', original, file);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toContain('from the running server');
    // the server went on serving
    expect((await api('/token', credentials)).status).toBe(200);
    server!.kill('SIGTERM');
    await new Promise((done) => server!.once('exit', done));

    const restoredDir = await newDir();
    const restore = run('restore', restoredDir, file);
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toMatch(/Restored the backup of .* the database and 2 files/);
    const before = await openPglite(join(original, 'pglite'));
    const expected = await contents(before, userId);
    await before.close();
    const after = await openPglite(join(restoredDir, 'pglite'));
    expect(await contents(after, userId)).toEqual(expected);
    await after.close();
    expect(expected.attempts).toHaveLength(1);
    expect(expected.attempts[0]).toMatchObject({ status: 'completed' });
    // the picture and the token secret, byte for byte: a learner's token goes on working
    const pictures = await filesOf(original);
    expect(pictures).toHaveLength(1);
    expect(await filesOf(restoredDir)).toEqual(pictures);
    for (const path of [...pictures, '/jwt-secret'])
      expect(await readFile(join(restoredDir, path))).toEqual(await readFile(join(original, path)));

    // a directory in use is refused, and so is a file that is not a backup; neither changes anything
    const again = run('restore', restoredDir, file);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(`The data directory ${restoredDir} is not empty`);
    const notBackup = join(await newDir(), 'nic.zip');
    await writeFile(notBackup, 'Tohle není záloha.');
    const empty = await newDir();
    await expect(restoreInto(empty, notBackup)).rejects.toThrow(
      `The file ${notBackup} is not a Studovna backup`,
    );
    expect(await readdir(empty)).toEqual([]);
  }, 120_000);
});
