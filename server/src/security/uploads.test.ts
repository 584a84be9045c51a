import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LP } from '../../test/course-fixtures';
import { http, type Http } from '../../test/http';
import { createTestApp, registerLearner, testDatabases, type TestApp } from '../../test/test-app';
import {
  exeBytes,
  filesUnder,
  findAssignment,
  submitAnswer,
  type AssignmentRef,
  type UploadFile,
} from '../modules/assignments/assignment-test-kit';
import { pngOf, postProfile } from '../modules/users/profile-test-kit';

const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
);
const HTML_PAGE = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);

/** Uploads of the wrong kind, or too large, are refused by their content and leave nothing on disk. */
describe.each(testDatabases)('uploads on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let assignment: AssignmentRef;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
    assignment = await findAssignment(t, 'osp');
  });
  afterAll(() => t?.close());

  const everythingOnDisk = () => filesUnder(t.ctx.config.dataDir);

  const startedLearner = async () => {
    const me = await registerLearner(t.app);
    await api.post(`${LP}/courses/enroll`, { id: assignment.courseId }, { token: me.token });
    const res = await api.post(`${LP}/assignments/start`, { id: assignment.id }, { token: me.token });
    expect(res.statusCode, res.body).toBe(200);
    return me;
  };

  it.each([
    ['a program renamed .png', { name: 'fotka.png', data: exeBytes(), type: 'image/png' }],
    ['an SVG with a script renamed .png', { name: 'fotka.png', data: SVG_WITH_SCRIPT, type: 'image/png' }],
    ['a web page renamed .jpg', { name: 'fotka.jpg', data: HTML_PAGE, type: 'image/jpeg' }],
  ])('avatar: %s is refused with the Czech message', async (_, file) => {
    const me = await registerLearner(t.app);
    const before = await everythingOnDisk();
    const res = await postProfile(t, me.id, me.token, { nickname: 'Nová' }, file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'avatar_not_image',
      message: 'Profilový obrázek musí být obrázek ve formátu JPG, PNG, WebP nebo GIF.',
      data: { status: 400 },
    });
    expect(await everythingOnDisk()).toEqual(before);
  });

  it('avatar: a picture over the limit is refused and nothing is stored', async () => {
    const me = await registerLearner(t.app);
    const before = await everythingOnDisk();
    const big = Buffer.concat([await pngOf(8, 8), Buffer.alloc(t.ctx.config.avatarMaxBytes)]);
    const res = await postProfile(
      t,
      me.id,
      me.token,
      { nickname: 'Velká' },
      { name: 'velka.png', data: big },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'upload_file_too_large', data: { status: 400 } });
    expect(res.json().message).toMatch(/^Soubor „velka\.png“ je příliš velký\./);
    expect(await everythingOnDisk()).toEqual(before);
  });

  it.each([
    ['a program renamed .jpg', { name: 'fotka.jpg', data: exeBytes() }, 'assignment_file_content'],
    [
      'an SVG with a script renamed .jpg',
      { name: 'fotka.jpg', data: SVG_WITH_SCRIPT },
      'assignment_file_content',
    ],
    ['a program renamed .pdf', { name: 'esej.pdf', data: exeBytes() }, 'assignment_file_content'],
    ['a program as .exe', { name: 'program.exe', data: exeBytes() }, 'assignment_file_type'],
    ['a web page as .html', { name: 'stranka.html', data: HTML_PAGE }, 'assignment_file_type'],
  ] as [string, UploadFile, string][])('assignment: %s is refused', async (_, file, code) => {
    const me = await startedLearner();
    const before = await everythingOnDisk();
    const res = await submitAnswer(t, me.token, { id: String(assignment.id), action: 'save' }, [file]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, data: { status: 400, name: file.name } });
    expect(res.json().message).toContain(`„${file.name}“`);
    expect(await everythingOnDisk()).toEqual(before);
  });

  it('assignment: a file over the limit is refused and nothing is stored', async () => {
    const me = await startedLearner();
    const before = await everythingOnDisk();
    const big = { name: 'velky.txt', data: Buffer.alloc(t.ctx.config.uploadMaxFileBytes + 1, 'a') };
    const res = await submitAnswer(t, me.token, { id: String(assignment.id), action: 'save' }, [big]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('upload_file_too_large');
    expect(await everythingOnDisk()).toEqual(before);
  });

  it('assignment: a web page saved as .txt comes back as a download, never as a page', async () => {
    const me = await startedLearner();
    const res = await submitAnswer(t, me.token, { id: String(assignment.id), action: 'save' }, [
      { name: 'poznamky.txt', data: HTML_PAGE, type: 'text/html' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [file] = await t.db.query<{ id: number }>(
      'select id from assignment_answer_files where user_id = $1',
      [me.id],
    );
    const download = await api.get(`${LP}/assignments/files/${file!.id}`, { token: me.token });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).not.toMatch(/html|svg|xml/);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });
});
