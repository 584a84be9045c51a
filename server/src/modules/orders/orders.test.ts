import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, tokenOf, type Caller } from '../../../test/course-fixtures';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';

const NBSP = '\u00a0';

describe.each(testDatabases)('GET /orders on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
  });
  afterAll(() => t.close());

  it('answers the caller’s orders: number, date, status, total in crowns', async () => {
    const petr = await tokenOf(t, DEMO_ACCOUNTS.premium.username);
    const res = await api.get('/orders?v=1', petr.token);
    expect(res.statusCode).toBe(200);
    const orders = ordersApi.listOrders.response.parse(res.json());
    expect(res.headers['x-wp-total']).toBe('1');
    expect(orders.map((o) => [o.status, o.total_rendered, o.items.map((i) => i.name)])).toEqual([
      ['completed', `1${NBSP}190${NBSP}Kč`, ['ZSV: Ekonomie, právo a politologie']],
    ]);
    expect(orders[0]!.order_number).toBe(`#${String(orders[0]!.id).padStart(6, '0')}`);
  });

  it('answers newest first; a study plan’s item has no course id', async () => {
    const me = await makeLearner(t);
    const order = (total: number, daysAgo: number, name: string, courseId: number | null) =>
      t.db.query(
        `with o as (insert into orders (user_id, status, total, created_at)
                    values ($1, 'completed', $2, now() - make_interval(days => $3)) returning id)
         insert into order_items (order_id, course_id, name, total) select id, $4, $5, $2 from o`,
        [me.id, total, daysAgo, courseId, name],
      );
    await order(399, 10, 'OSP – 1 měsíc', null);
    await order(990, 2, 'OSP – 3 měsíce', null);
    const orders = ordersApi.listOrders.response.parse((await api.get('/orders', me.token)).json());
    expect(orders.map((o) => [o.total_rendered, o.items.map((i) => [i.id, i.name])])).toEqual([
      [`990${NBSP}Kč`, [[null, 'OSP – 3 měsíce']]],
      [`399${NBSP}Kč`, [[null, 'OSP – 1 měsíc']]],
    ]);
    expect(Date.parse(orders[0]!.date)).toBeGreaterThan(Date.parse(orders[1]!.date));
  });

  it('shows nobody else’s orders; a refunded order shows as cancelled', async () => {
    const me = await makeLearner(t);
    expect((await api.get('/orders', me.token)).json()).toEqual([]);
    await t.db.query(`insert into orders (user_id, status, total) values ($1, 'refunded', 0)`, [me.id]);
    const [order] = (await api.get('/orders', me.token)).json();
    expect(order).toMatchObject({ status: 'cancelled', total: 0, total_rendered: `0${NBSP}Kč`, items: [] });
  });

  it('needs a login, and valid paging', async () => {
    expect((await api.get('/orders')).statusCode).toBe(401);
    const me = await makeLearner(t);
    expect((await api.get('/orders?page=0', me.token)).statusCode).toBe(400);
  });
});
