import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { boardApi, coursesApi, quizApi } from '@studovna/core/contract';
import { studioCoursesApi, studioLearnersApi } from '@studovna/core/contract/studio';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SLUGS } from '../../test/course-fixtures';
import { databaseUrl, dropDatabase, runAsAdmin } from '../../test/postgres-databases';
import { remote, startServerProcess } from '../../test/server-process';
import { openPostgres, type Database } from '../db/database';
import { DEMO_STUDIO_ACCOUNTS } from '../db/seed/demo-accounts';
import { courseBodyOf } from '../modules/studio/studio-test-kit';

const url = process.env.TEST_DATABASE_URL;
const LP = '/wp-json/learnpress/v1';

/**
 * Two server processes on two ports, one PostgreSQL (issue 24 point 2, decision 0035): one learner goes
 * back and forth between them and finds everything as they left it — their token, a plan granted on the
 * other, answers saved on both, a replayed action, a pin, the login limit, and an author's edit within a
 * second.
 */
describe.runIf(url)('one learner through two server processes on one PostgreSQL', () => {
  const database = `studovna_t_${randomBytes(6).toString('hex')}`;
  let dataDir = '';
  let db: Database;
  const stops: (() => Promise<void>)[] = [];
  let a: ReturnType<typeof remote>;
  let b: ReturnType<typeof remote>;
  beforeAll(async () => {
    await runAsAdmin(url!, `create database ${database} template ${inject('postgresTemplate')}`);
    dataDir = await mkdtemp(join(tmpdir(), 'studovna-two-'));
    // what two hosts share: the database, the token secret and the uploads (here one DATA_DIR)
    const env = {
      DATABASE_URL: databaseUrl(url!, database),
      WORKERS: '1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'two-processes-share-this-secret-of-forty-characters',
      WEB_DIST: join(dataDir, 'no-web-build'),
    };
    const [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    stops.push(first.stop, second.stop);
    a = remote(first.port);
    b = remote(second.port);
    db = await openPostgres(databaseUrl(url!, database), { max: 2 });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(stops.map((stop) => stop()));
    await db?.close();
    await rm(dataDir, { recursive: true, force: true });
    await dropDatabase(url!, database);
  });

  it('keeps one learner’s token, plan, answers, replayed actions, pins, login limit and an edit consistent', async () => {
    const credentials = { username: 'dva.servery', password: 'Heslo-12345' };
    const registered = await a.post(`${LP}/token/register`, {
      ...credentials,
      email: 'dva.servery@example.cz',
      confirm_password: credentials.password,
    });
    expect(registered.status, registered.body).toBe(200);
    const login = await b.post(`${LP}/token`, credentials);
    expect(login.status, login.body).toBe(200);
    const { token, user_id: me } = login.json<{ token: string; user_id: number }>();
    // a token of one process is good on the other
    const fromA = (await a.post(`${LP}/token`, credentials)).json<{ token: string }>().token;
    expect((await b.call(boardApi.listPins, {}, { token: fromA })).status).toBe(200);

    const [quiz] = await db.query<{ id: number; course_id: number; questions: number[] }>(
      `select i.id, i.course_id, array(select q.id from questions q where q.quiz_id = i.id order by q.sort, q.id) as questions
         from items i join courses c on c.id = i.course_id
        where c.slug = $1 and i.type = 'lp_quiz' and not i.preview order by i.id limit 1`,
      [SLUGS.ospPaid],
    );
    const [q1, q2, q3] = quiz!.questions.map(String);
    const pin = (server: typeof a) =>
      server.call(
        quizApi.storeQuestion,
        { query: { id: quiz!.id, question_id: Number(q1), user_id: me, status: 10 } },
        { token },
      );
    const enroll = (server: typeof a) =>
      server.call(coursesApi.enrollCourse, { body: { id: quiz!.course_id } }, { token });
    // no plan yet: the premium course is closed
    expect((await enroll(b)).json()).toMatchObject({ code: 'course_requires_plan', data: { status: 403 } });

    // the team grants a plan on A; on B the learner enrolls and pins at once
    const admin = (await a.post(`${LP}/token`, DEMO_STUDIO_ACCOUNTS.administrator)).json<{ token: string }>()
      .token;
    const [plan] = await db.query<{ id: number }>(
      "select id from plans where family = 'osp' and period_unit = 'MONTH' order by period_count limit 1",
    );
    const granted = await a.call(
      studioLearnersApi.grantPlan,
      { params: { id: me }, body: { plan_id: plan!.id, reason: 'Dva servery' } },
      { token: admin },
    );
    expect(granted.status, granted.body).toBe(200);
    expect((await enroll(b)).json()).toMatchObject({ status: 'success' });
    expect((await pin(b)).status).toBe(200);
    const pins = (await a.call(boardApi.listPins, {}, { token })).json<{ pins: { id: number }[] }>().pins;
    expect(pins.map((p) => String(p.id))).toEqual([q1]);

    // answers saved on both processes, one save replayed on the other, finished on the first
    expect((await a.call(coursesApi.enrollCourse, { body: { id: quiz!.course_id } }, { token })).status).toBe(
      200,
    );
    expect((await a.call(quizApi.startQuiz, { body: { id: quiz!.id } }, { token })).status).toBe(200);
    const save = (server: typeof a, answered: object, action?: string) =>
      server.call(
        quizApi.saveAnswers,
        { body: { id: quiz!.id, answered } },
        { token, headers: action ? { 'x-action-id': action } : {} },
      );
    expect((await save(b, { [q1!]: 'x' })).status).toBe(200);
    const sent = await save(a, { [q2!]: 'y' }, 'akce-dva-servery-01');
    expect(sent.status).toBe(200);
    // the same action sent again to the other process: answered as before, applied once
    const replayed = await save(b, { [q2!]: 'z' }, 'akce-dva-servery-01');
    expect(replayed.headers.get('x-action-replayed')).toBe('1');
    expect(replayed.json()).toEqual(sent.json());
    expect((await save(b, { [q3!]: 'w' })).status).toBe(200);
    const [saved] = await db.query<{ answers: Record<string, unknown> }>(
      "select answers from quiz_attempts where user_id = $1 and quiz_id = $2 and status = 'started'",
      [me, quiz!.id],
    );
    expect(saved!.answers).toEqual({ [q1!]: 'x', [q2!]: 'y', [q3!]: 'w' });
    const finished = await a.call(quizApi.finishQuiz, { body: { id: quiz!.id, answered: {} } }, { token });
    expect(finished.status, finished.body).toBe(200);
    expect(finished.json().data.results.status).toBe('completed');

    // an author's edit on A is what B shows within a second
    const course = (
      await a.call(studioCoursesApi.getCourse, { params: { id: quiz!.course_id } }, { token: admin })
    ).json<studioCoursesApi.StudioCourse>();
    const title = `${course.title} (upraveno)`;
    const edited = await a.call(
      studioCoursesApi.updateCourse,
      { params: { id: quiz!.course_id }, body: { ...courseBodyOf(course), title } },
      { token: admin },
    );
    expect(edited.status, edited.body).toBe(200);
    const shownOnB = async () =>
      (await b.call(coursesApi.getCourse, { params: { id: quiz!.course_id } })).json<{ name: string }>().name;
    const editedAt = Date.now();
    while ((await shownOnB()) !== title && Date.now() - editedAt < 1_000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await shownOnB()).toBe(title);

    // wrong passwords on both processes count against one limit (five per account)
    for (const server of [a, b, a, b, a])
      expect((await server.post(`${LP}/token`, { ...credentials, password: 'spatne-heslo' })).status).toBe(
        403,
      );
    const limited = await b.post(`${LP}/token`, credentials);
    expect(limited.status).toBe(429);
    expect((await a.post(`${LP}/token`, credentials)).status).toBe(429);
  }, 120_000);
});
