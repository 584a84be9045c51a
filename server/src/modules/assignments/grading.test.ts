import { studioCoursesApi as K, studioGradingApi as G } from '@studovna/core/contract/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLearner, type TestLearner } from '../../../test/course-fixtures';
import { http, type Http } from '../../../test/http';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { studioUsers } from '../studio/studio-test-kit';
import { findAssignment, pdfBytes } from './assignment-test-kit';
import {
  answerRow,
  grade,
  handedIn,
  mailsTo,
  ospAssignment,
  type GradedAssignment,
} from './grading-test-kit';

/**
 * Grading in the studio (decision 0026): who sees which answers, the files, evaluating, every refusal
 * with nothing written, and two instructors grading at once.
 */
describe.each(testDatabases)('grading handed-in assignments, on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let admin: TestLearner;
  let instructor: TestLearner;
  let stranger: TestLearner;
  let osp: GradedAssignment;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
    ({ admin, instructor } = await studioUsers(t));
    stranger = await makeLearner(t, ['lp_teacher']);
    osp = await ospAssignment(t);
  });
  afterAll(() => t?.close());

  const queue = (token: string, query: Record<string, string | number> = {}) =>
    api.call(G.listQueue, { query }, { token });
  const open = (token: string, id: number) => api.call(G.getAnswer, { params: { id } }, { token });

  it('puts a handed-in answer in the queue of the course’s author and the team, oldest first, not of another instructor', async () => {
    const first = await handedIn(t, osp);
    const second = await handedIn(t, osp);
    const mine = (await queue(instructor.token, { course: osp.courseId, per_page: 100 })).json();
    const ids = mine.answers.map((a: { id: number }) => a.id);
    expect(ids.indexOf(first.answerId)).toBeLessThan(ids.indexOf(second.answerId));
    expect(mine.answers.find((a: { id: number }) => a.id === first.answerId)).toMatchObject({
      state: 'waiting',
      learner: { id: first.learner.id },
      assignment: { id: osp.id },
      course: { id: osp.courseId },
      at_deadline: false,
      mark: null,
      highest_mark: osp.mark,
      graduation: null,
      returns: 0,
    });
    expect(mine.waiting).toBeGreaterThanOrEqual(2);
    expect(mine.courses).toContainEqual(expect.objectContaining({ id: osp.courseId }));
    const count = (await api.call(G.waitingCount, {}, { token: instructor.token })).json();
    expect(count.waiting).toBe(mine.waiting);
    const team = (await queue(admin.token, { per_page: 100 })).json();
    expect(team.answers.map((a: { id: number }) => a.id)).toEqual(expect.arrayContaining(ids));
    const other = (await queue(stranger.token)).json();
    expect([other.total, other.waiting, other.courses]).toEqual([0, 0, []]);
    const paged = (await queue(instructor.token, { course: osp.courseId, per_page: 1, page: 2 })).json();
    expect(paged.answers.map((a: { id: number }) => a.id)).toEqual([ids[1]]);
  });

  it('shows the answer with its note and files, which the author and the team download and nobody else', async () => {
    const { answerId } = await handedIn(t, osp, [{ name: 'úvaha.pdf', data: pdfBytes() }]);
    const res = await open(instructor.token, answerId);
    expect(res.statusCode, res.body).toBe(200);
    const answer = G.getAnswer.response.parse(res.json());
    expect(answer).toMatchObject({
      id: answerId,
      state: 'waiting',
      note: 'Posílám esej.',
      assignment: { id: osp.id, mark: osp.mark, passing_grade: osp.passingGrade },
      feedback: '',
      feedback_file: null,
      graded_by: null,
      app_path: `/kurzy/${osp.courseId}/lp_assignment/${osp.id}`,
    });
    expect(answer.deadline).not.toBeNull();
    const [file] = answer.files;
    expect(file).toMatchObject({ name: 'úvaha.pdf', size: pdfBytes().length });
    const path = new URL(file!.url).pathname;
    for (const token of [instructor.token, admin.token]) {
      const download = await api.get(path, { token });
      expect([download.statusCode, download.headers['content-type']]).toEqual([200, 'application/pdf']);
      expect(download.rawPayload.equals(pdfBytes())).toBe(true);
      expect(download.headers['content-disposition']).toContain("filename*=UTF-8''%C3%BAvaha.pdf");
      expect(download.headers['cache-control']).toBe('private, no-store');
    }
    const refused = await api.get(path, { token: stranger.token });
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      'Tento úkol patří do kurzu jiného autora. Hodnotí ho jen autor kurzu nebo tým Studovny.',
    ]);
    expect((await open(stranger.token, answerId)).statusCode).toBe(403);
    const learner = await makeLearner(t);
    expect((await api.get(path, { token: learner.token })).json().code).toBe('studio_forbidden');
    expect((await api.get(path.replace(/\d+$/, '999999'), { token: admin.token })).statusCode).toBe(404);
    expect((await open(admin.token, 999999)).json()).toMatchObject({ code: 'grading_not_found' });
  });

  it('evaluates: the mark, passed from the passing grade, the feedback and its file, the log and the e-mail', async () => {
    const { learner, answerId } = await handedIn(t, osp);
    const { revision } = (await open(instructor.token, answerId)).json();
    const res = await grade(
      t,
      instructor.token,
      answerId,
      {
        action: 'evaluate',
        mark: String(osp.passingGrade).replace('.', ','),
        feedback: ' Pěkná práce.\r\nJen tak dál. ',
        revision,
      },
      [{ name: 'poznámky.pdf', data: pdfBytes() }],
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toMatch(/^Ohodnoceno: .+ z .+ b\., splněno\. Studujícímu jsme poslali e-mail\.$/);
    expect(body.data).toMatchObject({
      state: 'evaluated',
      mark: osp.passingGrade,
      graduation: 'passed',
      feedback: 'Pěkná práce.\nJen tak dál.',
      feedback_file: { name: 'poznámky.pdf' },
      graded_by: { id: instructor.id },
      revision: revision + 1,
    });
    expect(await answerRow(t, answerId)).toMatchObject({
      status: 'evaluated',
      item: 'completed/passed',
      audit: 1,
    });
    const log = (
      await api.call(K.courseAudit, { params: { id: osp.courseId } }, { token: admin.token })
    ).json();
    expect(log.entries[0]).toMatchObject({
      entity: 'assignment_answer',
      entity_id: answerId,
      action: 'evaluate',
      who: { id: instructor.id },
      changes: {
        status: { from: 'completed', to: 'evaluated' },
        mark: { from: null, to: osp.passingGrade },
        graduation: { from: null, to: 'passed' },
      },
    });
    const [mail] = await mailsTo(t, `${learner.username}@example.cz`);
    expect(mail!.subject).toMatch(/^Tvůj úkol „.+“ je ohodnocený$/);
    expect(mail!.text).toMatch(/^Ahoj,\n/);
    expect(mail!.text).toContain('– úkol je splněný.');
    expect(mail!.text).toContain('Komentář k úkolu:\nPěkná práce.\nJen tak dál.');
    expect(mail!.text).toContain(`http://app.localhost:3000/kurzy/${osp.courseId}/lp_assignment/${osp.id}`);
    expect(mail!.html).toContain('Pěkná práce.');

    // graded again (a re-evaluation) under the passing grade: failed, the file kept unless removed
    const again = await grade(t, admin.token, answerId, {
      action: 'evaluate',
      mark: 0,
      feedback: 'Opraveno.',
      revision: revision + 1,
      remove_feedback_file: '1',
    });
    expect(again.json().data).toMatchObject({ mark: 0, graduation: 'failed', feedback_file: null });
    expect(await answerRow(t, answerId)).toMatchObject({ item: 'completed/failed', feedback_files: 0 });
  });

  it('refuses in Czech and writes nothing: a mark out of range or not a number, no feedback to return, a stale or unhanded answer, another’s course', async () => {
    const { learner, answerId } = await handedIn(t, osp);
    const before = await answerRow(t, answerId);
    const revision = before!.revision as number;
    const field = async (fields: Record<string, string | number>, token = instructor.token) => {
      const res = await grade(t, token, answerId, { revision, ...fields });
      return [res.statusCode, res.json().code, res.json().data?.fields ?? res.json().message];
    };
    const above = `Za tento úkol lze dát nejvýše ${String(osp.mark).replace('.', ',')} b.`;
    expect(await field({ action: 'evaluate', mark: osp.mark + 0.01 })).toEqual([
      400,
      'studio_invalid',
      { mark: above },
    ]);
    expect(await field({ action: 'evaluate', mark: '-1' })).toEqual([
      400,
      'studio_invalid',
      { mark: 'Body nemohou být záporné.' },
    ]);
    expect(await field({ action: 'evaluate', mark: 'deset' })).toEqual([
      400,
      'studio_invalid',
      { mark: 'Body zadej jako číslo, třeba 7 nebo 7,5.' },
    ]);
    expect(await field({ action: 'evaluate', mark: '1,234' })).toEqual([
      400,
      'studio_invalid',
      { mark: 'Body mohou mít nejvýše dvě desetinná místa.' },
    ]);
    expect(await field({ action: 'evaluate' })).toEqual([
      400,
      'studio_invalid',
      { mark: 'Zadej počet bodů.' },
    ]);
    expect(await field({ action: 'return', feedback: '  ' })).toEqual([
      400,
      'studio_invalid',
      { feedback: 'Napiš, co má studující na úkolu opravit – bez komentáře ho vrátit nejde.' },
    ]);
    expect(await field({ action: 'evaluate', mark: 1 }, stranger.token)).toEqual([
      403,
      'grading_not_yours',
      'Tento úkol patří do kurzu jiného autora. Hodnotí ho jen autor kurzu nebo tým Studovny.',
    ]);
    const exe = await grade(t, instructor.token, answerId, { action: 'evaluate', mark: 1, revision }, [
      { name: 'virus.exe', data: Buffer.from('MZ') },
    ]);
    expect([exe.statusCode, exe.json().message]).toEqual([
      400,
      'Přílohou hodnocení může být soubor JPG, TXT, ZIP, PDF, DOC, DOCX nebo PPT.',
    ]);
    const two = await grade(t, instructor.token, answerId, { action: 'evaluate', mark: 1, revision }, [
      { name: 'a.txt', data: Buffer.from('a') },
      { name: 'b.txt', data: Buffer.from('b') },
    ]);
    expect([two.statusCode, two.json().message]).toEqual([400, 'K hodnocení lze přiložit jen jeden soubor.']);
    const stale = await grade(t, instructor.token, answerId, {
      action: 'evaluate',
      mark: 1,
      revision: revision - 1,
    });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'grading_conflict']);
    const learnerCall = await grade(t, learner.token, answerId, { action: 'evaluate', mark: 1, revision });
    expect([learnerCall.statusCode, learnerCall.json().code]).toEqual([403, 'studio_forbidden']);
    expect(await answerRow(t, answerId)).toEqual(before);
    expect(await mailsTo(t, `${learner.username}@example.cz`)).toEqual([]);

    // an answer started and not handed in is not graded
    const zsv = await findAssignment(t, 'zsv');
    const started = await makeLearner(t);
    await t.db.query(
      `insert into user_courses (user_id, course_id, status, graduation, start_time) values ($1, $2, 'enrolled', 'in-progress', now())`,
      [started.id, zsv.courseId],
    );
    await api.post('/wp-json/learnpress/v1/assignments/start', { id: zsv.id }, { token: started.token });
    const [open] = await t.db.query<{ id: number; revision: number }>(
      'select id, revision from assignment_answers where user_id = $1',
      [started.id],
    );
    const notIn = await grade(t, admin.token, open!.id, {
      action: 'evaluate',
      mark: 1,
      revision: open!.revision,
    });
    expect([notIn.statusCode, notIn.json().message]).toEqual([
      409,
      'Úkol zatím není odevzdaný. Hodnotit nebo vracet jde jen úkol, který studující odevzdal/a.',
    ]);
  });

  it('of two instructors grading at once, the second is told who graded it and overwrites nothing', async () => {
    const { answerId } = await handedIn(t, osp);
    const { revision } = (await open(admin.token, answerId)).json();
    const [a, b] = await Promise.all([
      grade(t, instructor.token, answerId, { action: 'evaluate', mark: 1, feedback: 'První.', revision }),
      grade(t, admin.token, answerId, { action: 'evaluate', mark: 2, feedback: 'Druhý.', revision }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a];
    const [who] = await t.db.query<{ name: string }>('select display_name as name from users where id = $1', [
      won === a ? instructor.id : admin.id,
    ]);
    const winner = who!.name;
    expect(lost.json().message).toBe(
      `Úkol mezitím ohodnotil/a nebo vrátil/a ${winner}. Nic jsme nepřepsali – načti ho znovu a podívej se, jak je hodnocený.`,
    );
    const row = await answerRow(t, answerId);
    expect(row).toMatchObject({ mark: won.json().data.mark, feedback: won.json().data.feedback, audit: 1 });
  });
});
