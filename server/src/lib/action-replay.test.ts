import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app';
import {
  caller,
  courseId,
  makeLearner,
  SLUGS,
  type Caller,
  type TestLearner,
} from '../../test/course-fixtures';
import { answerKey, attemptsOf, enrol, findQuiz, pick, type QuizRef } from '../modules/quiz/quiz-test-kit';
import { ACTION_REPLY_KEEP_MS, ACTION_STALE_MS, pruneActionReplies } from './action-replay';

/** Learner actions sent with an `X-Action-Id` are applied once, however often they are replayed. */
describe.each(testDatabases)('action replay on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  let quiz: QuizRef;
  let course: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    quiz = await findQuiz(t, { preview: false, timed: false, instantCheck: false });
    course = await courseId(t, SLUGS.ospPaid);
  });
  afterAll(() => t.close());

  const action = (id: string, extra: Record<string, string> = {}) => ({ 'x-action-id': id, ...extra });
  const quizLearner = async () => {
    const me = await makeLearner(t, ['subscriber', 'premium_osp', 'premium_zsv', 'premium_tsp']);
    await enrol(t, me.id, quiz.courseId);
    return me;
  };
  const wishlistOf = async (me: TestLearner) =>
    (
      await t.db.query<{ course_id: number }>('select course_id from wishlist where user_id = $1', [me.id])
    ).map((r) => r.course_id);
  const toggle = (me: TestLearner, id: string, courseToToggle = course) =>
    api.post('/wishlist/toggle', { id: courseToToggle }, me.token, action(id));

  it('a wishlist toggle sent twice with one id toggles once and answers the same twice', async () => {
    const me = await makeLearner(t);
    const id = randomUUID();
    const first = await toggle(me, id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Kurz je v seznamu přání.', data: { state: true } });
    const again = await toggle(me, id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['x-action-replayed']).toBe('1');
    expect(await wishlistOf(me)).toEqual([course]);
    // a new action toggles again
    const next = await toggle(me, randomUUID());
    expect(next.json()).toMatchObject({ data: { state: false } });
    expect(await wishlistOf(me)).toEqual([]);
  });

  it('without the header nothing changes: every request is applied', async () => {
    const me = await makeLearner(t);
    await api.post('/wishlist/toggle', { id: course }, me.token);
    await api.post('/wishlist/toggle', { id: course }, me.token);
    expect(await wishlistOf(me)).toEqual([]);
    expect(await t.db.query('select 1 from action_replies where user_id = $1', [me.id])).toEqual([]);
  });

  it('a quiz finish replayed finishes once and answers the same result', async () => {
    const me = await quizLearner();
    const key = await answerKey(t, quiz.id);
    await api.post('/quiz/start', { id: quiz.id }, me.token, action(randomUUID()));
    const id = randomUUID();
    const first = await api.post('/quiz/finish', { id: quiz.id, answered: key.right }, me.token, action(id));
    expect(first.statusCode).toBe(200);
    const result = quizApi.finishQuiz.response.parse(first.json());
    expect(result.data!.results.status).toBe('completed');
    const replay = await api.post(
      '/quiz/finish',
      { id: quiz.id, answered: key.right },
      me.token,
      action(id, { 'client-locale': 'en' }),
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const attempts = await attemptsOf(t, me.id, quiz.id);
    expect(attempts.map((a) => a.status)).toEqual(['completed']);
  });

  it('an old save-answers replayed after newer answers were saved does not roll them back', async () => {
    const me = await quizLearner();
    const key = await answerKey(t, quiz.id);
    await api.post('/quiz/start', { id: quiz.id }, me.token);
    const oldId = randomUUID();
    const old = await api.post(
      '/quiz/save-answers',
      { id: quiz.id, answered: pick(key, 'wrong', [0]) },
      me.token,
      action(oldId),
    );
    expect(old.statusCode).toBe(200);
    await api.post(
      '/quiz/save-answers',
      { id: quiz.id, answered: pick(key, 'right', [0, 1]) },
      me.token,
      action(randomUUID()),
    );
    const replay = await api.post(
      '/quiz/save-answers',
      { id: quiz.id, answered: pick(key, 'wrong', [0]) },
      me.token,
      action(oldId),
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(old.json());
    const view = quizApi.getQuiz.response.parse((await api.get(`/quiz/${quiz.id}`, me.token)).json());
    const answered = Object.fromEntries(
      Object.entries(view.results.answered).map(([question, a]) => [question, a.answered]),
    );
    expect(answered).toEqual(pick(key, 'right', [0, 1]));
  });

  it('store-question (a GET with an effect) replayed is applied once', async () => {
    const me = await quizLearner();
    const [question] = await t.db.query<{ id: number }>(
      'select id from questions where quiz_id = $1 order by sort limit 1',
      [quiz.id],
    );
    const store = (status: number, id: string, v = '1') =>
      api.get(
        `/quiz/store-question?id=${quiz.id}&question_id=${question!.id}&user_id=${me.id}&status=${status}&v=${v}`,
        me.token,
        action(id),
      );
    const pinId = randomUUID();
    const pinned = await store(10, pinId);
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json()).toMatchObject({ message: 'Úloha je připnutá na nástěnce.' });
    expect((await store(0, randomUUID())).statusCode).toBe(200);
    // the pin replayed later (another cache buster) answers as before and does not pin again
    const replay = await store(10, pinId, '2');
    expect(replay.json()).toEqual(pinned.json());
    expect(
      await t.db.query('select pinned from question_statuses where user_id = $1 and pinned', [me.id]),
    ).toEqual([]);
  });

  it('two requests at once with one id: the action is applied once', async () => {
    const me = await makeLearner(t);
    const id = randomUUID();
    const answers = await Promise.all([toggle(me, id), toggle(me, id), toggle(me, id)]);
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of ok) expect(r.json()).toEqual(ok[0]!.json());
    for (const r of answers.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({
        code: 'action_in_progress',
        message: 'Tato akce se právě zpracovává.',
        data: { status: 409 },
      });
    }
    expect(await wishlistOf(me)).toEqual([course]);
    // the app retries the refused ones later and gets the stored answer
    expect((await toggle(me, id)).json()).toEqual(ok[0]!.json());
    expect(await wishlistOf(me)).toEqual([course]);
  });

  it('a refusal (4xx) is replayed as the same refusal, even when the action would pass now', async () => {
    const me = await quizLearner();
    const key = await answerKey(t, quiz.id);
    const id = randomUUID();
    const refused = await api.post(
      '/quiz/finish',
      { id: quiz.id, answered: key.right },
      me.token,
      action(id),
    );
    expect(refused.statusCode).toBe(400);
    await api.post('/quiz/start', { id: quiz.id }, me.token);
    const replay = await api.post('/quiz/finish', { id: quiz.id, answered: key.right }, me.token, action(id));
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(refused.json());
    expect((await attemptsOf(t, me.id, quiz.id)).map((a) => a.status)).toEqual(['started']);
  });

  it('a server error (5xx) is not stored: a retry with the same id runs the action', async () => {
    const me = await makeLearner(t);
    const id = randomUUID();
    await t.db.query('alter table wishlist rename to wishlist_away');
    let failed;
    try {
      failed = await toggle(me, id);
    } finally {
      await t.db.query('alter table wishlist_away rename to wishlist');
    }
    expect(failed.statusCode).toBe(500);
    expect(await t.db.query('select 1 from action_replies where user_id = $1', [me.id])).toEqual([]);
    const retried = await toggle(me, id);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['x-action-replayed']).toBeUndefined();
    expect(await wishlistOf(me)).toEqual([course]);
  });

  it('a 5xx answered as an API error is not stored either', async () => {
    const me = await makeLearner(t);
    const id = randomUUID();
    const receipt = { 'receipt-data': 'dGVzdA==', 'is-ios': true };
    const first = await api.post('/courses/verify-receipt', receipt, me.token, action(id));
    expect(first.statusCode).toBe(501);
    expect(await t.db.query('select 1 from action_replies where user_id = $1', [me.id])).toEqual([]);
    const again = await api.post('/courses/verify-receipt', receipt, me.token, action(id));
    expect(again.statusCode).toBe(501);
    expect(again.headers['x-action-replayed']).toBeUndefined();
  });

  it('the same id sent by another learner is an action of its own', async () => {
    const [me, other] = [await makeLearner(t), await makeLearner(t)];
    const id = randomUUID();
    await toggle(me, id);
    const theirs = await toggle(other, id);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['x-action-replayed']).toBeUndefined();
    expect(await wishlistOf(me)).toEqual([course]);
    expect(await wishlistOf(other)).toEqual([course]);
  });

  it('a malformed id is refused (400) and nothing changes', async () => {
    const me = await makeLearner(t);
    for (const bad of ['short', 'x'.repeat(101), 'with space!', "a1b2c3d4'; drop"]) {
      const res = await api.post('/wishlist/toggle', { id: course }, me.token, action(bad));
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'action_invalid_id',
        message: expect.stringContaining('Identifikátor akce je neplatný'),
        data: { status: 400 },
      });
    }
    expect(await wishlistOf(me)).toEqual([]);
  });

  it('an id already used for another endpoint is refused (409)', async () => {
    const me = await makeLearner(t);
    const id = randomUUID();
    await toggle(me, id);
    const elsewhere = await api.post('/lessons/finish', { id: 1 }, me.token, action(id));
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({
      code: 'action_id_reused',
      message: 'Tento identifikátor akce už patří jiné akci.',
    });
    expect(await wishlistOf(me)).toEqual([course]);
  });

  it('a replay while the first run is still going is refused (409); one abandoned long ago runs again', async () => {
    const me = await makeLearner(t);
    const id = randomUUID();
    const endpoint = 'wishlist.toggle /wp-json/learnpress/v1/wishlist/toggle';
    await t.db.query('insert into action_replies (user_id, action_id, endpoint) values ($1, $2, $3)', [
      me.id,
      id,
      endpoint,
    ]);
    const busy = await toggle(me, id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'action_in_progress' });
    expect(await wishlistOf(me)).toEqual([]);
    // the server stopped during the first run: after a while a replay runs it
    await t.db.query('update action_replies set created_at = $3 where user_id = $1 and action_id = $2', [
      me.id,
      id,
      new Date(Date.now() - ACTION_STALE_MS - 1000),
    ]);
    const ran = await toggle(me, id);
    expect(ran.statusCode).toBe(200);
    expect(await wishlistOf(me)).toEqual([course]);
    expect((await toggle(me, id)).json()).toEqual(ran.json());
    expect(await wishlistOf(me)).toEqual([course]);
  });

  it('stored answers older than 30 days are deleted', async () => {
    const me = await makeLearner(t);
    const [oldId, newId] = [randomUUID(), randomUUID()];
    await toggle(me, oldId);
    await toggle(me, newId);
    await t.db.query(`update action_replies set created_at = $3 where user_id = $1 and action_id = $2`, [
      me.id,
      oldId,
      new Date(Date.now() - ACTION_REPLY_KEEP_MS - 60_000),
    ]);
    await pruneActionReplies(t.ctx);
    const left = await t.db.query<{ action_id: string }>(
      'select action_id from action_replies where user_id = $1',
      [me.id],
    );
    expect(left.map((r) => r.action_id)).toEqual([newId]);
  });
});
