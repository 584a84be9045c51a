import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionsApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, type Caller, type TestLearner } from '../../../test/course-fixtures';
import { manualClock } from '../../lib/clock';
import { capabilitiesOf, grant, sendCommands, subscriptionsOf } from './subscriptions-test-kit';

/** POST /users/subscription: the app's purchase record (SPEC §4, §8) confirms or ends premium codes. */
describe.each(testDatabases)('users/subscription on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  const clock = manualClock(new Date('2030-09-01T09:00:00.000Z'));
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock });
    api = caller(t);
  });
  afterAll(() => t.close());

  const storedPlans = (me: TestLearner) =>
    t.db.query('select id, family, source, ended_at from subscriptions where user_id = $1 order by id', [
      me.id,
    ]);

  it('a guest gets 401 and nothing changes', async () => {
    const res = await api.post('/users/subscription', {
      id: 1,
      subscriptions: [{ code: 'osp', command: 'remove' }],
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'rest_not_logged_in',
      message: 'Akce vyžaduje přihlášený účet',
    });
  });

  it('another learner’s id is refused with 403 and their plan stays', async () => {
    const owner = await makeLearner(t);
    const me = await makeLearner(t);
    await grant(t, owner, 'osp-1-mesic', 'android');
    const before = await storedPlans(owner);
    const res = await sendCommands(api, me, [{ code: 'osp', command: 'remove' }], owner.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'rest_user_cannot_edit', data: { status: 403 } });
    expect(await storedPlans(owner)).toEqual(before);
    expect((await capabilitiesOf(api, owner)).caps).toEqual({ osp: true });
  });

  it('a code that is no plan family is 400 subscription.unknown, and no other command of it applies', async () => {
    const me = await makeLearner(t);
    await grant(t, me, 'zsv-1-tyden', 'android');
    for (const code of ['premium', 'OSP', 'cz.studovna.osp', 'premium_zsv']) {
      const res = await sendCommands(api, me, [
        { code: 'zsv', command: 'remove' },
        { code, command: 'add' },
      ]);
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toEqual({
        code: 'subscription_unknown',
        message: 'Takový studijní plán neexistuje.',
        data: { status: 400, code },
      });
    }
    expect((await subscriptionsOf(api, me)).map((s) => s.status)).toEqual(['active']);
    const english = await api.post(
      '/users/subscription',
      { id: me.id, subscriptions: [{ code: 'xyz', command: 'add' }] },
      me.token,
      { 'client-locale': 'en' },
    );
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe('No such study plan exists.');
  });

  it('add without a purchase is 403 subscription.notPurchased: a client cannot grant itself premium', async () => {
    const me = await makeLearner(t);
    const res = await sendCommands(api, me, [{ code: 'tsp', command: 'add' }]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'subscription_not_purchased',
      message: 'K tomuto studijnímu plánu nemáš žádný platný nákup.',
      data: { status: 403 },
    });
    expect(await storedPlans(me)).toEqual([]);
    expect((await capabilitiesOf(api, me)).caps).toEqual({});

    // holding another family's plan is no purchase of this one
    await grant(t, me, 'osp-1-den', 'web');
    expect((await sendCommands(api, me, [{ code: 'tsp', command: 'add' }])).statusCode).toBe(403);
  });

  it('add with a purchase answers 200 with the caps held', async () => {
    const me = await makeLearner(t);
    await grant(t, me, 'zsv-1-den', 'web');
    const res = await sendCommands(api, me, [{ code: 'zsv', command: 'add' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(subscriptionsApi.updateSubscription.response.parse(res.json())).toEqual({
      caps: { zsv: true },
      data: { status: 200 },
    });
  });

  it('remove ends a plan bought in an app store, but not one bought on the website', async () => {
    const android = await makeLearner(t);
    await grant(t, android, 'tsp-1-mesic', 'android');
    clock.advance(3600_000);
    const removed = await sendCommands(api, android, [{ code: 'tsp', command: 'remove' }]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ caps: {}, data: { status: 200 } });
    expect((await capabilitiesOf(api, android)).caps).toEqual({});
    const [ended] = await subscriptionsOf(api, android);
    expect(ended).toMatchObject({ status: 'ended', ended_at: clock.now().toISOString() });
    // once ended, another plan can be bought
    await grant(t, android, 'osp-1-den', 'ios');
    expect((await capabilitiesOf(api, android)).caps).toEqual({ osp: true });

    const web = await makeLearner(t);
    await grant(t, web, 'tsp-1-mesic', 'web');
    const kept = await sendCommands(api, web, [{ code: 'tsp', command: 'remove' }]);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ caps: { tsp: true }, data: { status: 200 } });
    expect((await subscriptionsOf(api, web)).map((s) => s.status)).toEqual(['active']);
  });

  it('commands apply together or not at all: a refused add keeps the plan a remove would end', async () => {
    const me = await makeLearner(t);
    await grant(t, me, 'zsv-1-mesic', 'ios');
    const res = await sendCommands(api, me, [
      { code: 'zsv', command: 'remove' },
      { code: 'osp', command: 'add' },
    ]);
    expect(res.statusCode).toBe(403);
    expect((await subscriptionsOf(api, me)).map((s) => [s.status, s.ended_at])).toEqual([['active', null]]);
    expect((await capabilitiesOf(api, me)).caps).toEqual({ zsv: true });
  });

  it('an empty list of commands is refused as invalid input', async () => {
    const me = await makeLearner(t);
    const res = await sendCommands(api, me, []);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'rest_invalid_param' });
  });
});
