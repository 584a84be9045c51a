import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersApi } from '@studovna/core/contract';
import { studioOrdersApi as O, type StudioOrder } from '@studovna/core/contract/studio';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, type Caller, type TestLearner } from '../../../test/course-fixtures';
import { http, type Http } from '../../../test/http';
import { csrfOf, planIdOf, siteBrowser, signInFromApp } from '../../site/plans/site-test-kit';
import { studioUsers } from '../studio/studio-test-kit';
import { capabilitiesOf, subscriptionsOf } from '../subscriptions/subscriptions-test-kit';

const NBSP = '\u00a0';

/**
 * Orders and revenue in the studio (issue 23 point 2, decision 0028): only the team; the filter, the
 * totals per Prague day, week and month, the CSV, and a refund that ends the plan the order paid for.
 */
describe.each(testDatabases)('the studio’s orders, on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let app: Caller;
  let admin: TestLearner;
  let instructor: TestLearner;
  /** Orders of spring 2025 by letter, see `seedSpring`. */
  const spring: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
    app = caller(t);
    ({ admin, instructor } = await studioUsers(t));
    await seedSpring();
  });
  afterAll(() => t?.close());

  /** An order as the website's checkout or the seed records it; with a plan slug it has a paid checkout. */
  async function order(
    userId: number,
    at: string,
    total: number,
    status: string,
    item: string,
    plan?: string,
  ) {
    const [row] = await t.db.query<{ id: number }>(
      `with o as (insert into orders (user_id, status, total, created_at) values ($1, $2, $3, $4) returning id)
       insert into order_items (order_id, course_id, name, total) select id, null, $5, $3 from o returning order_id as id`,
      [userId, status, total, at, item],
    );
    if (plan)
      await t.db.query(
        `insert into checkouts (id, user_id, plan_id, provider, amount, status, created_at, completed_at, order_id)
         values ($1, $2, $3, 'demo', $4, 'paid', $5, $5, $6)`,
        [randomBytes(16).toString('hex'), userId, await planIdOf(t, plan), total, at, row!.id],
      );
    return row!.id;
  }

  /**
   * Orders around Prague's day, week and month ends in spring 2025 (summer time from 30 March, UTC+2;
   * winter time before, UTC+1). Far from the seeded orders, which are of the last weeks.
   */
  async function seedSpring() {
    const a = await makeLearner(t);
    const b = await makeLearner(t);
    await t.db.query(`update users set display_name = '=1+2; "Nováková"' where id = $1`, [b.id]);
    // 23:59:59 on 30 March in Prague
    spring.A = await order(a.id, '2025-03-30T21:59:59Z', 399, 'completed', 'OSP – 1 měsíc', 'osp-1-mesic');
    // 00:00 on 31 March
    spring.B = await order(a.id, '2025-03-30T22:00:00Z', 149, 'completed', 'ZSV – 1 týden', 'zsv-1-tyden');
    // 23:59:59 on 31 March, refunded since
    spring.C = await order(a.id, '2025-03-31T21:59:59Z', 990, 'refunded', 'OSP – 3 měsíce', 'osp-3-mesice');
    // 00:00 on 1 April
    spring.D = await order(a.id, '2025-03-31T22:00:00Z', 39, 'completed', 'OSP – 1 den', 'osp-1-den');
    spring.E = await order(a.id, '2025-04-01T10:00:00Z', 399, 'pending', 'TSP – 1 měsíc', 'tsp-1-mesic');
    // 00:30 on Monday 3 March in Prague (still Sunday 2 March in UTC): a course bought on its own
    spring.F = await order(b.id, '2025-03-02T23:30:00Z', 500, 'completed', 'Kurz: Logika');
  }

  const list = async (query: Record<string, string | number>, token = admin.token) => {
    const res = await api.call(O.listOrders, { query }, { token });
    expect(res.statusCode, res.body).toBe(200);
    return O.listOrders.response.parse(res.json());
  };
  const ids = (orders: StudioOrder[]) => orders.map((o) => o.id);
  const spring25 = { from: '2025-03-01', to: '2025-04-30' };

  it('an instructor is refused everything, in Czech, and nothing changes', async () => {
    const refused = { code: 'studio_catalogue_only', message: 'Objednávky a tržby vidí jen tým Studovny.' };
    for (const res of [
      await api.call(O.listOrders, {}, { token: instructor.token }),
      await api.call(O.revenue, {}, { token: instructor.token }),
      await api.call(O.exportCsv, {}, { token: instructor.token }),
      await api.call(
        O.refundOrder,
        { params: { id: spring.A! }, body: { reason: 'Chci peníze zpět' } },
        { token: instructor.token },
      ),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject(refused);
    }
    expect(
      (await list({ ...spring25, family: 'osp', status: 'completed' })).orders.map((o) => o.id),
    ).toContain(spring.A);
  });

  it('lists a period’s orders newest first, with the learner, the plan and whether it can be refunded', async () => {
    const all = await list(spring25);
    expect(all.total).toBe(6);
    expect(ids(all.orders)).toEqual([spring.E, spring.D, spring.C, spring.B, spring.A, spring.F]);
    const a = all.orders.find((o) => o.id === spring.A)!;
    expect(a).toMatchObject({
      order_number: `#${String(spring.A).padStart(6, '0')}`,
      date: '2025-03-30T21:59:59.000Z',
      status: 'completed',
      total: 399,
      item: 'OSP – 1 měsíc',
      plan: { family: 'osp', period_unit: 'MONTH', period_count: 1 },
      refundable: true,
      refund: null,
    });
    expect(all.orders.find((o) => o.id === spring.F)).toMatchObject({ plan: null, refundable: false });
    expect(all.orders.find((o) => o.id === spring.E)).toMatchObject({ status: 'pending', refundable: false });
    expect(all.lengths.map((l) => l.key)).toEqual(['DAY-1', 'WEEK-1', 'MONTH-1', 'MONTH-3']);

    // a day of Prague, both ends included: 31 March is B and C, not A (30 March) nor D (1 April)
    expect(ids((await list({ from: '2025-03-31', to: '2025-03-31' })).orders)).toEqual([spring.C, spring.B]);
    expect(ids((await list({ ...spring25, family: 'osp' })).orders)).toEqual([spring.D, spring.C, spring.A]);
    expect(ids((await list({ ...spring25, length: 'MONTH-1' })).orders)).toEqual([spring.E, spring.A]);
    expect(ids((await list({ ...spring25, family: 'osp', length: 'MONTH-3' })).orders)).toEqual([spring.C]);
    expect(ids((await list({ ...spring25, status: 'refunded' })).orders)).toEqual([spring.C]);
    const page2 = await list({ ...spring25, per_page: 2, page: 2 });
    expect([page2.total, ids(page2.orders)]).toEqual([6, [spring.C, spring.B]]);
  });

  it('without a period lists the last 30 days; a wrong period is refused field by field', async () => {
    const recent = await list({});
    expect(recent.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(recent.to) - Date.parse(recent.from)).toBe(29 * 86_400_000);

    const refused = async (query: Record<string, string>, fields: Record<string, string>) => {
      const res = await api.call(O.revenue, { query }, { token: admin.token });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'studio_invalid', data: { status: 400, fields } });
    };
    await refused(
      { from: '2025-02-30', to: '2025-03-01' },
      { from: 'Zadej datum ve tvaru RRRR-MM-DD, třeba 2026-03-01.' },
    );
    await refused(
      { from: '2025-03-02', to: '2025-03-01' },
      { to: 'Začátek období musí být nejpozději v den jeho konce.' },
    );
    await refused(
      { from: '2025-01-01', to: '2025-12-31', step: 'day' },
      { step: 'Po dnech lze ukázat nejvýše 186 dní. Zkrať období, nebo zvol týdny či měsíce.' },
    );
    expect(
      (await api.call(O.listOrders, { query: { length: 'YEAR-1' } }, { token: admin.token })).statusCode,
    ).toBe(400);
  });

  it('totals revenue per Prague day, ISO week and month, empty steps as zeros; refunded money is not revenue', async () => {
    const revenue = async (query: Record<string, string>) => {
      const res = await api.call(O.revenue, { query }, { token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      return O.revenue.response.parse(res.json());
    };
    const zero = { orders: 0, paid: 0, revenue: 0, refunded: 0, refunded_amount: 0 };

    const days = await revenue({ from: '2025-03-29', to: '2025-04-01', step: 'day' });
    expect(days.buckets).toEqual([
      { start: '2025-03-29', ...zero },
      { start: '2025-03-30', orders: 1, paid: 1, revenue: 399, refunded: 0, refunded_amount: 0 },
      { start: '2025-03-31', orders: 2, paid: 1, revenue: 149, refunded: 1, refunded_amount: 990 },
      { start: '2025-04-01', orders: 2, paid: 1, revenue: 39, refunded: 0, refunded_amount: 0 },
    ]);
    expect(days.sum).toEqual({ orders: 5, paid: 3, revenue: 587, refunded: 1, refunded_amount: 990 });

    const months = await revenue({ ...spring25, step: 'month' });
    expect(months.buckets).toEqual([
      { start: '2025-03-01', orders: 4, paid: 3, revenue: 1048, refunded: 1, refunded_amount: 990 },
      { start: '2025-04-01', orders: 2, paid: 1, revenue: 39, refunded: 0, refunded_amount: 0 },
    ]);

    // weeks start on Monday; F is Monday 3 March in Prague though Sunday in UTC
    const weeks = await revenue({ from: '2025-03-01', to: '2025-03-09', step: 'week' });
    expect(weeks.buckets).toEqual([
      { start: '2025-02-24', ...zero },
      { start: '2025-03-03', orders: 1, paid: 1, revenue: 500, refunded: 0, refunded_amount: 0 },
    ]);

    // the filter applies to the totals too
    const osp = await revenue({ ...spring25, step: 'month', family: 'osp' });
    expect(osp.sum).toEqual({ orders: 3, paid: 2, revenue: 438, refunded: 1, refunded_amount: 990 });
  });

  it('exports the filtered orders as CSV for a Czech Excel: BOM, semicolons, whole Kč, Prague times', async () => {
    const res = await api.call(O.exportCsv, { query: spring25 }, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('objednavky-2025-03-01-2025-04-30.csv');
    expect(res.headers['x-orders-count']).toBe('6');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines).toHaveLength(8); // header, six orders, the final line end
    expect(lines[0]).toBe(
      'Číslo objednávky;Datum a čas;Stav;Částka (Kč);Studující;E-mail;Položka;Rodina;Délka plánu;Vráceno;Vrátil/a;Důvod vrácení',
    );
    const row = (id: number) => lines.find((l) => l.startsWith(`#${String(id).padStart(6, '0')};`))!;
    expect(row(spring.A!)).toMatch(
      /^#\d{6};2025-03-30 23:59;zaplacená;399;Testovací learner\w+;learner\w+@example\.cz;OSP – 1 měsíc;OSP;1 měsíc;;;$/,
    );
    expect(row(spring.C!)).toContain(';vrácená;990;');
    // a name a spreadsheet would run as a formula stays text, quoted for its semicolon and quotes
    expect(row(spring.F!)).toMatch(/^#\d{6};2025-03-03 00:30;zaplacená;500;"'=1\+2; ""Nováková""";/);
    expect(lines.at(-1)).toBe('');

    const osp = await api.call(
      O.exportCsv,
      { query: { ...spring25, family: 'osp' } },
      { token: admin.token },
    );
    expect(osp.headers['x-orders-count']).toBe('3');
    const english = await api.call(
      O.exportCsv,
      { query: { ...spring25, status: 'refunded' } },
      { token: admin.token, headers: { 'client-locale': 'en' } },
    );
    expect(english.body.slice(1).split('\r\n')[0]).toMatch(
      /^Order number;Date and time;Status;Amount \(CZK\);/,
    );
    expect(english.body).toContain(';refunded;990;');
  });

  it('a refund through the demo provider ends the plan the order paid for at once, once, with its reason in the log', async () => {
    // a learner buys ZSV for a month on the website, with the demo provider
    const me = await makeLearner(t);
    const browser = siteBrowser(t);
    await signInFromApp(t, browser, me.token);
    const csrf = csrfOf((await browser.get('/studijni-plany/')).body);
    const ordered = await browser.post('/studijni-plany/objednat', {
      plan_id: String(await planIdOf(t, 'zsv-1-mesic')),
      csrf,
    });
    const checkout = /\/pokladna\/demo\/([a-f0-9]{32})$/.exec(String(ordered.headers.location))![1]!;
    await browser.post(`/pokladna/demo/${checkout}/zaplatit`, { csrf });
    expect((await capabilitiesOf(app, me)).caps).toEqual({ zsv: true });

    const bought = (await list({ family: 'zsv', status: 'completed' })).orders.find(
      (o) => o.learner.id === me.id,
    )!;
    expect(bought).toMatchObject({ total: 399, refundable: true, item: 'ZSV – 1 měsíc' });
    const refund = (id: number, reason: string) =>
      api.call(O.refundOrder, { params: { id }, body: { reason } }, { token: admin.token });

    // no reason: refused, nothing changes
    const noReason = await refund(bought.id, '   ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      code: 'studio_invalid',
      data: { fields: { reason: 'Napiš, proč peníze vracíme. Důvod se uloží do záznamu změn.' } },
    });
    expect((await subscriptionsOf(app, me))[0]!.status).toBe('active');

    const done = await refund(bought.id, '  Koupil/a omylem, píše podpoře.  ');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(
      `Peníze za objednávku ${bought.order_number} (399${NBSP}Kč) jsou vrácené. Studijní plán skončil a studující k němu ztratil/a přístup.`,
    );
    expect(done.json().data).toMatchObject({
      status: 'refunded',
      refundable: false,
      refund: { by: expect.any(String), reason: 'Koupil/a omylem, píše podpoře.' },
    });

    // the learner: the plan ended, its premium gone with the next request, the order cancelled in My orders
    const [plan] = await subscriptionsOf(app, me);
    expect([plan!.plan.name, plan!.status, plan!.ended_at]).toEqual([
      'ZSV – 1 měsíc',
      'ended',
      expect.any(String),
    ]);
    expect((await capabilitiesOf(app, me)).caps).toEqual({});
    const mine = ordersApi.listOrders.response.parse((await app.get('/orders', me.token)).json());
    expect(mine.map((o) => o.status)).toEqual(['cancelled']);

    const [entry] = await t.db.query<{ action: string; changes: Record<string, { to: unknown }> }>(
      `select action, changes from audit_log where entity = 'order' and entity_id = $1`,
      [bought.id],
    );
    expect(entry).toMatchObject({
      action: 'refund',
      changes: {
        status: { to: 'refunded' },
        reason: { to: 'Koupil/a omylem, píše podpoře.' },
        plan: { to: 'ended' },
        reference: { to: `demo-refund-${checkout}` },
      },
    });

    // refused the second time, and for orders not paid or not paid through a provider
    const again = await refund(bought.id, 'Ještě jednou');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'order_already_refunded' });
    expect(again.json().message).toMatch(
      new RegExp(
        `^Objednávka ${bought.order_number} už je vrácená \\(\\d+\\. \\S+ \\d{4}\\)\\. Podruhé peníze vrátit nejde\\.$`,
      ),
    );
    const pending = await refund(spring.E!, 'Nezaplaceno');
    expect([pending.statusCode, pending.json().code, pending.json().message]).toEqual([
      409,
      'order_not_paid',
      `Objednávka #${String(spring.E).padStart(6, '0')} není zaplacená (stav: čeká na platbu), takže není co vracet.`,
    ]);
    const course = await refund(spring.F!, 'Kurz');
    expect([course.statusCode, course.json().code]).toEqual([409, 'order_not_refundable']);
    expect((await refund(999_999, 'Nic')).statusCode).toBe(404);
    expect(
      await t.db.query(`select 1 from audit_log where entity = 'order' and entity_id <> $1`, [bought.id]),
    ).toEqual([]);
  });

  it('two refunds of one order at once: one refunds, the other is refused', async () => {
    const both = await Promise.all(
      [1, 2].map(() =>
        api.call(
          O.refundOrder,
          { params: { id: spring.A! }, body: { reason: 'Dvakrát' } },
          { token: admin.token },
        ),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // its plan was never granted here: the refund says the plan had ended already
    expect(both.find((r) => r.statusCode === 200)!.json().message).toContain(
      'Plán, který zaplatila, už předtím skončil.',
    );
    expect(
      await t.db.query(`select count(*)::int as n from audit_log where entity = 'order' and entity_id = $1`, [
        spring.A,
      ]),
    ).toEqual([{ n: 1 }]);
  });
});
