import { assignmentsApi } from '@studovna/core/contract';
import {
  studioAssignmentsApi as A,
  studioCoursesApi as K,
  type StudioCourse,
} from '@studovna/core/contract/studio';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, makeLearner, type Caller, type TestLearner } from '../../../test/course-fixtures';
import { http, type Http } from '../../../test/http';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { findAssignment, multipartBody, type AssignmentRef } from '../assignments/assignment-test-kit';
import { enrol } from '../quiz/quiz-test-kit';
import { studioUsers } from './studio-test-kit';

/** Assignments in the studio (issue 22 point 6): what an author sets is what the learner's app shows. */
describe.each(testDatabases)('the studio’s assignments, on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let app: Caller;
  let admin: TestLearner;
  let instructor: TestLearner;
  let seeded: AssignmentRef;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
    app = caller(t);
    ({ admin, instructor } = await studioUsers(t));
    seeded = await findAssignment(t, 'osp');
  });
  afterAll(() => t?.close());

  const body = (change: Record<string, unknown> = {}) => ({
    title: 'Esej o argumentaci',
    content: '<p>Napiš esej, kde platí $a^2 + b^2 = c^2$.</p><script>alert(1)</script>',
    introduction: '<p>Odevzdej <strong>jeden</strong> soubor.</p><img src=x onerror="x()">',
    files_amount: 2,
    duration: { time: 3, format: 'day' },
    mark: 20,
    passing_grade: 12.5,
    ...change,
  });

  it('saves every setting sanitised, logs it, and the learner’s app shows the new introduction, files, time and pass mark', async () => {
    const res = await api.call(
      A.updateAssignment,
      { params: { id: seeded.id }, body: body() },
      { token: admin.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Uloženo.',
      data: {
        id: seeded.id,
        title: 'Esej o argumentaci',
        content: '<p>Napiš esej, kde platí $a^2 + b^2 = c^2$.</p>',
        introduction: '<p>Odevzdej <strong>jeden</strong> soubor.</p><img src="x" />',
        files_amount: 2,
        duration: { time: 3, format: 'day' },
        mark: 20,
        passing_grade: 12.5,
        may_edit: true,
        app_path: `/kurzy/${seeded.courseId}/lp_assignment/${seeded.id}`,
      },
    });
    const learner = await makeLearner(t);
    await enrol(t, learner.id, seeded.courseId);
    const inApp = assignmentsApi.getAssignment.response.parse(
      (await app.get(`/assignments/${seeded.id}`, learner.token)).json(),
    );
    expect(inApp).toMatchObject({
      title: 'Esej o argumentaci',
      files_amount: 2,
      duration: { format: 'day', time: 3 },
      passing_grade: 12.5,
      introdution: '<p>Odevzdej <strong>jeden</strong> soubor.</p><img src="x" />',
    });
    const log = (
      await api.call(K.courseAudit, { params: { id: seeded.courseId } }, { token: admin.token })
    ).json();
    expect(log.entries[0]).toMatchObject({ entity: 'assignment', entity_id: seeded.id, action: 'update' });
    expect(Object.keys(log.entries[0].changes)).toEqual(
      expect.arrayContaining(['title', 'files_amount', 'mark', 'passing_grade']),
    );
  });

  it('refuses wrong settings on their fields in Czech and writes nothing', async () => {
    const before = (
      await api.call(A.getAssignment, { params: { id: seeded.id } }, { token: admin.token })
    ).json();
    const res = await api.call(
      A.updateAssignment,
      {
        params: { id: seeded.id },
        body: body({
          title: '  ',
          files_amount: 3,
          duration: { time: -1, format: 'month' },
          mark: 10,
          passing_grade: 11,
        }),
      },
      { token: admin.token },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'studio_invalid',
      data: {
        fields: {
          title: 'Tohle pole je potřeba vyplnit.',
          files_amount: 'Počet souborů je celé číslo od 0 do 2.',
          'duration.time': 'Čas na úkol je celé číslo od 0 do 999; 0 znamená bez omezení.',
          'duration.format': 'Vyber jednotku času: minuty, hodiny, dny nebo týdny.',
          passing_grade: 'Ke splnění nelze chtít víc bodů, než kolik jde získat (10).',
        },
      },
    });
    const markless = await api.call(
      A.updateAssignment,
      { params: { id: seeded.id }, body: body({ mark: 0, passing_grade: 1.234 }) },
      { token: admin.token },
    );
    expect(markless.json().data.fields).toEqual({
      mark: 'Nejvyšší počet bodů je číslo větší než 0 a nejvýše 1000, s nejvýše dvěma desetinnými místy.',
      passing_grade: 'Body potřebné ke splnění jsou číslo od 0 výš, s nejvýše dvěma desetinnými místy.',
    });
    const after = (
      await api.call(A.getAssignment, { params: { id: seeded.id } }, { token: admin.token })
    ).json();
    expect(after).toEqual(before);
  });

  it('a new assignment in the curriculum starts with one file, no limit, 10 points; an instructor edits only their own', async () => {
    const mine = (await api.call(K.listCourses, { query: { per_page: 100 } }, { token: instructor.token }))
      .json()
      .courses.find((c: { may_edit: boolean }) => c.may_edit);
    const course: StudioCourse = (
      await api.call(K.getCourse, { params: { id: mine.id } }, { token: instructor.token })
    ).json();
    const created = await api.call(
      K.createItem,
      {
        params: { id: course.id },
        body: { section_id: course.sections[0]!.id, type: 'lp_assignment', title: 'Vlastní úkol' },
      },
      { token: instructor.token },
    );
    expect(created.statusCode, created.body).toBe(200);
    const item = (created.json().data as StudioCourse).sections
      .flatMap((s) => s.items)
      .find((i) => i.title === 'Vlastní úkol')!;
    const fresh = await api.call(A.getAssignment, { params: { id: item.id } }, { token: instructor.token });
    expect(fresh.json()).toMatchObject({
      files_amount: 1,
      duration: { time: 0, format: 'day' },
      mark: 10,
      passing_grade: 0,
      attachments: [],
      may_edit: true,
    });
    const ownSave = await api.call(
      A.updateAssignment,
      { params: { id: item.id }, body: body({ title: 'Vlastní úkol' }) },
      { token: instructor.token },
    );
    expect(ownSave.statusCode, ownSave.body).toBe(200);
    const others = await findAssignment(t, 'zsv');
    const seen = await api.call(A.getAssignment, { params: { id: others.id } }, { token: instructor.token });
    expect([seen.statusCode, seen.json().may_edit]).toEqual([200, false]);
    const foreign = await api.call(
      A.updateAssignment,
      { params: { id: others.id }, body: body({ title: 'Cizí' }) },
      { token: instructor.token },
    );
    expect([foreign.statusCode, foreign.json().code]).toEqual([403, 'studio_not_yours']);
    const lesson = course.sections.flatMap((s) => s.items).find((i) => i.type === 'lp_lesson')!;
    const notOne = await api.call(
      A.getAssignment,
      { params: { id: lesson.id } },
      { token: instructor.token },
    );
    expect([notOne.statusCode, notOne.json().message]).toEqual([404, 'Tato položka není úkol.']);
  });

  const attach = (id: number, name: string, data: Buffer, token = admin.token) => {
    const { payload, contentType } = multipartBody({}, [{ name, data }]);
    return t.app.inject({
      method: 'POST',
      url: `/wp-json/studovna/v1/studio/assignments/${id}/attachments`,
      payload,
      headers: { host: 'localhost:3000', 'content-type': contentType, authorization: `Bearer ${token}` },
    });
  };

  it('adds a file checked by content that the learner downloads under its name, and removes it from disk too', async () => {
    const worksheet = Buffer.from('Pracovní list: argumenty pro a proti.\n', 'utf8');
    const added = await attach(seeded.id, 'pracovní list.txt', worksheet);
    expect(added.statusCode, added.body).toBe(200);
    const attachment = added.json().data.attachments.at(-1);
    expect(attachment).toMatchObject({ name: 'pracovní list.txt', size: worksheet.length });
    expect(attachment.url).toMatch(
      /^http:\/\/localhost:3000\/wp-content\/uploads\/assignments\/[\w-]+\.txt$/,
    );
    const learner = await makeLearner(t);
    await enrol(t, learner.id, seeded.courseId);
    const inApp = (await app.get(`/assignments/${seeded.id}`, learner.token)).json();
    expect(inApp.attachments).toContainEqual(
      expect.objectContaining({ name: 'pracovní list.txt', url: attachment.url }),
    );
    const file = await t.app.inject({
      url: new URL(attachment.url).pathname,
      headers: { host: 'localhost:3000' },
    });
    expect([file.statusCode, file.body]).toEqual([200, worksheet.toString('utf8')]);
    const onDisk = join(
      t.ctx.config.dataDir,
      'uploads',
      new URL(attachment.url).pathname.replace('/wp-content/uploads/', ''),
    );
    expect(existsSync(onDisk)).toBe(true);

    const removed = await api.call(
      A.deleteAttachment,
      { params: { id: seeded.id, attachment: attachment.id } },
      { token: admin.token },
    );
    expect([removed.statusCode, removed.json().message]).toEqual([200, 'Smazáno.']);
    expect(removed.json().data.attachments.map((a: { id: number }) => a.id)).not.toContain(attachment.id);
    expect(existsSync(onDisk)).toBe(false);
    const again = (await app.get(`/assignments/${seeded.id}`, learner.token)).json();
    expect(again.attachments.map((a: { name: string }) => a.name)).not.toContain('pracovní list.txt');
  });

  it('refuses a file of another type, a file whose content is not what its name says, and a sixth file', async () => {
    const before = (
      await api.call(A.getAssignment, { params: { id: seeded.id } }, { token: admin.token })
    ).json().attachments;
    const exe = await attach(seeded.id, 'program.exe', Buffer.from('MZ\x90\x00'));
    expect([exe.statusCode, exe.json().message]).toEqual([
      400,
      'Přílohou může být soubor JPG, TXT, ZIP, PDF, DOC, DOCX nebo PPT.',
    ]);
    const fake = await attach(seeded.id, 'zadani.pdf', Buffer.from('<html>not a pdf</html>'));
    expect([fake.statusCode, fake.json().message]).toEqual([
      400,
      'Obsah souboru neodpovídá příponě .pdf. Ulož ho prosím znovu ve správném formátu.',
    ]);
    const foreign = await attach(
      (await findAssignment(t, 'zsv')).id,
      'a.txt',
      Buffer.from('a'),
      instructor.token,
    );
    expect([foreign.statusCode, foreign.json().code]).toEqual([403, 'studio_not_yours']);
    const after = (
      await api.call(A.getAssignment, { params: { id: seeded.id } }, { token: admin.token })
    ).json().attachments;
    expect(after).toEqual(before);
    for (let n = before.length; n < 5; n++)
      expect((await attach(seeded.id, `list-${n}.txt`, Buffer.from(`list ${n}`))).statusCode).toBe(200);
    const sixth = await attach(seeded.id, 'navic.txt', Buffer.from('navíc'));
    expect([sixth.statusCode, sixth.json().message]).toEqual([
      400,
      'Úkol může mít nejvýše 5 příloh. Nejdřív některou odeber.',
    ]);
  });
});
