import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl, dropDatabase, runAsAdmin } from '../../test/postgres-databases';
import { rawConnection, type RawAnswer } from '../../test/raw-http';
import { startServerProcess } from '../../test/server-process';
import { testDatabases, type DatabaseKind } from '../../test/test-app';
import { openPglite, openPostgres, type Database } from '../db/database';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';

const base = '/wp-json/learnpress/v1';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Connections the learner's saves go over, each kept alive and used for one request at a time. */
const CONNECTIONS = 4;
const SAVES_PER_CONNECTION = 50;
/** The stop comes once this many saves were answered: the middle of the burst. */
const STOP_AFTER = (CONNECTIONS * SAVES_PER_CONNECTION) / 2;

type Outcome =
  | { kind: 'answered'; status: number; body: string }
  /** Refused before it was sent: the connection could not be opened (the server no longer listens). */
  | { kind: 'refused' }
  /** Cut: the connection ended with the request sent and no answer. */
  | { kind: 'cut'; code: string; message: string };

/** Sends `signal` and resolves with the exit code once the process has ended. */
const exitOf = (child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });

/** One POST over `agent`, with its outcome: an answer, a refused connection, or a cut one. */
function post(agent: Agent, port: number, path: string, token: string, body: object): Promise<Outcome> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        path: base + path,
        method: 'POST',
        agent,
        headers: {
          host: `localhost:${port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ kind: 'answered', status: response.statusCode ?? 0, body: text }));
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ kind: 'cut', code: error.code ?? '', message: error.message }),
        );
      },
    );
    sent.on('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === 'ECONNREFUSED'
          ? { kind: 'refused' }
          : { kind: 'cut', code: error.code ?? '', message: error.message },
      ),
    );
    sent.end(payload);
  });
}

/** A database of the test's own, seeded, and the server's environment for it. */
async function ownDatabase(
  kind: DatabaseKind,
  dataDir: string,
): Promise<{ env: Record<string, string>; open: () => Promise<Database>; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    const dir = join(dataDir, 'pglite');
    await (await openPglite(dir, template)).close();
    return { env: {}, open: () => openPglite(dir), drop: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `studovna_t_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(url, `create database ${name} template ${inject('postgresTemplate')}`);
  const own = databaseUrl(url, name);
  return {
    env: { DATABASE_URL: own },
    open: () => openPostgres(own, { max: 2 }),
    drop: () => dropDatabase(url, name),
  };
}

/** A timed OSP quiz and, for each connection, a question of it with two of its answers to alternate. */
async function quizWithQuestions(db: Database) {
  const [quiz] = await db.query<{ id: number; course_id: number }>(
    `select i.id, i.course_id from items i join quizzes q on q.item_id = i.id
       join course_categories cc on cc.course_id = i.course_id join categories cat on cat.id = cc.category_id
      where cat.slug = 'osp' and q.time_limit_seconds > 0
        and (select count(*) from questions qq where qq.quiz_id = i.id and qq.type = 'single_choice') >= $1
      order by i.id limit 1`,
    [CONNECTIONS],
  );
  const questions = await db.query<{ id: number; values: string[] }>(
    `select q.id, array(select o.value from question_options o where o.question_id = q.id order by o.sort limit 2) as values
       from questions q where q.quiz_id = $1 and q.type = 'single_choice' order by q.sort limit $2`,
    [quiz!.id, CONNECTIONS],
  );
  return { quiz: quiz!, questions };
}

/**
 * A server process stopped with SIGTERM in the middle of a learner's burst of quiz saves, over kept-alive
 * connections: every save it acknowledged is kept (read from the database opened again), none it did not acknowledge
 * is, and no request meets a reset — each is answered (200, or 503 with `Connection: close` once the stop
 * began) or never sent, its new connection refused.
 */
describe.each(testDatabases)('a graceful stop during quiz saves, on %s', (kind) => {
  let dataDir = '';
  let drop = async () => {};
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  afterAll(async () => {
    if (server) await exitOf(server.child, 'SIGKILL');
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged save and resets no connection', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'studovna-stop-'));
    const database = await ownDatabase(kind, dataDir);
    drop = database.drop;
    const probe = await database.open();
    const { quiz, questions } = await quizWithQuestions(probe);
    await probe.close();
    expect(questions).toHaveLength(CONNECTIONS);
    for (const question of questions) expect(question.values).toHaveLength(2);

    const env = {
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      WEB_DIST: join(dataDir, 'no-web-build'),
      // the stop's log lines, read by the test, of one process (several workers each stop the same way)
      LOG_LEVEL: 'info',
      WORKERS: '1',
      ...database.env,
    };
    server = await startServerProcess(env);
    const { port } = server;
    const setup = new Agent({ keepAlive: false });
    const login = await post(setup, port, '/token', '', {
      username: DEMO_ACCOUNTS.premium.username,
      password: DEMO_ACCOUNTS.premium.password,
    });
    const { token } = JSON.parse((login as { body: string }).body) as { token: string };
    expect(await post(setup, port, '/courses/enroll', token, { id: quiz.course_id })).toMatchObject({
      status: 200,
    });
    expect(await post(setup, port, '/quiz/start', token, { id: quiz.id })).toMatchObject({ status: 200 });

    // each connection saves its own question, alternating two answers; the last one acknowledged must stay
    let answered = 0;
    let stopped: Promise<number | null> | undefined;
    const running = server;
    // a connection that answered once and was idle when the stop came, used again once the stop began
    const idle = await rawConnection(port);
    expect(await idle.get('/healthz', `localhost:${port}`)).toMatchObject({ status: 200 });
    let idleAgain: Promise<RawAnswer> | undefined;
    const stop = () => {
      stopped = exitOf(running.child, 'SIGTERM');
      idleAgain = (async () => {
        while (!running.output().includes('"shutting down"')) await sleep(2);
        return idle.get('/healthz', `localhost:${port}`);
      })();
    };
    const burst = questions.map(async (question, connection) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const outcomes: Outcome[] = [];
      let acknowledged: string | undefined;
      for (let i = 0; i < SAVES_PER_CONNECTION; i++) {
        const value = question.values[(i + connection) % 2]!;
        const outcome = await post(agent, port, '/quiz/save-answers', token, {
          id: quiz.id,
          answered: { [question.id]: value },
        });
        outcomes.push(outcome);
        if (outcome.kind === 'answered' && outcome.status === 200) acknowledged = value;
        if (outcome.kind === 'answered' && ++answered === STOP_AFTER) stop();
        if (outcome.kind !== 'answered') break;
      }
      agent.destroy();
      return { question, outcomes, acknowledged };
    });
    const connections = await Promise.all(burst);
    expect(stopped, 'the stop came in the middle of the burst').toBeDefined();
    expect(await stopped).toBe(0);
    const log = server.output();
    server = undefined;
    expect(await idleAgain, 'a request on a connection idle when the stop began').toMatchObject({
      status: 503,
      headers: { connection: 'close' },
    });
    idle.close();

    const outcomes = connections.flatMap((c) => c.outcomes);
    const count = (test: (o: Outcome) => boolean) => outcomes.filter(test).length;
    const figures = {
      ok: count((o) => o.kind === 'answered' && o.status === 200),
      unavailable: count((o) => o.kind === 'answered' && o.status === 503),
      refused: count((o) => o.kind === 'refused'),
      cut: count((o) => o.kind === 'cut'),
    };
    const stoppedLine = log.split('\n').find((line) => line.includes('"msg":"stopped"'));
    const stopping = log.split('\n').find((line) => line.includes('stopping: new connections refused'));
    console.info(`graceful stop on ${kind}:`, figures, {
      inFlightAtStop: JSON.parse(stopping!).inFlight,
      stopMs: JSON.parse(stoppedLine!).ms,
    });
    expect(outcomes.filter((o) => o.kind === 'cut')).toEqual([]);
    expect(outcomes.filter((o) => o.kind === 'answered' && o.status !== 200 && o.status !== 503)).toEqual([]);
    for (const o of outcomes)
      if (o.kind === 'answered' && o.status === 503)
        expect(JSON.parse(o.body)).toMatchObject({ code: 'server_stopping' });
    expect(figures.ok).toBeGreaterThanOrEqual(STOP_AFTER);
    expect(figures.ok).toBeLessThan(CONNECTIONS * SAVES_PER_CONNECTION);
    expect(log).toMatch(/"cut":0,/);

    // the database opened again, as the next start opens it: the attempt holds the acknowledged answers
    const reopened = await database.open();
    const [attempt] = await reopened.query<{ answers: Record<string, unknown> }>(
      `select a.answers from quiz_attempts a join users u on u.id = a.user_id
        where a.quiz_id = $1 and u.username = $2 and a.status = 'started'`,
      [quiz.id, DEMO_ACCOUNTS.premium.username],
    );
    await reopened.close();
    for (const { question, acknowledged } of connections)
      expect(attempt!.answers[question.id], `question ${question.id}`).toEqual(acknowledged);
  }, 120_000); // a server process started on a busy machine: slow, not a measure of speed
});
