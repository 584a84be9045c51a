import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ordersApi, subscriptionsApi, usersApi } from '@studovna/core/contract';
import { manualClock } from '../../lib/clock';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, type Caller, type TestLearner } from '../../../test/course-fixtures';
import {
  csrfOf,
  expectValidPage,
  planIdOf,
  siteBrowser,
  signInFromApp,
  textOf,
  type SiteBrowser,
} from './site-test-kit';

const ONLY_ONE =
  'Najednou může být aktivní jen jeden studijní plán. Další si můžeš koupit, až ten současný skončí.';

describe.each(testDatabases)('website checkout with the demo provider, on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  const clock = manualClock(new Date('2026-03-10T09:30:00Z'));
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock });
    api = caller(t);
  });
  beforeEach(() => clock.set(new Date('2026-03-10T09:30:00Z')));
  afterAll(() => t.close());

  async function signedIn(): Promise<{ me: TestLearner; browser: SiteBrowser; csrf: string }> {
    const me = await makeLearner(t);
    const browser = siteBrowser(t);
    await signInFromApp(t, browser, me.token);
    return { me, browser, csrf: csrfOf((await browser.get('/studijni-plany/')).body) };
  }

  /** Chooses a plan on the plans page; answers the demo checkout's id. */
  async function order(browser: SiteBrowser, csrf: string, slug: string): Promise<string> {
    const res = await browser.post('/studijni-plany/objednat', {
      plan_id: String(await planIdOf(t, slug)),
      csrf,
    });
    expect(res.statusCode).toBe(303);
    const match = /^\/pokladna\/demo\/([a-f0-9]{32})$/.exec(String(res.headers.location));
    expect(match).not.toBeNull();
    return match![1]!;
  }

  const checkoutsOf = (userId: number) =>
    t.db.query<{ status: string; amount: number; provider: string }>(
      'select status, amount, provider from checkouts where user_id = $1 order by created_at',
      [userId],
    );
  const subscriptionsOf = (userId: number) =>
    t.db.query<{ family: string }>('select family from subscriptions where user_id = $1', [userId]);

  it('buying ZSV for a month: the demo checkout, then the plan in the app and the order in My orders', async () => {
    const { me, browser, csrf } = await signedIn();
    const id = await order(browser, csrf, 'zsv-1-mesic');
    expect(await checkoutsOf(me.id)).toEqual([{ status: 'pending', amount: 399, provider: 'demo' }]);

    const checkout = await browser.get(`/pokladna/demo/${id}`);
    expect(checkout.statusCode).toBe(200);
    const text = textOf(checkout.body);
    expect(text).toContain('Toto je jen ukázka platby. Nic se neplatí');
    expect(text).toContain('ZSV – 1 měsíc');
    expect(text).toContain('Cena 399 Kč');
    expect(checkout.body).toContain(`action="/pokladna/demo/${id}/zaplatit"`);
    expect(checkout.body).toContain('>Zaplatit (ukázka)</button>');
    expect(checkout.body).toContain('>Zrušit</button>');
    expectValidPage(checkout.body);

    const paid = await browser.post(`/pokladna/demo/${id}/zaplatit`, { csrf });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/studijni-plany/hotovo/${id}`);
    const done = await browser.get(`/studijni-plany/hotovo/${id}`);
    expect(done.statusCode).toBe(200);
    expect(textOf(done.body)).toContain('Studijní plán je aktivní. Příjemné studium!');
    expect(textOf(done.body)).toContain('Plán ZSV – 1 měsíc platí do 10. 4. 2026 11:30.');
    expect(done.body).toContain(
      '<a target="_top" class="button button-large" href="http://app.localhost:3000/">Zpět do aplikace</a>',
    );
    expectValidPage(done.body);

    const caps = usersApi.userCapabilities.response.parse(
      (await api.get('/users/user_capabilities', me.token)).json(),
    );
    expect(caps.caps.zsv).toBe(true);
    expect(caps.caps.osp).toBeFalsy();
    const subs = subscriptionsApi.listSubscriptions.response.parse(
      (await api.get('/users/subscriptions', me.token)).json(),
    );
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({
      status: 'active',
      source: 'web',
      plan: { slug: 'zsv-1-mesic' },
      starts_at: '2026-03-10T09:30:00.000Z',
      expires_at: '2026-04-10T09:30:00.000Z',
    });
    const orders = ordersApi.listOrders.response.parse((await api.get('/orders', me.token)).json());
    expect(orders.map((o) => [o.status, o.total, o.items])).toEqual([
      ['completed', 399, [{ id: null, name: 'ZSV – 1 měsíc' }]],
    ]);
    const [row] = await t.db.query<{ payment_ref: string }>(
      'select payment_ref from subscriptions where user_id = $1',
      [me.id],
    );
    expect(row!.payment_ref).toBe(id);

    const plans = await browser.get('/studijni-plany/');
    expect(textOf(plans.body)).toContain('Tvůj aktivní plán: ZSV – 1 měsíc Platí do 10. 4. 2026 11:30.');
    expect(plans.body.match(new RegExp(ONLY_ONE, 'g'))).toHaveLength(3);
    expect(plans.body).not.toContain('>Koupit<');
    expect(plans.body).toContain('ZSV – Základy společenských věd <span class="badge">Aktivní</span>');
    expectValidPage(plans.body);
  });

  it('paying twice creates one plan and one order', async () => {
    const { me, browser, csrf } = await signedIn();
    const id = await order(browser, csrf, 'osp-1-tyden');
    const [first, second] = await Promise.all([
      browser.post(`/pokladna/demo/${id}/zaplatit`, { csrf }),
      browser.post(`/pokladna/demo/${id}/zaplatit`, { csrf }),
    ]);
    const third = await browser.post(`/pokladna/demo/${id}/zaplatit`, { csrf });
    for (const res of [first, second, third])
      expect(res.headers.location).toBe(`/studijni-plany/hotovo/${id}`);
    expect(await subscriptionsOf(me.id)).toEqual([{ family: 'osp' }]);
    expect((await api.get('/orders', me.token)).json()).toHaveLength(1);
    expect(await checkoutsOf(me.id)).toEqual([{ status: 'paid', amount: 149, provider: 'demo' }]);
    // a paid checkout's page leads to its result, and cancelling it changes nothing
    expect((await browser.get(`/pokladna/demo/${id}`)).headers.location).toBe(`/studijni-plany/hotovo/${id}`);
    await browser.post(`/pokladna/demo/${id}/zrusit`, { csrf });
    expect(await checkoutsOf(me.id)).toEqual([{ status: 'paid', amount: 149, provider: 'demo' }]);
  });

  it('another learner’s checkout is not found, and paying it from another account does nothing', async () => {
    const owner = await signedIn();
    const id = await order(owner.browser, owner.csrf, 'tsp-1-den');
    const other = await signedIn();
    const page = await other.browser.get(`/pokladna/demo/${id}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Stránka nenalezena');
    expect((await other.browser.post(`/pokladna/demo/${id}/zaplatit`, { csrf: other.csrf })).statusCode).toBe(
      404,
    );
    expect((await other.browser.post(`/pokladna/demo/${id}/zrusit`, { csrf: other.csrf })).statusCode).toBe(
      404,
    );
    expect((await other.browser.get(`/studijni-plany/hotovo/${id}`)).statusCode).toBe(404);
    expect((await other.browser.get('/pokladna/demo/neexistuje')).statusCode).toBe(404);
    expect(await checkoutsOf(owner.me.id)).toEqual([{ status: 'pending', amount: 39, provider: 'demo' }]);
    expect(await subscriptionsOf(other.me.id)).toEqual([]);
    // a guest is sent to sign in
    const guest = await siteBrowser(t).get(`/pokladna/demo/${id}`);
    expect(guest.statusCode).toBe(303);
    expect(guest.headers.location).toBe('/studijni-plany/#prihlaseni');
  });

  it('a form without this session’s token, or sent from another site, is refused and changes nothing', async () => {
    const { me, browser, csrf } = await signedIn();
    const planId = String(await planIdOf(t, 'zsv-1-den'));
    const missing = await browser.post('/studijni-plany/objednat', { plan_id: planId });
    expect(missing.statusCode).toBe(403);
    expect(textOf(missing.body)).toContain('Formulář už neplatí');
    expectValidPage(missing.body);
    const stranger = await signedIn();
    expect(
      (await browser.post('/studijni-plany/objednat', { plan_id: planId, csrf: stranger.csrf })).statusCode,
    ).toBe(403);
    expect(
      (await browser.post('/studijni-plany/objednat', { plan_id: planId, csrf: `${csrf}x` })).statusCode,
    ).toBe(403);
    const foreign = await browser.post(
      '/studijni-plany/objednat',
      { plan_id: planId, csrf },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    expect(await checkoutsOf(me.id)).toEqual([]);

    const id = await order(browser, csrf, 'zsv-1-den');
    expect((await browser.post(`/pokladna/demo/${id}/zaplatit`, {})).statusCode).toBe(403);
    expect((await browser.post(`/pokladna/demo/${id}/zaplatit`, { csrf: stranger.csrf })).statusCode).toBe(
      403,
    );
    expect((await browser.post(`/pokladna/demo/${id}/zrusit`, { csrf }, { origin: 'null' })).statusCode).toBe(
      403,
    );
    expect(await checkoutsOf(me.id)).toEqual([{ status: 'pending', amount: 39, provider: 'demo' }]);
    expect(await subscriptionsOf(me.id)).toEqual([]);
  });

  it('cancelling grants nothing and the plans page says the purchase was not completed', async () => {
    const { me, browser, csrf } = await signedIn();
    const id = await order(browser, csrf, 'osp-3-mesice');
    const cancelled = await browser.post(`/pokladna/demo/${id}/zrusit`, { csrf });
    expect(cancelled.headers.location).toBe(`/studijni-plany/hotovo/${id}`);
    const result = await browser.get(`/studijni-plany/hotovo/${id}`);
    expect(result.statusCode).toBe(303);
    expect(result.headers.location).toBe('/studijni-plany/?objednavka=zrusena');
    const page = await browser.get('/studijni-plany/?objednavka=zrusena');
    expect(page.body).toContain('<p class="notice notice-info" role="status">Tvůj nákup nebyl dokončen</p>');
    expect(page.body.match(/>Koupit</g)).toHaveLength(12);
    expect(await checkoutsOf(me.id)).toEqual([{ status: 'cancelled', amount: 990, provider: 'demo' }]);
    expect(await subscriptionsOf(me.id)).toEqual([]);
    expect((await api.get('/orders', me.token)).json()).toEqual([]);
    // paying a cancelled checkout afterwards changes nothing
    await browser.post(`/pokladna/demo/${id}/zaplatit`, { csrf });
    expect(await subscriptionsOf(me.id)).toEqual([]);
  });

  it('one plan at a time: buying is refused while a plan is active, and a second checkout fails', async () => {
    const { me, browser, csrf } = await signedIn();
    const first = await order(browser, csrf, 'osp-1-den');
    const second = await order(browser, csrf, 'tsp-1-tyden');
    await browser.post(`/pokladna/demo/${first}/zaplatit`, { csrf });

    const paid = await browser.post(`/pokladna/demo/${second}/zaplatit`, { csrf });
    expect(paid.headers.location).toBe(`/studijni-plany/hotovo/${second}`);
    const failed = await browser.get(`/studijni-plany/hotovo/${second}`);
    expect(failed.body).toMatch(/<h1>Nepodařilo se dokončit objednávku<\/h1>/);
    expect(textOf(failed.body)).toContain(ONLY_ONE);
    expectValidPage(failed.body);
    // both began at the same moment (the clock stands still): which is which by its price, not by its place
    expect(new Map((await checkoutsOf(me.id)).map((c) => [c.amount, c.status]))).toEqual(
      new Map([
        [39, 'paid'],
        [149, 'failed'],
      ]),
    );
    expect(await subscriptionsOf(me.id)).toEqual([{ family: 'osp' }]);
    expect((await api.get('/orders', me.token)).json()).toHaveLength(1);

    const again = await browser.post('/studijni-plany/objednat', {
      plan_id: String(await planIdOf(t, 'zsv-1-mesic')),
      csrf,
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(`<p class="notice notice-error" role="alert">${ONLY_ONE}</p>`);
    expect(await checkoutsOf(me.id)).toHaveLength(2);

    // when the day is over the role is gone and plans can be bought again
    clock.advance(24 * 3600_000);
    const caps = usersApi.userCapabilities.response.parse(
      (await api.get('/users/user_capabilities', me.token)).json(),
    );
    expect(caps.caps.osp).toBeFalsy();
    expect((await browser.get('/studijni-plany/')).body.match(/>Koupit</g)).toHaveLength(12);
    await order(browser, csrf, 'zsv-1-mesic');
  });

  it('a guest who chooses a plan is sent to the login form, and back to the plan’s family after it', async () => {
    const browser = siteBrowser(t);
    const res = await browser.post('/studijni-plany/objednat', {
      plan_id: String(await planIdOf(t, 'zsv-1-tyden')),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/studijni-plany/?prihlasit=zsv#prihlaseni');
    const page = await browser.get('/studijni-plany/?prihlasit=zsv');
    expect(page.body).toContain('Pro nákup studijního plánu se nejdřív přihlas.');
    expect(page.body).toContain('<input type="hidden" name="zpet" value="zsv">');
    expect(
      await t.db.query('select 1 from checkouts where plan_id = $1', [await planIdOf(t, 'zsv-1-tyden')]),
    ).toEqual([]);
  });

  it('a plan that is not on sale cannot be ordered', async () => {
    const { me, browser, csrf } = await signedIn();
    for (const planId of ['99999', 'abc', '']) {
      const res = await browser.post('/studijni-plany/objednat', { plan_id: planId, csrf });
      expect(res.statusCode).toBe(400);
      expect(textOf(res.body)).toContain('Takový studijní plán neexistuje.');
    }
    const retired = await planIdOf(t, 'tsp-3-mesice');
    await t.db.query('update plans set active = false where id = $1', [retired]);
    try {
      const res = await browser.post('/studijni-plany/objednat', { plan_id: String(retired), csrf });
      expect(res.statusCode).toBe(400);
    } finally {
      await t.db.query('update plans set active = true where id = $1', [retired]);
    }
    expect(await checkoutsOf(me.id)).toEqual([]);
  });
});
