import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, type Caller, type TestLearner } from '../../../test/course-fixtures';
import { enrol } from '../quiz/quiz-test-kit';
import {
  answerFilesOnDisk,
  docxBytes,
  exeBytes,
  filesUnder,
  findAssignment,
  jpegBytes,
  pdfBytes,
  submitAnswer,
  type AssignmentRef,
  type UploadFile,
} from './assignment-test-kit';

/** What an answer may hold, and that every refusal leaves no row and no file behind. */
describe.each(testDatabases)('assignment uploads on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  /** One file allowed. */
  let osp: AssignmentRef;
  /** Two files allowed. */
  let zsv: AssignmentRef;
  const started = async (a: AssignmentRef) => {
    const me = await makeLearner(t);
    await enrol(t, me.id, a.courseId);
    await api.post('/assignments/start', { id: a.id }, me.token);
    return me;
  };
  const save = (
    me: TestLearner,
    a: AssignmentRef,
    files: UploadFile[],
    fields: Record<string, string> = {},
  ) => submitAnswer(t, me.token, { id: String(a.id), action: 'save', ...fields }, files);
  const rowsOf = async (me: TestLearner) =>
    (
      await t.db.query<{ original_name: string }>(
        'select original_name from assignment_answer_files where user_id = $1 order by id',
        [me.id],
      )
    ).map((r) => r.original_name);
  const txt = (name: string, text = 'řešení') => ({ name, data: Buffer.from(text) });
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    osp = await findAssignment(t, 'osp');
    zsv = await findAssignment(t, 'zsv');
  });
  afterAll(() => t.close());

  it('takes each allowed type when its content agrees: jpg, pdf, docx', async () => {
    for (const file of [
      { name: 'fotka.jpg', data: jpegBytes(), type: 'image/jpeg', mime: 'image/jpeg' },
      { name: 'postup.pdf', data: pdfBytes(), type: 'application/pdf', mime: 'application/pdf' },
      {
        name: 'Esej – jeskyně.docx',
        data: docxBytes(),
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    ]) {
      const me = await started(osp);
      const res = await save(me, osp, [file]);
      expect(res.statusCode).toBe(200);
      const [saved] = res.json().data.results.answer_files;
      expect(saved.name).toBe(file.name);
      const download = await api.get(`/assignments/files/${saved.id}`, me.token);
      expect(download.headers['content-type']).toBe(file.mime);
      expect(download.rawPayload.equals(file.data)).toBe(true);
    }
  });

  it.each([
    [
      'evil.pdf',
      'assignment_file_content',
      Buffer.from('%PDF? no, just text'),
      'Obsah souboru „evil.pdf“ neodpovídá příponě .pdf. Nahraj skutečný soubor tohoto typu.',
    ],
    [
      'fotka.jpg',
      'assignment_file_content',
      exeBytes(),
      'Obsah souboru „fotka.jpg“ neodpovídá příponě .jpg. Nahraj skutečný soubor tohoto typu.',
    ],
    [
      'esej.docx',
      'assignment_file_content',
      Buffer.from('PK\u0003\u0004 a zip without a Word document'),
      'Obsah souboru „esej.docx“ neodpovídá příponě .docx. Nahraj skutečný soubor tohoto typu.',
    ],
    [
      'program.exe',
      'assignment_file_type',
      exeBytes(),
      'Soubor „program.exe“ nejde nahrát. Povolené typy jsou jpg, txt, zip, pdf, doc, docx a ppt.',
    ],
    ['prazdny.txt', 'assignment_file_empty', Buffer.alloc(0), 'Soubor „prazdny.txt“ je prázdný.'],
  ])('refuses %s with %s and stores nothing', async (name, code, data, text) => {
    const me = await started(osp);
    const res = await save(me, osp, [{ name, data, type: 'application/pdf' }], { note: 'nemá se uložit' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, message: text, data: { status: 400, name } });
    expect(await rowsOf(me)).toEqual([]);
    expect(await answerFilesOnDisk(t, me.id)).toEqual([]);
    const [answer] = await t.db.query<{ note: string }>(
      'select note from assignment_answers where user_id = $1',
      [me.id],
    );
    expect(answer!.note).toBe('');
  });

  it('a good file beside a bad one is not stored either', async () => {
    const me = await started(zsv);
    const res = await save(me, zsv, [txt('dobry.txt'), { name: 'spatny.pdf', data: Buffer.from('text') }]);
    expect(res.json().code).toBe('assignment_file_content');
    expect(await answerFilesOnDisk(t, me.id)).toEqual([]);
  });

  it('refuses a file over the size limit, naming the limit', async () => {
    const me = await started(osp);
    const big = { name: 'velky.txt', data: Buffer.alloc(5 * 1024 * 1024 + 1, 'a') };
    const res = await save(me, osp, [big]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'upload_file_too_large',
      message: 'Soubor „velky.txt“ je příliš velký. Největší povolená velikost souboru je 5 MB.',
      data: { status: 400, name: 'velky.txt', limit: 5 },
    });
    const en = await submitAnswer(t, me.token, { id: String(osp.id), action: 'save' }, [big], {
      'client-locale': 'en',
    });
    expect(en.json().message).toBe(
      'The file “velky.txt” is too large. The largest allowed file size is 5 MB.',
    );
    expect(await answerFilesOnDisk(t, me.id)).toEqual([]);
  });

  it('takes the size limit from UPLOAD_MAX_FILE_MB', async () => {
    const small = await createTestApp(kind, { UPLOAD_MAX_FILE_MB: '1' });
    try {
      const me = await makeLearner(small);
      await enrol(small, me.id, osp.courseId);
      const smallApi = caller(small);
      const read = await smallApi.get(`/assignments/${osp.id}`, me.token);
      expect(read.json().max_file_size).toBe(1024 * 1024);
      await smallApi.post('/assignments/start', { id: osp.id }, me.token);
      const res = await submitAnswer(small, me.token, { id: String(osp.id), action: 'save' }, [
        { name: 'megabajt.txt', data: Buffer.alloc(1024 * 1024 + 1, 'a') },
      ]);
      expect(res.json()).toMatchObject({ code: 'upload_file_too_large', data: { limit: 1 } });
      expect(res.json().message).toContain('je 1 MB.');
      const fits = await submitAnswer(small, me.token, { id: String(osp.id), action: 'save' }, [
        { name: 'akorat.txt', data: Buffer.alloc(1024 * 1024, 'a') },
      ]);
      expect(fits.statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('a file beyond files_amount is refused, in the same request or a later one, and nothing is stored', async () => {
    const me = await started(zsv);
    expect((await save(me, zsv, [txt('esej.txt'), txt('osnova.txt')])).statusCode).toBe(200);
    const third = await save(me, zsv, [txt('navic.txt')], { note: 'tohle se neuloží' });
    expect(third.json()).toEqual({
      code: 'assignment_too_many_files',
      message: 'Počet souborů u tohoto úkolu je omezený na 2. Než přidáš další, některý z uložených odeber.',
      data: { status: 400, max: 2 },
    });
    expect(await rowsOf(me)).toEqual(['esej.txt', 'osnova.txt']);
    expect(await answerFilesOnDisk(t, me.id)).toHaveLength(2);

    const one = await started(osp);
    const two = await save(one, osp, [txt('a.txt'), txt('b.txt')]);
    expect([two.statusCode, two.json().code, two.json().data.max]).toEqual([
      400,
      'assignment_too_many_files',
      1,
    ]);
    for (const count of [3, 4]) {
      const many = await save(
        one,
        osp,
        Array.from({ length: count }, (_, i) => txt(`${i}.txt`)),
      );
      expect(many.json()).toMatchObject({
        code: 'upload_too_many_files',
        message: 'Najednou lze poslat nejvýše 2 soubory.',
      });
    }
    expect(await rowsOf(one)).toEqual([]);
    expect(await answerFilesOnDisk(t, one.id)).toEqual([]);
  });

  it('remove deletes a saved file from the answer and the disk, so another can take its place', async () => {
    const me = await started(osp);
    const first = (await save(me, osp, [txt('prvni.txt')])).json().data.results.answer_files[0];
    const [firstOnDisk] = await answerFilesOnDisk(t, me.id);
    const replaced = await save(me, osp, [txt('druha.txt')], { remove: String(first.id) });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.results.answer_files.map((f: { name: string }) => f.name)).toEqual([
      'druha.txt',
    ]);
    const onDisk = await answerFilesOnDisk(t, me.id);
    expect(onDisk).toHaveLength(1);
    expect(onDisk).not.toContain(firstOnDisk);
    expect((await api.get(`/assignments/files/${first.id}`, me.token)).statusCode).toBe(404);

    // another learner's file id is not this learner's to remove
    const other = await started(osp);
    const theirs = (await save(other, osp, [txt('cizi.txt')])).json().data.results.answer_files[0];
    const refused = await save(me, osp, [], { remove: String(theirs.id) });
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'assignment_unknown_file']);
    expect(await rowsOf(other)).toEqual(['cizi.txt']);
    expect(await answerFilesOnDisk(t, other.id)).toHaveLength(1);

    const emptied = await save(me, osp, [], {
      remove: String(replaced.json().data.results.answer_files[0].id),
    });
    expect(emptied.json().data.results.answer_files).toEqual([]);
    expect(await answerFilesOnDisk(t, me.id)).toEqual([]);
  });

  it('refuses an answer before the start, an empty hand-in, other file fields and bad fields', async () => {
    const me = await makeLearner(t);
    await enrol(t, me.id, osp.courseId);
    const early = await save(me, osp, [txt('a.txt')]);
    expect([early.statusCode, early.json().code]).toEqual([400, 'assignment_not_started']);
    expect(await answerFilesOnDisk(t, me.id)).toEqual([]);
    expect((await submitAnswer(t, undefined, { id: String(osp.id), action: 'save' })).statusCode).toBe(401);
    const outsider = await makeLearner(t);
    expect((await submitAnswer(t, outsider.token, { id: String(osp.id), action: 'save' })).statusCode).toBe(
      403,
    );

    await api.post('/assignments/start', { id: osp.id }, me.token);
    const empty = await submitAnswer(t, me.token, { id: String(osp.id), action: 'submit', note: '   ' });
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'assignment_empty_answer']);
    const field = await save(me, osp, [{ ...txt('a.txt'), field: 'lp_avatar_file' }]);
    expect([field.statusCode, field.json().code]).toEqual([400, 'rest_invalid_param']);
    const badFields: Record<string, string>[] = [
      { id: String(osp.id) },
      { id: 'abc', action: 'save' },
      { id: String(osp.id), action: 'save', remove: 'x' },
    ];
    for (const fields of badFields) {
      const bad = await submitAnswer(t, me.token, fields);
      expect([bad.statusCode, bad.json().code]).toEqual([400, 'rest_invalid_param']);
    }
    expect(await answerFilesOnDisk(t, me.id)).toEqual([]);
    // a JSON body works for an answer without files
    const json = await api.post(
      '/assignments/submit',
      { id: osp.id, action: 'submit', note: 'Odpověď v poznámce' },
      me.token,
    );
    expect(json.json().data.results).toMatchObject({ status: 'completed', note: 'Odpověď v poznámce' });
  });

  it('keeps answer files outside the public uploads, under a generated name', async () => {
    const me = await started(osp);
    await save(me, osp, [txt('../../tajne.txt')]);
    const [stored] = await answerFilesOnDisk(t, me.id);
    expect(stored).not.toContain('tajne');
    expect(await filesUnder(join(t.ctx.config.dataDir, 'uploads'))).toEqual([]);
    expect(await rowsOf(me)).toEqual(['tajne.txt']);
    const probe = await t.app.inject({
      url: `/wp-content/uploads/..%2Fassignment-answers%2F${me.id}%2F${stored!.replace(/\//g, '%2F')}`,
      headers: { host: 'localhost:3000' },
    });
    expect(probe.statusCode).not.toBe(200);
  });
});
