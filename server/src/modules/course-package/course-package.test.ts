import { studioCoursesApi as K, studioPackagesApi as P } from '@studovna/core/contract/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestLearner } from '../../../test/course-fixtures';
import { http, type Http } from '../../../test/http';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { studioUsers } from '../studio/studio-test-kit';
import {
  everythingPackage,
  exportedZip,
  exportPackage,
  importPackage,
  pack,
  packageFiles,
  unpack,
  written,
} from './course-package-test-kit';

/** The studio's course packages (issue 22, decision 0025): export, import, and what a client sees. */
describe.each(testDatabases)('course packages in the studio, on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let admin: TestLearner;
  let instructor: TestLearner;
  let files: Map<string, Uint8Array>;
  let importedId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
    ({ admin, instructor } = await studioUsers(t));
    files = await packageFiles();
  });
  afterAll(() => t?.close());

  /** Where a stored upload is served, from its address. */
  const served = async (url: string) => {
    const res = await api.get(new URL(url).pathname);
    expect(res.statusCode, url).toBe(200);
    return new Uint8Array(res.rawPayload);
  };

  it('an instructor imports a package as a new draft course of theirs, its questions in their bank', async () => {
    const res = await importPackage(t, instructor.token, pack(everythingPackage(), files));
    expect(res.statusCode, res.body).toBe(200);
    const { message, data } = P.importPackage.response.parse(res.json());
    expect(message).toBe('Kurz „Analogie krok za krokem“ je naimportovaný jako koncept.');
    importedId = data.id;
    expect(data).toMatchObject({
      title: 'Analogie krok za krokem',
      slug: 'analogie-krok-za-krokem',
      status: 'draft',
      author: { id: instructor.id },
      categories: [{ name: expect.any(String) }],
      price: 490,
      sale_price: 390,
      retake_count: -1,
      may_edit: true,
    });
    expect(data.sections.map((s) => s.items.map((i) => [i.type, i.title]))).toEqual([
      [
        ['lp_lesson', 'Co je analogie'],
        ['lp_quiz', 'Kvíz z analogií'],
      ],
      [['lp_assignment', 'Vlastní analogie']],
    ]);
    expect(await served(data.image)).toEqual(files.get('media/obalka.png'));

    const questions = await t.db.query<{ type: string; author_id: number; mark: string; tags: string[] }>(
      'select type, author_id, mark::text, tags from questions where quiz_id = $1 order by sort',
      [data.sections[0]!.items[1]!.id],
    );
    expect(questions.map((q) => [q.type, q.author_id, Number(q.mark)])).toEqual([
      ['single_choice', instructor.id, 2],
      ['multi_choice', instructor.id, 1.5],
      ['true_or_false', instructor.id, 1],
      ['sorting_choice', instructor.id, 1],
      ['fill_in_blanks', instructor.id, 3],
    ]);
    expect(questions[0]!.tags).toEqual(['analogie', 'bydlení']);
  });

  it('puts the pictures of its texts and its attachment on this server, the video as a player', async () => {
    const [lesson] = await t.db.query<{ content: string; video_url: string }>(
      `select content, video_url from items where course_id = $1 and type = 'lp_lesson'`,
      [importedId],
    );
    expect(lesson!.video_url).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    const src = /<img src="([^"]+)"/.exec(lesson!.content)![1]!;
    expect(src).toMatch(/^http:\/\/localhost:3000\/wp-content\/uploads\/media\/[\w-]+\.png$/);
    expect(await served(src)).toEqual(files.get('media/schema.png'));
    const [attachment] = await t.db.query<{ name: string; path: string; size: number }>(
      `select f.name, f.path, f.size from assignment_attachments f join items i on i.id = f.item_id
        where i.course_id = $1`,
      [importedId],
    );
    expect(attachment).toMatchObject({
      name: 'Pracovní list.txt',
      size: files.get('attachments/pracovni-list.txt')!.length,
    });
    expect(await served(`http://localhost:3000/wp-content/uploads/${attachment!.path}`)).toEqual(
      files.get('attachments/pracovni-list.txt'),
    );
  });

  it('exports it as a zip named by its slug, which imports again to the same package (a taken slug gets -2)', async () => {
    const res = await exportPackage(t, instructor.token, importedId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="analogie-krok-za-krokem.zip"/);
    const first = unpack(new Uint8Array(res.rawPayload));
    expect([...first.files.keys()].map((name) => name.replace(/[0-9a-f]{32}/, '#'))).toEqual([
      'attachments/#.txt',
      'media/#.png',
      'media/#.png',
    ]);
    expect(first.json.course.cover).toMatch(/^media\/[0-9a-f]{32}\.png$/);
    const again = await importPackage(t, instructor.token, new Uint8Array(res.rawPayload));
    expect(again.statusCode, again.body).toBe(200);
    const { message, data } = P.importPackage.response.parse(again.json());
    expect(data.slug).toBe('analogie-krok-za-krokem-2');
    expect(message).toBe(
      'Kurz „Analogie krok za krokem“ je naimportovaný jako koncept. Adresu „analogie-krok-za-krokem“ už má jiný kurz nebo kategorie, proto má adresu „analogie-krok-za-krokem-2“.',
    );
    const second = unpack(await exportedZip(t, instructor.token, data.id));
    expect(second.json).toEqual({ ...first.json, course: { ...first.json.course, slug: data.slug } });
    expect(second.files).toEqual(first.files);
  });

  it('exports for the course’s author and the team; another instructor’s course and a missing one are refused', async () => {
    const [others] = await t.db.query<{ id: number }>(
      'select id from courses where author_id <> $1 order by id limit 1',
      [instructor.id],
    );
    const refused = await exportPackage(t, instructor.token, others!.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'studio_not_yours',
      message: 'Balíček kurzu si může stáhnout jen jeho autor nebo tým Studovny.',
    });
    expect((await exportPackage(t, admin.token, others!.id)).statusCode).toBe(200);
    expect((await exportPackage(t, admin.token, importedId)).statusCode).toBe(200);
    const missing = await exportPackage(t, admin.token, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'studio_not_found' });
  });

  it('sanitises the HTML of a package as the studio does: no script stays, the text does', async () => {
    const pkg = everythingPackage();
    pkg.course.slug = 'analogie-bez-skriptu';
    pkg.course.content =
      '<p onclick="alert(1)">Úvod<script>alert(1)</script></p><a href="javascript:alert(1)">odkaz</a>';
    const res = await importPackage(t, admin.token, pack(pkg, files));
    expect(res.statusCode, res.body).toBe(200);
    const course = K.getCourse.response.parse(
      (await api.call(K.getCourse, { params: { id: res.json().data.id } }, { token: admin.token })).json(),
    );
    expect(course.content).toBe('<p>Úvod</p><a>odkaz</a>');
    expect(course.author.id).toBe(admin.id);
  });

  it('a failure while writing the course removes the files it wrote and keeps nothing', async () => {
    await t.db.query(`create function refuse_item() returns trigger language plpgsql as $$
      begin if new.title = 'Selže' then raise exception 'refused'; end if; return new; end $$`);
    await t.db.query(
      'create trigger refuse_item before insert on items for each row execute function refuse_item()',
    );
    try {
      const before = await written(t);
      const pkg = everythingPackage();
      pkg.course.sections[1]!.items[0]!.title = 'Selže';
      const res = await importPackage(t, admin.token, pack(pkg, files));
      expect(res.statusCode).toBe(500);
      expect(await written(t)).toEqual(before);
    } finally {
      await t.db.query('drop trigger refuse_item on items');
      await t.db.query('drop function refuse_item()');
    }
  });
});
