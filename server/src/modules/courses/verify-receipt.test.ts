import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, type Caller } from '../../../test/course-fixtures';

const RECEIPT = {
  'receipt-data': JSON.stringify({
    packageName: 'cz.studovna',
    productId: 'cz.studovna.osp',
    purchaseToken: 'token-from-the-store',
  }),
  'is-ios': false,
  'product-id': 'cz.studovna.osp',
};

/** POST /courses/verify-receipt: the stores cannot be reached, so the answer says where plans are bought. */
describe.each(testDatabases)('courses/verify-receipt on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
  });
  afterAll(() => t.close());

  const recorded = async (userId: number) => ({
    orders: await t.db.query('select id from orders where user_id = $1', [userId]),
    plans: await t.db.query('select id from subscriptions where user_id = $1', [userId]),
  });

  it('answers 501 with a Czech message pointing to the website; nothing is recorded', async () => {
    const me = await makeLearner(t);
    const res = await api.post('/courses/verify-receipt', RECEIPT, me.token);
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({
      code: 'receipt_store_unavailable',
      message:
        'Nákupy z obchodů s aplikacemi tu ověřit nemůžeme. Studijní plán si kup na webu, na stránce Studijní plány.',
      data: { status: 501 },
    });
    const english = await api.post('/courses/verify-receipt', RECEIPT, me.token, { 'client-locale': 'en' });
    expect(english.statusCode).toBe(501);
    expect(english.json().message).toContain('Study plans page');
    expect(await recorded(me.id)).toEqual({ orders: [], plans: [] });
    expect((await api.get(`/users/user_capabilities?id=${me.id}`, me.token)).json().caps).toEqual({});
  });

  it('validates the body first: a receipt without its data is 400', async () => {
    const me = await makeLearner(t);
    const res = await api.post('/courses/verify-receipt', { 'is-ios': true }, me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { 'body.receipt-data': expect.any(String) } },
    });
  });

  it('a guest gets 401', async () => {
    const res = await api.post('/courses/verify-receipt', RECEIPT);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'rest_not_logged_in' });
  });
});
