import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersApi, plansApi, subscriptionsApi } from '@studovna/core/contract';
import { studioPlansApi as P, type StudioPlans } from '@studovna/core/contract/studio';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, tokenOf, type Caller, type TestLearner } from '../../../test/course-fixtures';
import { http, type Http } from '../../../test/http';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { csrfOf, planIdOf, siteBrowser, signInFromApp, textOf } from '../../site/plans/site-test-kit';
import { studioUsers } from '../studio/studio-test-kit';

/** Study plans in the studio (issue 22 point 7): what the team sets is what new buyers see and pay, and nothing more. */
describe.each(testDatabases)('the studio’s study plans, on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let app: Caller;
  let admin: TestLearner;
  let instructor: TestLearner;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
    app = caller(t);
    ({ admin, instructor } = await studioUsers(t));
  });
  afterAll(() => t?.close());

  const list = async (): Promise<StudioPlans> =>
    (await api.call(P.listPlans, {}, { token: admin.token })).json();
  const planOf = async (slug: string) =>
    (await list()).families.flatMap((f) => f.plans).find((p) => p.slug === slug)!;
  const edit = async (id: number, change: Record<string, unknown>, token = admin.token) => {
    const plan = (await list()).families.flatMap((f) => f.plans).find((p) => p.id === id)!;
    const { name, period_unit, period_count, price, active } = plan;
    return api.call(
      P.updatePlan,
      { params: { id }, body: { name, period_unit, period_count, price, active, ...change } },
      { token },
    );
  };
  const onSale = async () => plansApi.listPlans.response.parse((await app.get('/plans?v=2')).json());

  it('lists every family with its plans, what was sold, and the bullets counted from the content', async () => {
    const plans = await list();
    expect(plans.families.map((f) => [f.family, f.plans.map((p) => p.slug)])).toEqual([
      ['osp', ['osp-1-den', 'osp-1-tyden', 'osp-1-mesic', 'osp-3-mesice']],
      ['zsv', ['zsv-1-den', 'zsv-1-tyden', 'zsv-1-mesic', 'zsv-3-mesice']],
      ['tsp', ['tsp-1-den', 'tsp-1-tyden', 'tsp-1-mesic', 'tsp-3-mesice']],
    ]);
    const osp = plans.families[0]!;
    expect(osp.counted_bullets).toEqual((await onSale())[0]!.bullets);
    expect(osp.bullets).toEqual([]);
    // the demo premium learner's plan, granted by the team
    expect(osp.plans.find((p) => p.slug === 'osp-3-mesice')).toMatchObject({
      sold: expect.any(Number),
      running: expect.any(Number),
    });
    expect(osp.plans.find((p) => p.slug === 'osp-3-mesice')!.running).toBeGreaterThanOrEqual(1);
  });

  it('a new price is what the app, the website and a new checkout show; a checkout begun before, a paid order and a running plan keep theirs', async () => {
    const petr = await tokenOf(t, DEMO_ACCOUNTS.premium.username);
    const runningBefore = subscriptionsApi.listSubscriptions.response.parse(
      (await app.get('/users/subscriptions', petr.token)).json(),
    );
    // a learner starts buying ZSV for a month at 399 Kč on the website
    const me = await makeLearner(t);
    const browser = siteBrowser(t);
    await signInFromApp(t, browser, me.token);
    const csrf = csrfOf((await browser.get('/studijni-plany/')).body);
    const ordered = await browser.post('/studijni-plany/objednat', {
      plan_id: String(await planIdOf(t, 'zsv-1-mesic')),
      csrf,
    });
    const checkout = /\/pokladna\/demo\/([a-f0-9]{32})$/.exec(String(ordered.headers.location))![1]!;

    const zsvMonth = await planOf('zsv-1-mesic');
    const res = await edit(zsvMonth.id, { price: 449, name: 'ZSV – 1 měsíc (jaro)' });
    expect([res.statusCode, res.json().message]).toEqual([200, 'Uloženo.']);
    expect(await planOf('zsv-1-mesic')).toMatchObject({ price: 449, name: 'ZSV – 1 měsíc (jaro)' });
    expect((await onSale()).find((p) => p.slug === 'zsv-1-mesic')).toMatchObject({
      price: 449,
      price_rendered: '449\u00a0Kč',
      name: 'ZSV – 1 měsíc (jaro)',
    });
    expect(textOf((await siteBrowser(t).get('/studijni-plany/')).body)).toContain('449 Kč');

    // the checkout begun at 399 Kč is paid at 399 Kč
    expect(textOf((await browser.get(`/pokladna/demo/${checkout}`)).body)).toContain('Cena 399 Kč');
    await browser.post(`/pokladna/demo/${checkout}/zaplatit`, { csrf });
    const orders = ordersApi.listOrders.response.parse((await app.get('/orders', me.token)).json());
    expect(orders.map((o) => o.total)).toEqual([399]);
    // petr's plan runs on unchanged
    const runningAfter = subscriptionsApi.listSubscriptions.response.parse(
      (await app.get('/users/subscriptions', petr.token)).json(),
    );
    expect(runningAfter.map((s) => [s.id, s.status, s.starts_at, s.expires_at])).toEqual(
      runningBefore.map((s) => [s.id, s.status, s.starts_at, s.expires_at]),
    );
    const log = await t.db.query<{ entity: string; changes: Record<string, unknown> }>(
      `select entity, changes from audit_log where entity = 'plan' and entity_id = $1`,
      [zsvMonth.id],
    );
    expect(log.map((l) => Object.keys(l.changes).sort())).toEqual([['name', 'price']]);
  });

  it('a sold length stays; an unsold one changes; a new length is added, and one taken off sale leaves the app', async () => {
    const sold = await planOf('osp-3-mesice');
    const locked = await edit(sold.id, { period_count: 6 });
    expect([locked.statusCode, locked.json().data.fields]).toEqual([
      400,
      {
        period_count:
          'Délku plánu, který si už někdo koupil, změnit nejde. Přidej nový plán s novou délkou a tento stáhni z prodeje.',
      },
    ]);

    const created = await api.call(
      P.createPlan,
      {
        body: {
          family: 'osp',
          name: 'OSP – 6 měsíců',
          period_unit: 'MONTH',
          period_count: 6,
          price: 1690,
          active: true,
        },
      },
      { token: admin.token },
    );
    expect([created.statusCode, created.json().message]).toEqual([200, 'Vytvořeno.']);
    const six = created.json().data.families[0].plans.at(-1);
    expect(six).toMatchObject({
      slug: 'osp-6-month',
      name: 'OSP – 6 měsíců',
      price: 1690,
      sold: 0,
      active: true,
    });
    expect((await onSale()).filter((p) => p.family === 'osp').map((p) => p.name)).toEqual([
      'OSP – 1 den',
      'OSP – 1 týden',
      'OSP – 1 měsíc',
      'OSP – 3 měsíce',
      'OSP – 6 měsíců',
    ]);
    const twice = await api.call(
      P.createPlan,
      {
        body: { family: 'osp', name: 'Zase', period_unit: 'MONTH', period_count: 6, price: 1, active: true },
      },
      { token: admin.token },
    );
    expect(twice.json().data.fields).toEqual({
      period_count: 'Plán této rodiny s touto délkou už existuje. Uprav raději ten.',
    });

    // nobody bought the six months yet: its length can still change
    const longer = await edit(six.id, { period_count: 5, name: 'OSP – 5 měsíců' });
    expect(longer.statusCode, longer.body).toBe(200);
    const off = await edit(six.id, { active: false });
    expect(off.statusCode).toBe(200);
    expect((await onSale()).map((p) => p.name)).not.toContain('OSP – 5 měsíců');
    expect(await planOf('osp-6-month')).toMatchObject({ active: false, period_count: 5 });
  });

  it('refuses wrong fields on their names and writes nothing', async () => {
    const before = await list();
    const wrong = await edit(before.families[1]!.plans[0]!.id, {
      name: ' ',
      price: 12.5,
      period_unit: 'YEAR',
    });
    expect(wrong.json().data.fields).toEqual({
      name: 'Tohle pole je potřeba vyplnit.',
      period_unit: 'Vyber jednotku délky: dny, týdny nebo měsíce.',
      price: 'Cena je celé číslo korun od 0 do 100000.',
    });
    const tooLong = await edit(before.families[1]!.plans[0]!.id, { period_unit: 'DAY', period_count: 731 });
    expect(tooLong.json().data.fields).toEqual({ period_count: 'Délka plánu je celé číslo od 1 do 730.' });
    expect(await list()).toEqual(before);
  });

  it('the team’s own bullets follow the counted ones in the app and on the website', async () => {
    const counted = (await onSale()).find((p) => p.family === 'tsp')!.bullets;
    const saved = await api.call(
      P.saveBullets,
      {
        body: {
          family: 'tsp',
          bullets: ['Konzultace s lektorem jednou týdně ', 'Tištěný sešit vzorových testů'],
        },
      },
      { token: admin.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await onSale()).find((p) => p.family === 'tsp')!.bullets).toEqual([
      ...counted,
      'Konzultace s lektorem jednou týdně',
      'Tištěný sešit vzorových testů',
    ]);
    expect(textOf((await siteBrowser(t).get('/studijni-plany/')).body)).toContain(
      'Tištěný sešit vzorových testů',
    );
    const wrong = await api.call(
      P.saveBullets,
      { body: { family: 'tsp', bullets: ['', ...Array.from({ length: 6 }, (_, i) => `Bod ${i}`)] } },
      { token: admin.token },
    );
    expect(wrong.json().data.fields).toEqual({
      bullets: 'Vlastních bodů může být nejvýše 6.',
      'bullets.0': 'Tohle pole je potřeba vyplnit.',
    });
    const cleared = await api.call(
      P.saveBullets,
      { body: { family: 'tsp', bullets: [] } },
      { token: admin.token },
    );
    expect(cleared.json().data.families[2].bullets).toEqual([]);
    expect((await onSale()).find((p) => p.family === 'tsp')!.bullets).toEqual(counted);
  });

  it('only the team edits plans: an instructor is refused, a learner does not reach the studio', async () => {
    const refused = await api.call(P.listPlans, {}, { token: instructor.token });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'studio_catalogue_only']);
    const learner = await makeLearner(t);
    const out = await api.call(
      P.saveBullets,
      { body: { family: 'osp', bullets: [] } },
      { token: learner.token },
    );
    expect([out.statusCode, out.json().code]).toEqual([403, 'studio_forbidden']);
  });
});
