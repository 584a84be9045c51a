import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizApi } from '@studovna/core/contract';
import { createTestApp, registerLearner, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, tokenOf, type Caller, type TestLearner } from '../../../test/course-fixtures';
import { answerFilesOnDisk, findAssignment, submitAnswer } from '../assignments/assignment-test-kit';
import { seededItem, insertStored } from '../comments/comments-test-kit';
import { answerKey, enrol, findQuiz, pick, type AnswerKey, type QuizRef } from '../quiz/quiz-test-kit';
import { ALL_PLANS, clearScores, planLearner, takeQuiz } from '../statistics/scores-test-kit';
import { fetchPath, pngOf, postProfile } from './profile-test-kit';

/** POST /users/delete: the delete tab of Settings (SPEC §2, §5). */
describe.each(testDatabases)('account deletion on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  let quiz: QuizRef;
  let key: AnswerKey;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    quiz = await findQuiz(t, {
      preview: false,
      retakeCount: -1,
      negativeMarking: false,
      minusSkipped: false,
    });
    key = await answerKey(t, quiz.id);
    await clearScores(t, quiz.id);
  });
  afterAll(() => t.close());

  const remove = (token: string | undefined, id: number, password: string) =>
    api.post('/users/delete', { id, password }, token);
  const login = (username: string, password: string) => api.post('/token', { username, password });
  const exists = async (id: number) =>
    (await t.db.query('select 1 from users where id = $1', [id])).length === 1;
  const percentil = async (me: TestLearner) => {
    const res = await api.get(`/quiz/percentil?id=${quiz.id}&user_mark=0`, me.token);
    expect(res.statusCode, res.body).toBe(200);
    return quizApi.quizPercentile.response.parse(res.json());
  };
  /** Rows that name the user, in every table with a user_id column. */
  const rowsOf = async (userId: number) => {
    const tables = await t.db.query<{ table_name: string }>(
      `select table_name from information_schema.columns
        where column_name = 'user_id' and table_schema = current_schema() order by table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name } of tables) {
      const [row] = await t.db.query<{ n: number }>(
        `select count(*) as n from ${table_name} where user_id = $1`,
        [userId],
      );
      counts[table_name] = row!.n;
    }
    return counts;
  };

  it('only the caller’s own account, with a password; a guest gets 401', async () => {
    const me = await registerLearner(t.app);
    const other = await registerLearner(t.app);
    const res = await remove(me.token, other.id, me.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'rest_user_cannot_delete', data: { status: 403 } });
    const empty = await remove(me.token, me.id, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'settings_invalid',
      message: 'Pro smazání účtu zadej své heslo.',
    });
    expect((await remove(undefined, me.id, me.password)).statusCode).toBe(401);
    expect([await exists(me.id), await exists(other.id)]).toEqual([true, true]);
  });

  it('a wrong password is refused and nothing is deleted', async () => {
    const me = await registerLearner(t.app);
    const before = await rowsOf(me.id);
    const res = await remove(me.token, me.id, 'Spatne-heslo-1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'incorrect_password',
      message: 'Zadané stávající heslo není správné.',
    });
    expect(await exists(me.id)).toBe(true);
    expect(await rowsOf(me.id)).toEqual(before);
    expect((await api.get(`/users/${me.id}`, me.token)).statusCode).toBe(200);
    expect((await login(me.username, me.password)).statusCode).toBe(200);
  });

  it('an instructor cannot delete the account here', async () => {
    const [row] = await t.db.query<{ username: string }>(
      `select username from users where 'lp_teacher' = any(roles) order by id limit 1`,
    );
    const teacher = await tokenOf(t, row!.username);
    const res = await remove(teacher.token, teacher.id, 'Studovna2026');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'instructor_cannot_delete',
      message: 'Účet lektora se v aplikaci smazat nedá. Napiš nám prosím na podporu.',
    });
    expect(await exists(teacher.id)).toBe(true);
  });

  it('deletes the learner, their scores, comments with the replies under them, and their files', async () => {
    const other = await planLearner(t, quiz.courseId);
    await takeQuiz(api, other, quiz.id, pick(key, 'right', [0, 1]));

    const me = await registerLearner(t.app);
    await t.db.query('update users set roles = $2 where id = $1', [me.id, ALL_PLANS]);
    await enrol(t, me.id, quiz.courseId);
    await takeQuiz(api, me, quiz.id, key.right);
    expect((await percentil(other)).learners).toBe(2);

    const osp = await findAssignment(t, 'osp');
    if (osp.courseId !== quiz.courseId) await enrol(t, me.id, osp.courseId);
    expect((await api.post('/assignments/start', { id: osp.id }, me.token)).statusCode).toBe(200);
    const saved = await submitAnswer(t, me.token, { id: String(osp.id), action: 'save' }, [
      { name: 'reseni.txt', data: Buffer.from('moje řešení\n'), type: 'text/plain' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await answerFilesOnDisk(t, me.id)).toHaveLength(1);

    const profile = await postProfile(t, me.id, me.token, {}, { name: 'ja.png', data: await pngOf(64, 64) });
    const avatarUrl = profile.json().avatar_url as string;
    expect((await fetchPath(t, avatarUrl)).statusCode).toBe(200);

    const post = await seededItem(t, 'osp-verbalni-oddil', 'lp_lesson', false);
    const mine = await insertStored(t, { postId: post, userId: me.id, content: '<p>Můj dotaz</p>' });
    const replyToMine = await insertStored(t, {
      postId: post,
      userId: other.id,
      content: '<p>Odpověď</p>',
      parentId: mine,
    });
    const theirs = await insertStored(t, { postId: post, userId: other.id, content: '<p>Jejich</p>' });
    await insertStored(t, { postId: post, userId: me.id, content: '<p>Moje reakce</p>', parentId: theirs });
    expect(Object.values(await rowsOf(me.id)).some((n) => n > 0)).toBe(true);

    const res = await remove(me.token, me.id, me.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Účet i všechna tvoje data jsou smazané. Mrzí nás, že odcházíš.',
      data: null,
    });

    expect((await api.get(`/users/${me.id}`, me.token)).statusCode).toBe(401);
    const again = await login(me.username, me.password);
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('[jwt_auth] invalid_username');
    expect(await exists(me.id)).toBe(false);
    expect(Object.entries(await rowsOf(me.id)).filter(([, n]) => n > 0)).toEqual([]);

    // the percentile distribution no longer counts the learner; the other learner's score stays
    const after = await percentil(other);
    expect(after.learners).toBe(1);
    expect((after.distribution ?? []).reduce((sum, n) => sum + n, 0)).toBe(1);

    expect(await answerFilesOnDisk(t, me.id)).toEqual([]);
    await expect(stat(join(t.ctx.config.dataDir, 'assignment-answers', String(me.id)))).rejects.toThrow();
    expect((await fetchPath(t, avatarUrl)).statusCode).toBe(404);

    const left = await t.db.query<{ id: number }>('select id from comments where post_id = $1 order by id', [
      post,
    ]);
    const ids = left.map((c) => c.id);
    expect(ids).toContain(theirs);
    expect(ids).not.toContain(mine);
    expect(ids).not.toContain(replyToMine);
    expect(left).toHaveLength(1);

    expect((await api.get(`/users/${other.id}`, other.token)).statusCode).toBe(200);
  });
});
