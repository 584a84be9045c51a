import { quizApi } from '@studovna/core/contract';
import { studioLearnersApi as L } from '@studovna/core/contract/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, makeLearner, type TestLearner } from '../../../test/course-fixtures';
import { http, type Http } from '../../../test/http';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { answerKey, findQuiz, pick } from '../quiz/quiz-test-kit';
import { planLearner, takeQuiz } from '../statistics/scores-test-kit';
import { studioUsers } from '../studio/studio-test-kit';
import { planProduct, validCalls, writtenFor } from './learners-test-kit';

/**
 * The team's learner pages (decision 0027): the search, a learner's page with everything the learner
 * has, an attempt's review as the learner sees it; only administrators, never a password hash or token.
 */
describe.each(testDatabases)('learners in the studio, on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let admin: TestLearner;
  let instructor: TestLearner;
  let me: TestLearner;
  let attemptId: number;
  let quizId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
    ({ admin, instructor } = await studioUsers(t));
    const quiz = await findQuiz(t, { preview: false, retakeCount: -1, negativeMarking: false });
    quizId = quiz.id;
    me = await planLearner(t, quiz.courseId);
    await t.db.query(`update users set display_name = 'Zuzana 50%_Hledaná' where id = $1`, [me.id]);
    await takeQuiz(caller(t), me, quiz.id, pick(await answerKey(t, quiz.id), 'right', [0, 1]));
    const [attempt] = await t.db.query<{ id: number }>(
      `select id from quiz_attempts where user_id = $1 and status = 'completed'`,
      [me.id],
    );
    attemptId = attempt!.id;
  });
  afterAll(() => t?.close());

  const search = async (query: Record<string, string | number>) => {
    const res = await api.call(L.listLearners, { query }, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    return L.listLearners.response.parse(res.json());
  };

  it('finds learners by name, username or e-mail, whatever the case, in pages; never the team', async () => {
    const byName = await search({ search: 'zuzana 50%_h' });
    expect(byName.learners.map((l) => l.id)).toEqual([me.id]);
    expect((await search({ search: me.username.toUpperCase() })).learners.map((l) => l.id)).toEqual([me.id]);
    expect((await search({ search: `${me.username}@EXAMPLE.cz` })).total).toBe(1);
    // `%` and `_` are letters here, not patterns
    expect((await search({ search: 'zuzana 5_%' })).total).toBe(0);
    const petr = await search({ search: DEMO_ACCOUNTS.premium.email });
    expect(petr.learners[0]).toMatchObject({
      username: 'petr',
      name: 'Petr Svoboda',
      blocked: false,
      plan: { family: 'osp' },
    });
    expect((await search({ search: 'spravce' })).total).toBe(0);
    expect((await search({ search: 'lektorka' })).total).toBe(0);
    const all = await search({ per_page: 2 });
    const second = await search({ per_page: 2, page: 2 });
    expect(all.learners).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    expect(second.learners.map((l) => l.id)).not.toContain(all.learners[0]!.id);
  });

  it('shows each row of a page with its own plan, and none for a learner without one', async () => {
    const { learners } = await search({ per_page: 100 });
    const row = (username: string) => learners.find((l) => l.username === username);
    expect(row(DEMO_ACCOUNTS.premium.username)?.plan).toMatchObject({ family: 'osp' });
    expect(row(DEMO_ACCOUNTS.learner.username)?.plan).toBeNull();
    expect(learners.filter((l) => l.plan).length).toBeLessThan(learners.length);
  });

  it('shows a learner’s plans, orders, courses with progress and attempts, without hash or token', async () => {
    const res = await api.call(L.getLearner, { params: { id: me.id } }, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    const page = L.getLearner.response.parse(res.json());
    expect(page).toMatchObject({
      id: me.id,
      username: me.username,
      name: 'Zuzana 50%_Hledaná',
      blocked: null,
    });
    expect(page.courses).toHaveLength(1);
    expect(page.courses[0]).toMatchObject({ status: 'enrolled', graduation: 'in-progress' });
    expect(page.courses[0]!.items_total).toBeGreaterThan(0);
    expect(page.attempts).toEqual([
      expect.objectContaining({
        id: attemptId,
        quiz: expect.objectContaining({ id: quizId }),
        practice: false,
      }),
    ]);
    expect(page.grantable_plans.map((p) => p.family)).toEqual(expect.arrayContaining(['osp', 'zsv', 'tsp']));
    expect(res.body).not.toMatch(/password|token|argon|not-a-hash/i);

    const petrId = (await search({ search: 'petr@' })).learners[0]!.id;
    const petr = L.getLearner.response.parse(
      (await api.call(L.getLearner, { params: { id: petrId } }, { token: admin.token })).json(),
    );
    expect(petr.plans).toEqual([
      expect.objectContaining({
        status: 'active',
        source: 'admin',
        plan: expect.objectContaining({ family: 'osp' }),
      }),
    ]);
    expect(petr.orders.length).toBeGreaterThan(0);
    for (const order of petr.orders) expect(order.order_number).toBe(`#${String(order.id).padStart(6, '0')}`);
  });

  it('opens an attempt with the very review the learner sees', async () => {
    const res = await api.call(
      L.learnerAttempt,
      { params: { id: me.id, attempt: attemptId } },
      { token: admin.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const own = await api.call(quizApi.quizAttemptReview, { params: { id: attemptId } }, { token: me.token });
    expect(res.json()).toEqual(own.json());
    expect(res.body).not.toMatch(/password|token_version/i);
  });

  it('says so in Czech for an unknown learner, an account of the team or another learner’s attempt', async () => {
    const other = await makeLearner(t);
    const cases = [
      [L.getLearner, { params: { id: 999_999 } }, 'learner_not_found', 'Takového studujícího nenajdeme.'],
      [L.getLearner, { params: { id: admin.id } }, 'learner_not_found', 'Takového studujícího nenajdeme.'],
      [
        L.learnerAttempt,
        { params: { id: other.id, attempt: attemptId } },
        'learner_attempt_not_found',
        'Tento vyhodnocený pokus u studujícího nenajdeme.',
      ],
    ] as const;
    for (const [endpoint, inputs, code, message] of cases) {
      const res = await api.call(endpoint, inputs, { token: admin.token });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe(code);
      expect(res.json().message).toContain(message);
    }
  });

  it('refuses an instructor every call with 403 in Czech, and writes nothing', async () => {
    const plan = await planProduct(t, 'zsv', 'MONTH', 1);
    const [sub] = await t.db.query<{ id: number }>('select id from subscriptions order by id limit 1');
    const before = await writtenFor(t, me.id);
    for (const [endpoint, inputs] of validCalls(me.id, plan.id, sub!.id)) {
      const res = await api.call(endpoint, inputs, { token: instructor.token });
      expect(res.statusCode, `${endpoint.name}: ${res.body}`).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'learners_admin_only',
        message: 'Studující spravuje jen tým Studovny.',
      });
    }
    expect(await writtenFor(t, me.id)).toEqual(before);
  });
});
