import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api';
import { createQueryClient } from '../../../lib/query/query-client';
import { createAppStore, type KnownSubscription } from '../../../lib/store';
import { makeToken } from '../../../test/fetch-stub';
import { jana, SITE } from '../../../test/fixtures';
import { studyPlanKeys } from '../api/subscriptions-query';
import { subscriptionOf } from '../plans-fixtures';
import { syncSubscriptions, SUBSCRIPTION_CHECK_TIMEOUT_MS } from './sync-subscriptions';

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
};

/** A server that never answers the plans: the request ends only when it is aborted. */
const silentPlans: typeof fetch = (input, init = {}) => {
  if (String(input).includes('/users/subscriptions'))
    return new Promise((_, reject) =>
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );
  return Promise.resolve(new Response('{}', { status: 404 }));
};

const known: KnownSubscription = {
  userId: 7,
  purchase: 'cz.studovna.osp',
  status: 'active',
  expiresAt: '2030-01-01T00:00:00.000Z',
};

describe('the active-subscription check', () => {
  it('gives up after 15 s by default', () => {
    expect(SUBSCRIPTION_CHECK_TIMEOUT_MS).toBe(15000);
  });

  it('keeps the previous state and records when the plans do not arrive in time', async () => {
    const store = createAppStore('localhost', memory());
    store.getState().setToken(makeToken(86400));
    store.getState().setUser(jana);
    store.getState().setSubscriptionState(7, { '41': known });
    const record = {
      userId: 7,
      purchase: 'cz.studovna.osp',
      receipt: '41',
      timeStamp: 1,
      receivedPremiums: ['osp'],
    };
    store.getState().recordPurchase(record);
    const queryClient = createQueryClient({ retry: false });
    const api = createApiClient({
      baseUrl: SITE.site,
      fetch: silentPlans,
      getToken: () => store.getState().user.token,
      warn: () => {},
    });

    const started = Date.now();
    const report = await syncSubscriptions({ api, store, queryClient, timeoutMs: 50 });

    expect(Date.now() - started).toBeLessThan(5000);
    expect(report).toBeNull();
    expect(store.getState().subscription).toEqual({ records: [record], state: { '41': known } });
    expect(queryClient.getQueryData(studyPlanKeys.subscriptions(7))).toBeUndefined();
  });

  it('replaces what is known about the learner’s plans when they arrive', async () => {
    const store = createAppStore('localhost', memory());
    store.getState().setToken(makeToken(86400));
    store.getState().setUser(jana);
    store.getState().setSubscriptionState(7, { '41': known });
    store.getState().setSubscriptionState(8, { '50': { ...known, userId: 8 } });
    const plans = [subscriptionOf(41, 'osp', 'expired', { from: -30, to: 0 })];
    const api = createApiClient({
      baseUrl: SITE.site,
      fetch: async (input) =>
        String(input).includes('/users/subscriptions')
          ? new Response(JSON.stringify(plans), { status: 200 })
          : new Response('{}', { status: 404 }),
      getToken: () => store.getState().user.token,
      warn: () => {},
    });

    const report = await syncSubscriptions({ api, store, queryClient: createQueryClient({ retry: false }) });

    expect(report).toEqual({ added: null, justBought: false, expired: false });
    expect(store.getState().subscription.state).toEqual({
      '41': { userId: 7, purchase: 'cz.studovna.osp', status: 'expired', expiresAt: plans[0]!.expires_at },
      '50': { ...known, userId: 8 },
    });
  });

  it('is cleared by logout', () => {
    const store = createAppStore('localhost', memory());
    store.getState().setToken(makeToken(86400));
    store.getState().setUser(jana);
    store.getState().setSubscriptionState(7, { '41': known });
    store.getState().recordPurchase({
      userId: 7,
      purchase: 'cz.studovna.osp',
      receipt: '41',
      timeStamp: 1,
      receivedPremiums: [],
    });
    store.getState().logout();
    expect(store.getState().subscription).toEqual({ records: [], state: {} });
  });

  it('is persisted with the rest of the store', () => {
    const storage = memory();
    const store = createAppStore('localhost', storage);
    store.getState().recordPurchase({
      userId: 7,
      purchase: 'cz.studovna.tsp',
      receipt: '3',
      timeStamp: 1,
      receivedPremiums: ['tsp'],
    });
    expect(createAppStore('localhost', storage).getState().subscription.records).toHaveLength(1);
  });
});
