import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/open-database';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { systemClock } from '../../lib/clock';

const base = '/wp-json/learnpress/v1';

/** A server process stopped in the middle of a quiz and started again: no saved answer is lost. */
describe('a quiz across a server restart', () => {
  let dir = '';
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps the attempt, its deadline and every saved answer', async () => {
    dir = await mkdtemp(join(tmpdir(), 'studovna-quiz-restart-'));
    const env = { DATA_DIR: dir, LOG_LEVEL: 'silent', WEB_DIST: join(dir, 'none') } as const;
    const start = async () => {
      const config = await loadConfig(env);
      const db = await openDatabase(config);
      return { db, app: await buildApp({ config, db, clock: systemClock }) };
    };
    const call = (
      app: Awaited<ReturnType<typeof buildApp>>,
      method: 'GET' | 'POST',
      url: string,
      token: string,
      payload?: object,
    ) =>
      app.inject({
        method,
        url: base + url,
        headers: { host: 'localhost:3000', authorization: `Bearer ${token}` },
        payload,
      });

    const first = await start();
    const [quiz] = await first.db.query<{ id: number; course_id: number }>(
      `select i.id, i.course_id from items i join quizzes q on q.item_id = i.id join courses c on c.id = i.course_id
        join course_categories cc on cc.course_id = c.id join categories cat on cat.id = cc.category_id
       where cat.slug = 'osp' and q.time_limit_seconds > 0 order by i.id limit 1`,
    );
    const questions = await first.db.query<{ id: number; value: string }>(
      `select q.id, (select o.value from question_options o where o.question_id = q.id order by o.sort limit 1) as value
         from questions q where q.quiz_id = $1 and q.type in ('single_choice', 'true_or_false') order by q.sort limit 2`,
      [quiz!.id],
    );
    const { premium } = DEMO_ACCOUNTS;
    const login = await first.app.inject({
      method: 'POST',
      url: `${base}/token`,
      headers: { host: 'localhost:3000' },
      payload: { username: premium.username, password: premium.password },
    });
    const { token } = login.json() as { token: string };
    expect(
      (await call(first.app, 'POST', '/courses/enroll', token, { id: quiz!.course_id })).statusCode,
    ).toBe(200);
    expect((await call(first.app, 'POST', '/quiz/start', token, { id: quiz!.id })).statusCode).toBe(200);
    const answered = Object.fromEntries(questions.map((q) => [String(q.id), q.value]));
    const saved = await call(first.app, 'POST', '/quiz/save-answers', token, { id: quiz!.id, answered });
    expect(saved.statusCode).toBe(200);
    const [before] = await first.db.query<{ deadline: Date }>(
      `select deadline from quiz_attempts where quiz_id = $1 and status = 'started'`,
      [quiz!.id],
    );
    await first.app.close();
    await first.db.close();

    const second = await start();
    const quizAfter = await call(second.app, 'GET', `/quiz/${quiz!.id}`, token);
    expect(quizAfter.statusCode).toBe(200);
    const results = quizAfter.json().results as {
      answered: Record<string, { answered: unknown }>;
      total_time: number;
    };
    for (const [id, value] of Object.entries(answered)) expect(results.answered[id]?.answered).toEqual(value);
    expect(results.total_time).toBeGreaterThan(0);
    const [after] = await second.db.query<{ deadline: Date }>(
      `select deadline from quiz_attempts where quiz_id = $1 and status = 'started'`,
      [quiz!.id],
    );
    expect(after!.deadline.getTime()).toBe(before!.deadline.getTime());
    await second.app.close();
    await second.db.close();
  }, 120_000); // two seeds of a database on disk: slow on a busy machine, not a measure of speed
});
