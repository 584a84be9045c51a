import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plansApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, courseId, makeLearner, SLUGS, tokenOf, type Caller } from '../../../test/course-fixtures';
import { manualClock } from '../../lib/clock';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { answerKey } from '../quiz/quiz-test-kit';
import { storeQuestion } from '../progress/question-status-test-kit';
import { capabilitiesOf, grant, rolesOf, subscriptionsOf } from './subscriptions-test-kit';

const NBSP = '\u00a0';
const DAY = 24 * 3600 * 1000;

/** The plans on sale, and a plan's life: bought, unlocking premium content, expiring, bought again. */
describe.each(testDatabases)('study plans on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  const clock = manualClock(new Date());
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock });
    api = caller(t);
  });
  afterAll(() => t.close());

  it('GET /plans lists the 12 plans on sale to anyone, family by family, described by what their content holds', async () => {
    const res = await api.get('/plans?v=1');
    expect(res.statusCode).toBe(200);
    const plans = plansApi.listPlans.response.parse(res.json());
    expect(plans).toHaveLength(12);
    expect(plans.map((p) => p.family)).toEqual([
      ...Array(4).fill('osp'),
      ...Array(4).fill('zsv'),
      ...Array(4).fill('tsp'),
    ]);
    expect(
      plans.slice(0, 4).map((p) => [p.name, p.period_unit, p.period_count, p.price, p.price_rendered]),
    ).toEqual([
      ['OSP – 1 den', 'DAY', 1, 39, `39${NBSP}Kč`],
      ['OSP – 1 týden', 'WEEK', 1, 149, `149${NBSP}Kč`],
      ['OSP – 1 měsíc', 'MONTH', 1, 399, `399${NBSP}Kč`],
      ['OSP – 3 měsíce', 'MONTH', 3, 990, `990${NBSP}Kč`],
    ]);
    const zsv = plans.find((p) => p.slug === 'zsv-1-mesic')!;
    expect(zsv).toMatchObject({ name: 'ZSV – 1 měsíc', product_id: 'cz.studovna.zsv' });
    // the seeded ZSV courses hold 114 questions (60 of them the mock test) and no video
    expect(zsv.bullets).toEqual([
      'Přes 100 vyřešených úloh z filozofie, ekonomie a dalších oborů ZSV',
      'Testy s vyhodnocením a percentilem',
      'Synchronizace s webovým rozhraním',
    ]);
    const bulletsOf = (family: string) => plans.find((p) => p.family === family)!.bullets;
    expect(bulletsOf('osp')[0]).toBe('Přes 150 vyřešených úloh z verbální a analytické části OSP');
    expect(bulletsOf('tsp')[0]).toBe('Přes 100 vyřešených úloh z verbálního i analytického myšlení TSP');
    expect(plans.flatMap((p) => p.bullets).filter((b) => /vide/i.test(b))).toEqual([]);
  });

  it('what the plans say follows the content: questions and a video lesson added to a family’s course', async () => {
    const zsvBullets = async () =>
      plansApi.listPlans.response.parse((await api.get('/plans')).json()).find((p) => p.family === 'zsv')!
        .bullets;
    const course = await courseId(t, SLUGS.zsvPaid);
    const [quiz] = await t.db.query<{ id: number; section_id: number }>(
      `select id, section_id from items where course_id = $1 and type = 'lp_quiz' order by sort limit 1`,
      [course],
    );
    const added = await t.db.query<{ id: number }>(
      `insert into questions (quiz_id, sort, type, title, explanation)
       select $1, 1000 + n, 'true_or_false', 'Otázka ' || n, 'Vysvětlení.' from generate_series(1, 36) n
       returning id`,
      [quiz!.id],
    );
    const [video] = await t.db.query<{ id: number }>(
      `insert into items (course_id, section_id, type, title, content, sort)
       values ($1, $2, 'lp_lesson', 'Nabídka a poptávka na videu',
               '<p>Výklad:</p><iframe src="https://www.youtube-nocookie.com/embed/abc" title="Výklad"></iframe>', 1000)
       returning id`,
      [course, quiz!.section_id],
    );
    try {
      expect(await zsvBullets()).toEqual([
        '150 vyřešených úloh z filozofie, ekonomie a dalších oborů ZSV',
        'Testy s vyhodnocením a percentilem',
        'Synchronizace s webovým rozhraním',
        '1 video s výkladem a řešením úloh',
      ]);
      // the subscriptions of a learner describe their plan the same way
      const me = await makeLearner(t);
      await grant(t, me, 'zsv-1-mesic');
      expect((await subscriptionsOf(api, me))[0]!.plan.bullets).toEqual(await zsvBullets());
    } finally {
      await t.db.query('delete from questions where id = any($1::int[])', [added.map((q) => q.id)]);
      await t.db.query('delete from items where id = $1', [video!.id]);
    }
    expect((await zsvBullets())[0]).toBe(
      'Přes 100 vyřešených úloh z filozofie, ekonomie a dalších oborů ZSV',
    );
    expect(await zsvBullets()).toHaveLength(3);
  });

  it('the demo learner petr holds the OSP plan; jana holds none', async () => {
    clock.set(new Date());
    const petr = await tokenOf(t, DEMO_ACCOUNTS.premium.username);
    expect((await capabilitiesOf(api, petr)).caps).toEqual({ osp: true });
    expect(await rolesOf(api, petr)).toContain('premium_osp');
    const [plan] = await subscriptionsOf(api, petr);
    expect(plan).toMatchObject({ status: 'active', source: 'admin', plan: { family: 'osp' } });
    const jana = await tokenOf(t, DEMO_ACCOUNTS.learner.username);
    expect(await capabilitiesOf(api, jana)).toEqual({
      caps: {},
      roles: { subscriber: { name: 'Studující' } },
    });
    expect(await subscriptionsOf(api, jana)).toEqual([]);
  });

  it('a ZSV plan opens the paid ZSV course until it expires; then a new plan can be bought', async () => {
    const start = new Date('2030-03-10T08:00:00.000Z');
    clock.set(start);
    const me = await makeLearner(t);
    const course = await courseId(t, SLUGS.zsvPaid);
    const quizzes = await t.db.query<{ id: number }>(
      `select id from items where course_id = $1 and type = 'lp_quiz' and not preview order by id limit 2`,
      [course],
    );
    const [first, second] = quizzes.map((q) => q.id);
    const [question] = await t.db.query<{ id: number }>(
      'select id from questions where quiz_id = $1 order by sort limit 1',
      [first],
    );
    expect((await api.post('/courses/enroll', { id: course }, me.token)).statusCode).toBe(403);

    await grant(t, me, 'zsv-1-mesic');
    expect(await capabilitiesOf(api, me)).toEqual({
      caps: { zsv: true },
      roles: { subscriber: { name: 'Studující' }, premium_zsv: { name: 'Studijní plán ZSV' } },
    });
    expect(await rolesOf(api, me)).toEqual(['subscriber', 'premium_zsv']);
    const [bought] = await subscriptionsOf(api, me);
    expect(bought).toMatchObject({
      status: 'active',
      source: 'web',
      starts_at: start.toISOString(),
      expires_at: '2030-04-10T08:00:00.000Z',
      ended_at: null,
      plan: { slug: 'zsv-1-mesic', family: 'zsv' },
    });

    // premium content is open: enrolment in the paid course, evaluation of its quiz, pins
    const enrol = await api.post('/courses/enroll', { id: course }, me.token);
    expect(enrol.statusCode, enrol.body).toBe(200);
    const key = await answerKey(t, first!);
    expect((await api.post('/quiz/start', { id: first }, me.token)).statusCode).toBe(200);
    const finish = await api.post('/quiz/finish', { id: first, answered: key.right }, me.token);
    expect(finish.statusCode, finish.body).toBe(200);
    expect(finish.json().data.results).toMatchObject({ status: 'completed', result: 100 });
    const pin = await storeQuestion(api, me, { quiz: first!, question: question!.id, status: 11 });
    expect(pin.statusCode, pin.body).toBe(200);

    // one plan at a time
    await expect(grant(t, me, 'osp-1-den')).rejects.toMatchObject({
      status: 409,
      messageCode: 'subscription.onlyOne',
    });
    expect(await subscriptionsOf(api, me)).toHaveLength(1);

    // a moment before expiry the plan still holds; at expires_at it is gone on the next request
    clock.set(new Date(Date.parse('2030-04-10T08:00:00.000Z') - 1));
    expect((await capabilitiesOf(api, me)).caps).toEqual({ zsv: true });
    clock.set(new Date('2030-04-10T08:00:00.000Z'));
    expect(await capabilitiesOf(api, me)).toEqual({ caps: {}, roles: { subscriber: { name: 'Studující' } } });
    expect(await rolesOf(api, me)).toEqual(['subscriber']);
    expect((await subscriptionsOf(api, me)).map((s) => s.status)).toEqual(['expired']);

    expect((await api.post('/quiz/start', { id: second }, me.token)).statusCode).toBe(200);
    const refused = await api.post('/quiz/finish', { id: second, answered: {} }, me.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'quiz_requires_plan',
      message: 'Kvíz se dá vyhodnotit pouze s aktivním studijním plánem',
      data: { status: 403 },
    });
    const [other] = await t.db.query<{ id: number }>(
      'select id from questions where quiz_id = $1 order by sort limit 1',
      [second],
    );
    const unpinned = await storeQuestion(api, me, { quiz: second!, question: other!.id, status: 10 });
    expect(unpinned.statusCode).toBe(403);
    expect(unpinned.json()).toEqual({
      code: 'pin_requires_plan',
      message: 'Úlohy si lze označovat pouze s aktivním studijním plánem',
      data: { status: 403 },
    });

    // after expiry a new plan can be bought
    clock.advance(DAY);
    await grant(t, me, 'tsp-1-den');
    expect((await capabilitiesOf(api, me)).caps).toEqual({ tsp: true });
    expect((await subscriptionsOf(api, me)).map((s) => [s.plan.slug, s.status])).toEqual([
      ['tsp-1-den', 'active'],
      ['zsv-1-mesic', 'expired'],
    ]);
  });

  it('a WEEK plan ends after 7 days, a DAY plan after 24 hours', async () => {
    const start = new Date('2030-06-01T21:15:00.000Z');
    clock.set(start);
    const me = await makeLearner(t);
    await grant(t, me, 'osp-1-tyden');
    expect((await subscriptionsOf(api, me))[0]!.expires_at).toBe('2030-06-08T21:15:00.000Z');
    clock.set(new Date(start.getTime() + 7 * DAY - 1000));
    expect((await capabilitiesOf(api, me)).caps).toEqual({ osp: true });
    clock.set(new Date(start.getTime() + 7 * DAY));
    expect((await capabilitiesOf(api, me)).caps).toEqual({});

    await grant(t, me, 'osp-1-den');
    expect((await subscriptionsOf(api, me))[0]!.expires_at).toBe('2030-06-09T21:15:00.000Z');
  });

  it('a MONTH plan ends on the same day next month, or on the last day of a shorter month', async () => {
    clock.set(new Date('2031-01-31T10:00:00.000Z'));
    const me = await makeLearner(t);
    await grant(t, me, 'tsp-1-mesic');
    expect((await subscriptionsOf(api, me))[0]!.expires_at).toBe('2031-02-28T10:00:00.000Z');
    clock.set(new Date('2031-03-15T10:00:00.000Z'));
    await grant(t, me, 'tsp-3-mesice');
    expect((await subscriptionsOf(api, me))[0]).toMatchObject({
      expires_at: '2031-06-15T10:00:00.000Z',
      status: 'active',
    });
  });

  it('guests get 401 for their plans; another learner’s plans are never listed', async () => {
    expect((await api.get('/users/subscriptions')).statusCode).toBe(401);
    clock.set(new Date());
    const owner = await makeLearner(t);
    const other = await makeLearner(t);
    await grant(t, owner, 'zsv-1-den');
    expect(await subscriptionsOf(api, other)).toEqual([]);
    expect((await capabilitiesOf(api, other)).caps).toEqual({});
  });
});
