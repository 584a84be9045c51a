import { assignmentsApi } from '@studovna/core/contract';
import { studioGradingApi as G } from '@studovna/core/contract/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, makeLearner, type Caller, type TestLearner } from '../../../test/course-fixtures';
import { http, type Http } from '../../../test/http';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { studioUsers } from '../studio/studio-test-kit';
import { submitAnswer } from './assignment-test-kit';
import { grade, handedIn, mailsTo, ospAssignment, type GradedAssignment } from './grading-test-kit';

/**
 * What a learner sees of the grading (decision 0026): the evaluated answer with the mark out of the
 * highest, the feedback and its file, the course's progress counting it; an answer sent back to correct
 * and hand in again.
 */
describe.each(testDatabases)('a graded assignment in the learner’s app, on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let app: Caller;
  let instructor: TestLearner;
  let osp: GradedAssignment;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
    app = caller(t);
    ({ instructor } = await studioUsers(t));
    osp = await ospAssignment(t);
  });
  afterAll(() => t?.close());

  const mine = async (token: string) =>
    assignmentsApi.getAssignment.response.parse((await app.get(`/assignments/${osp.id}`, token)).json());
  const courseResult = async (token: string) => {
    const course = (await app.get(`/courses/${osp.courseId}`, token)).json();
    const item = course.sections
      .flatMap((s: { items: { id: number }[] }) => s.items)
      .find((i: { id: number }) => i.id === osp.id);
    return { result: course.course_data.result.result as number, graduation: item.graduation as string };
  };
  const revisionOf = async (answerId: number) =>
    (await api.call(G.getAnswer, { params: { id: answerId } }, { token: instructor.token })).json()
      .revision as number;

  it('shows the mark out of the highest, passed, the feedback and its file; the course’s progress counts it', async () => {
    const { learner, answerId } = await handedIn(t, osp);
    const before = await courseResult(learner.token);
    expect(before.graduation).toBe('in-progress');
    const res = await grade(
      t,
      instructor.token,
      answerId,
      { action: 'evaluate', mark: osp.mark, feedback: 'Výborně.', revision: await revisionOf(answerId) },
      [{ name: 'vzor.txt', data: Buffer.from('Vzorové řešení.\n') }],
    );
    expect(res.statusCode, res.body).toBe(200);
    const seen = await mine(learner.token);
    expect(seen).toMatchObject({
      mark: osp.mark,
      passing_grade: osp.passingGrade,
      results: {
        status: 'evaluated',
        graduation: 'passed',
        mark: osp.mark,
        instructor_note: 'Výborně.',
        instructor_file: { name: 'vzor.txt', size: Buffer.byteLength('Vzorové řešení.\n') },
        returned_at: null,
      },
    });
    expect(seen.results.evaluated_at).not.toBeNull();
    const url = new URL(seen.results.instructor_file!.url).pathname;
    expect(url).toBe(`/wp-json/learnpress/v1/assignments/${osp.id}/feedback-file`);
    const file = await api.get(url, { token: learner.token });
    expect([file.statusCode, file.body]).toEqual([200, 'Vzorové řešení.\n']);
    expect(file.headers['cache-control']).toBe('private, no-store');
    const other = await makeLearner(t);
    expect((await api.get(url, { token: other.token })).json()).toMatchObject({
      code: 'assignment_file_not_found',
    });
    const after = await courseResult(learner.token);
    expect(after.graduation).toBe('passed');
    expect(after.result).toBeGreaterThan(before.result);
  });

  it('a failed mark fails the item and the course does not count it', async () => {
    const { learner, answerId } = await handedIn(t, osp);
    const before = await courseResult(learner.token);
    await grade(t, instructor.token, answerId, {
      action: 'evaluate',
      mark: 0,
      revision: await revisionOf(answerId),
    });
    const seen = await mine(learner.token);
    expect(seen.results).toMatchObject({
      status: 'evaluated',
      graduation: 'failed',
      mark: 0,
      instructor_note: '',
    });
    expect(await courseResult(learner.token)).toEqual({ result: before.result, graduation: 'failed' });
  });

  it('sent back: started again with the full time and the feedback; handed in again it waits once more', async () => {
    const { learner, answerId } = await handedIn(t, osp);
    const firstDeadline = (await mine(learner.token)).results.deadline!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const res = await grade(t, instructor.token, answerId, {
      action: 'return',
      mark: '',
      feedback: 'Chybí zdroje. Doplň je prosím.',
      revision: await revisionOf(answerId),
    });
    expect([res.statusCode, res.json().message]).toEqual([
      200,
      'Úkol je vrácený k přepracování. Studujícímu jsme poslali e-mail.',
    ]);
    expect(res.json().data).toMatchObject({ state: 'returned', returns: 1, submitted_at: null, mark: null });
    const seen = await mine(learner.token);
    expect(seen.results).toMatchObject({
      status: 'started',
      graduation: 'in-progress',
      mark: null,
      end_time: null,
      instructor_note: 'Chybí zdroje. Doplň je prosím.',
      note: 'Posílám esej.',
    });
    expect(seen.content).not.toBe('');
    expect(seen.results.returned_at).not.toBeNull();
    expect(Date.parse(seen.results.deadline!)).toBeGreaterThan(Date.parse(firstDeadline));
    expect((await courseResult(learner.token)).graduation).toBe('in-progress');
    const [mail] = await mailsTo(t, `${learner.username}@example.cz`);
    expect(mail!.subject).toMatch(/^Tvůj úkol „.+“ je vrácený k přepracování$/);
    expect(mail!.text).toContain('Chybí zdroje. Doplň je prosím.');
    expect(mail!.text).toMatch(/Odevzdat ho můžeš do \d/);

    // the learner corrects it and hands it in again: it waits, the feedback still beside it
    const again = await submitAnswer(t, learner.token, {
      id: String(osp.id),
      action: 'submit',
      note: 'Doplněno.',
    });
    expect(again.statusCode, again.body).toBe(200);
    const waiting = (
      await api.call(
        G.listQueue,
        { query: { course: osp.courseId, per_page: 100 } },
        { token: instructor.token },
      )
    ).json();
    expect(waiting.answers.find((a: { id: number }) => a.id === answerId)).toMatchObject({
      state: 'waiting',
      returns: 1,
    });
    const reopened = (
      await api.call(G.getAnswer, { params: { id: answerId } }, { token: instructor.token })
    ).json();
    expect(reopened).toMatchObject({ note: 'Doplněno.', feedback: 'Chybí zdroje. Doplň je prosím.' });
    expect((await mine(learner.token)).results).toMatchObject({
      status: 'completed',
      returned_at: expect.any(String),
    });
  });

  it('the returned list shows answers sent back until the learner hands them in again', async () => {
    const { answerId } = await handedIn(t, osp);
    await grade(t, instructor.token, answerId, {
      action: 'return',
      feedback: 'Přepracuj úvod.',
      revision: await revisionOf(answerId),
    });
    const returned = (
      await api.call(
        G.listQueue,
        { query: { state: 'returned', per_page: 100 } },
        { token: instructor.token },
      )
    ).json();
    expect(returned.answers[0]).toMatchObject({ id: answerId, state: 'returned', submitted_at: null });
  });

  it('sent back on an assignment without a time limit: no deadline', async () => {
    await t.db.query('update assignments set duration_time = 0 where item_id = $1', [osp.id]);
    const { learner, answerId } = await handedIn(t, osp);
    await grade(t, instructor.token, answerId, {
      action: 'return',
      feedback: 'Ještě jednou.',
      revision: await revisionOf(answerId),
    });
    const [mail] = await mailsTo(t, `${learner.username}@example.cz`);
    expect(mail!.text).toContain('Odevzdat ho můžeš kdykoli, čas není omezený.');
    expect((await mine(learner.token)).results.deadline).toBeNull();
  });
});
