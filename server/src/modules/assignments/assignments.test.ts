import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentsApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, LP, makeLearner, tokenOf, type Caller } from '../../../test/course-fixtures';
import { enrol, userItemOf } from '../quiz/quiz-test-kit';
import { answerFilesOnDisk, findAssignment, submitAnswer, type AssignmentRef } from './assignment-test-kit';

/** Assignments: reading, starting, saving and handing in, downloading one's own file, running out of time. */
describe.each(testDatabases)('assignments on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  let osp: AssignmentRef;
  const parse = (body: unknown) => assignmentsApi.getAssignment.response.parse(body);
  const learnerIn = async (a: AssignmentRef) => {
    const me = await makeLearner(t);
    await enrol(t, me.id, a.courseId);
    return me;
  };
  const start = (id: number, token?: string, headers?: Record<string, string>) =>
    api.post('/assignments/start', { id }, token, headers);
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    osp = await findAssignment(t, 'osp');
  });
  afterAll(() => t.close());

  it.each(['osp', 'zsv', 'tsp'])(
    '%s: a learner of the course reads the intro; the task waits for the start',
    async (family) => {
      const a = await findAssignment(t, family);
      const me = await learnerIn(a);
      const res = await api.get(`/assignments/${a.id}`, me.token);
      expect(res.statusCode).toBe(200);
      const body = parse(res.json());
      expect(body).toMatchObject({
        id: a.id,
        content: '',
        files_amount: a.filesAmount,
        max_file_size: 5 * 1024 * 1024,
        results: { status: '', graduation: '', mark: null, note: '', answer_files: [], start_time: null },
        assigned: { course: { id: a.courseId } },
      });
      expect(body.introdution).toContain('<h3>Co odevzdáš</h3>');
      expect(body.duration.time).toBeGreaterThan(0);
      expect(body.passing_grade).toBeGreaterThan(0);
      for (const attachment of body.attachments) {
        expect(attachment.url).toMatch(/^http:\/\/localhost:3000\/wp-content\/uploads\/seed\/.+\.txt$/);
        const file = await t.app.inject({
          url: new URL(attachment.url).pathname,
          headers: { host: 'localhost:3000' },
        });
        expect([file.statusCode, file.rawPayload.length]).toEqual([200, attachment.size]);
        expect(file.headers['content-type']).toMatch(/^text\/plain; charset=utf-8$/i);
      }
    },
  );

  it('guests get 401, learners outside the course 403, an unknown id or a lesson 404', async () => {
    expect((await api.get(`/assignments/${osp.id}`)).statusCode).toBe(401);
    expect((await start(osp.id)).statusCode).toBe(401);
    const outsider = await makeLearner(t);
    for (const res of [
      await api.get(`/assignments/${osp.id}`, outsider.token),
      await start(osp.id, outsider.token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'learning_not_enrolled' });
    }
    expect(await userItemOf(t, outsider.id, osp.id)).toBeNull();
    const [lesson] = await t.db.query<{ id: number }>(
      `select id from items where type = 'lp_lesson' limit 1`,
    );
    for (const id of [99999999, lesson!.id]) {
      const res = await api.get(`/assignments/${id}`, outsider.token);
      expect([res.statusCode, res.json().code]).toEqual([404, 'item_not_found']);
    }
  });

  it('start answers data.status 200 and reveals the task; again it continues; the deadline follows the duration', async () => {
    const me = await learnerIn(osp);
    const first = assignmentsApi.startAssignment.response.parse((await start(osp.id, me.token)).json());
    expect(first).toMatchObject({
      status: 'success',
      message: 'Úkol začal. Čas na odevzdání běží od teď.',
      data: { status: 200, results: { status: 'started', graduation: 'in-progress' } },
    });
    const { start_time, deadline } = first.data.results!;
    expect(Date.parse(deadline!) - Date.parse(start_time!)).toBe(3 * 86_400_000);
    const again = await start(osp.id, me.token, { 'client-locale': 'en' });
    expect(again.json()).toMatchObject({
      status: 'success',
      message: 'You are continuing the assignment you started.',
      data: { status: 200, results: { start_time } },
    });
    const read = parse((await api.get(`/assignments/${osp.id}`, me.token)).json());
    expect(read.content).toContain('<h2>Zadání</h2>');
    expect(read.results).toMatchObject({ status: 'started', start_time, deadline });
    expect(await userItemOf(t, me.id, osp.id)).toEqual({ status: 'started', graduation: 'in-progress' });
  });

  it('save keeps the note and the file, which only its owner downloads; submit hands it in, once', async () => {
    const me = await learnerIn(osp);
    await start(osp.id, me.token);
    const text = 'vánek : vichřice = mrholení : liják\n';
    const saved = await submitAnswer(
      t,
      me.token,
      { id: String(osp.id), action: 'save', note: 'Rozpracováno' },
      [{ name: 'moje analogie.txt', data: Buffer.from(text), type: 'text/plain' }],
    );
    expect(saved.statusCode).toBe(200);
    const body = assignmentsApi.submitAssignment.response.parse(saved.json());
    expect(body).toMatchObject({
      status: 'success',
      message: 'Odpověď je uložená, můžeš ji ještě upravit.',
      data: { results: { status: 'started', note: 'Rozpracováno' } },
    });
    const [file] = body.data!.results.answer_files;
    expect(file).toMatchObject({ name: 'moje analogie.txt', size: Buffer.byteLength(text) });
    expect(file!.url).toBe(`http://localhost:3000${LP}/assignments/files/${file!.id}`);

    // on disk under the data directory, with a generated name
    const [stored] = await answerFilesOnDisk(t, me.id);
    expect(stored).toMatch(new RegExp(`^${osp.id}/[0-9a-f-]{36}\\.txt$`));
    const onDisk = join(t.ctx.config.dataDir, 'assignment-answers', String(me.id), stored!);
    expect(await readFile(onDisk, 'utf8')).toBe(text);

    const download = await api.get(`/assignments/files/${file!.id}`, me.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="moje analogie.txt"; filename*=UTF-8''moje%20analogie.txt`,
    );
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.body).toBe(text);
    const other = await makeLearner(t);
    const stolen = await api.get(`/assignments/files/${file!.id}`, other.token);
    expect([stolen.statusCode, stolen.json().code]).toEqual([404, 'assignment_file_not_found']);
    expect(stolen.body).not.toContain('vichřice');
    expect((await api.get(`/assignments/files/${file!.id}`)).statusCode).toBe(401);

    const handed = await submitAnswer(t, me.token, { id: String(osp.id), action: 'submit' });
    expect(handed.json()).toMatchObject({
      status: 'success',
      message: 'Úkol je odevzdaný. Body uvidíš, až ho lektor ohodnotí.',
      data: { results: { status: 'completed', graduation: 'in-progress', note: 'Rozpracováno', mark: null } },
    });
    expect(handed.json().data.results.end_time).not.toBeNull();
    expect(await userItemOf(t, me.id, osp.id)).toEqual({ status: 'completed', graduation: 'in-progress' });

    const twice = await submitAnswer(t, me.token, { id: String(osp.id), action: 'submit' });
    expect([twice.statusCode, twice.json().code]).toEqual([400, 'assignment_already_submitted']);
    const late = await submitAnswer(
      t,
      me.token,
      { id: String(osp.id), action: 'save', note: 'Ještě změna' },
      [{ name: 'dalsi.txt', data: Buffer.from('další') }],
    );
    expect(late.json()).toEqual({
      code: 'assignment_already_submitted',
      message: 'Tento úkol už máš odevzdaný, odpověď už nejde změnit.',
      data: { status: 400 },
    });
    expect(await answerFilesOnDisk(t, me.id)).toEqual([stored]);
    const restart = await start(osp.id, me.token);
    expect([restart.statusCode, restart.json().status, restart.json().data.status]).toEqual([
      200,
      'error',
      409,
    ]);
    expect(parse((await api.get(`/assignments/${osp.id}`, me.token)).json()).results.note).toBe(
      'Rozpracováno',
    );
  });

  it('when the time runs out, the saved answer is handed in at the deadline and can no longer change', async () => {
    const me = await learnerIn(osp);
    await start(osp.id, me.token);
    await submitAnswer(t, me.token, { id: String(osp.id), action: 'save', note: 'Stihl/a jsem tohle' });
    await t.db.query(
      `update assignment_answers set started_at = now() - interval '4 days', deadline = now() - interval '1 day'
        where user_id = $1`,
      [me.id],
    );
    const res = await submitAnswer(t, me.token, { id: String(osp.id), action: 'submit', note: 'Pozdě' });
    expect(res.json()).toMatchObject({ code: 'assignment_time_over', data: { status: 400 } });
    const read = parse((await api.get(`/assignments/${osp.id}`, me.token)).json());
    expect(read.results).toMatchObject({ status: 'completed', note: 'Stihl/a jsem tohle' });
    expect(read.results.end_time).toBe(read.results.deadline);
    expect(await userItemOf(t, me.id, osp.id)).toEqual({ status: 'completed', graduation: 'in-progress' });
  });

  it('an item reset deletes the answer; the next start begins with an empty folder', async () => {
    const me = await learnerIn(osp);
    await start(osp.id, me.token);
    await submitAnswer(t, me.token, { id: String(osp.id), action: 'save' }, [
      { name: 'a.txt', data: Buffer.from('a') },
    ]);
    expect(await answerFilesOnDisk(t, me.id)).toHaveLength(1);
    expect((await api.get(`/items/reset?id=${osp.id}`, me.token)).statusCode).toBe(200);
    expect(parse((await api.get(`/assignments/${osp.id}`, me.token)).json()).results.status).toBe('');
    expect((await start(osp.id, me.token)).json().data).toMatchObject({
      status: 200,
      results: { answer_files: [] },
    });
    expect(await answerFilesOnDisk(t, me.id)).toEqual([]);
  });

  it('an evaluated answer of the seeded cohort shows its mark and graduation', async () => {
    const [row] = await t.db.query<{ username: string; item_id: number; mark: number; graduation: string }>(
      `select u.username, a.item_id, a.mark, a.graduation from assignment_answers a join users u on u.id = a.user_id
        where a.status = 'evaluated' order by a.id limit 1`,
    );
    const learner = await tokenOf(t, row!.username);
    const read = parse((await api.get(`/assignments/${row!.item_id}`, learner.token)).json());
    expect(read.results).toMatchObject({ status: 'evaluated', mark: row!.mark, graduation: row!.graduation });
    expect(read.results.graduation === 'passed').toBe(row!.mark >= read.passing_grade);
  });

  it('the OpenAPI document marks the assignment calls served and the download as bytes', async () => {
    const doc = (
      await t.app.inject({ url: '/wp-json/openapi.json', headers: { host: 'localhost:3000' } })
    ).json();
    const path = (p: string) => doc.paths[`${LP}${p}`];
    expect(path('/assignments/{id}').get['x-served']).toBe(true);
    expect(path('/assignments/start').post['x-served']).toBe(true);
    expect(path('/assignments/submit').post['x-served']).toBe(true);
    const download = path('/assignments/files/{id}').get;
    expect(download['x-served']).toBe(true);
    expect(Object.keys(download.responses['200'].content)).toEqual(['application/octet-stream']);
  });
});
