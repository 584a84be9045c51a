import { describe, expect, it } from 'vitest';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { jana } from '../../test/fixtures';
import { makeToken } from '../../test/fetch-stub';
import { memoryStorage } from '../../test/memory-storage';
import { createAppStore, selectPersistedClient, STORE_VERSION } from './app-store';

const query = (queryKey: unknown[], data: unknown) => ({
  queryKey,
  queryHash: JSON.stringify(queryKey),
  dehydratedAt: 1,
  state: {
    data,
    dataUpdateCount: 1,
    dataUpdatedAt: 1,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    status: 'success' as const,
    fetchStatus: 'idle' as const,
  },
});

const client = (queries: ReturnType<typeof query>[]): PersistedClient => ({
  timestamp: 1,
  buster: '1.0.0',
  clientState: { mutations: [], queries },
});

const persistedOf = (data: Map<string, string>) =>
  JSON.parse(data.get('localhost') ?? '{}') as { state: Record<string, unknown>; version: number };

describe('persisted slices (SPEC §3)', () => {
  it('keeps debug, user, wishlist, pins, cached, app, failed and subscription under the site key, never form or category', () => {
    const memory = memoryStorage();
    const store = createAppStore('localhost', memory.storage);
    store.getState().setToken(makeToken(86400));
    store.getState().setUser(jana);
    store.getState().selectCategory('osp');
    store.getState().setRegisterDraft({ username: 'nova', email: 'nova@example.cz', termsAccepted: true });

    const saved = persistedOf(memory.data);
    expect(Object.keys(saved.state).sort()).toEqual(
      ['app', 'cached', 'debug', 'failed', 'pins', 'subscription', 'user', 'wishlist'].sort(),
    );
    expect(saved.version).toBe(STORE_VERSION);
    expect(memory.data.get('localhost')).not.toContain('nova@example.cz');

    const again = createAppStore('localhost', memory.storage).getState();
    expect(again.user.info).toEqual(jana);
    expect(again.category).toEqual({ slug: null, showDetails: false });
    expect(again.form.register.username).toBe('');
  });

  it('keeps the wishlist and the Board apart from the other cached queries, never the open course, and restores them together', () => {
    const memory = memoryStorage();
    const store = createAppStore('localhost', memory.storage);
    const wishlist = query(['wishlist'], [{ id: 1 }]);
    const pins = query(['board', 'pins', 7, 'all'], [{ id: 3 }]);
    const courses = query(['courses', 'list'], []);
    const course = query(['courses', 'detail', 1], { id: 1 });
    store.getState().setCached(client([wishlist, courses, course, pins]));

    const state = persistedOf(memory.data).state;
    expect(state.wishlist).toEqual([wishlist]);
    expect(state.pins).toEqual([pins]);
    expect((state.cached as PersistedClient).clientState.queries).toEqual([courses]);

    const restored = selectPersistedClient(createAppStore('localhost', memory.storage).getState());
    expect(restored?.clientState.queries.map((q) => q.queryKey)).toEqual([
      ['courses', 'list'],
      ['wishlist'],
      ['board', 'pins', 7, 'all'],
    ]);
    expect(restored?.buster).toBe('1.0.0');
  });

  it('forgets the pins, the wishlist and the caches on logout', () => {
    const store = createAppStore('localhost', memoryStorage().storage);
    store.getState().setToken(makeToken(86400));
    store.getState().setUser(jana);
    store.getState().setCached(client([query(['wishlist'], []), query(['board', 'due', 7, 'all'], 2)]));
    store.getState().logout();
    const { wishlist, pins, cached, user } = store.getState();
    expect({ wishlist, pins, cached, token: user.token }).toEqual({
      wishlist: [],
      pins: [],
      cached: null,
      token: null,
    });
  });

  it('brings what version 1 stored to the new slices, keeping the login, queued actions and cache', () => {
    const token = makeToken(86400);
    const failed = [
      {
        id: 'a-1',
        endpoint: 'quiz.finish',
        request: { body: { id: 5 } },
        userId: 7,
        critical: true,
        attempts: 0,
        queuedAt: 1,
      },
    ];
    const v1 = {
      version: 1,
      state: {
        session: {
          token,
          user: jana,
          caps: { osp: true },
          roles: {},
          capabilitiesTStamp: 5,
          recentSearch: ['a'],
        },
        category: { slug: 'osp', showDetails: true },
        flags: { sessionExpiryCheck: false },
        locale: 'en',
        cached: client([query(['wishlist'], [{ id: 2 }]), query(['lessons', 4], { id: 4 })]),
        recentlyViewed: [],
        debug: { logs: [] },
        subscription: { records: [], state: {} },
        failed,
      },
    };
    const memory = memoryStorage({ localhost: JSON.stringify(v1) });
    const state = createAppStore('localhost', memory.storage).getState();

    expect(state.user).toMatchObject({ token, info: jana, caps: { osp: true }, recentSearch: ['a'] });
    expect(state.app).toEqual({
      flags: { sessionExpiryCheck: false, theme: 'system' },
      locale: 'en',
      recentlyViewed: [],
    });
    expect(state.failed).toEqual(failed);
    expect(state.wishlist.map((q) => q.queryKey)).toEqual([['wishlist']]);
    expect(state.cached?.clientState.queries.map((q) => q.queryKey)).toEqual([['lessons', 4]]);
    expect(state.category).toEqual({ slug: null, showDetails: false });
    expect(persistedOf(memory.data).state).not.toHaveProperty('session');
  });

  it('gives what version 2 stored the theme of the system, keeping the rest of its flags', () => {
    const v2 = {
      version: 2,
      state: {
        user: { token: null, info: null, caps: {}, roles: {}, capabilitiesTStamp: null, recentSearch: [] },
        app: { flags: { sessionExpiryCheck: false }, locale: 'en', recentlyViewed: [] },
      },
    };
    const memory = memoryStorage({ localhost: JSON.stringify(v2) });
    const state = createAppStore('localhost', memory.storage).getState();
    expect(state.app).toEqual({
      flags: { sessionExpiryCheck: false, theme: 'system' },
      locale: 'en',
      recentlyViewed: [],
    });
  });
});
