import { createStore, type StoreApi } from 'zustand/vanilla';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import type { Locale } from '@studovna/core';
import type { User } from '@studovna/core/contract';
import { DEFAULT_THEME } from '@studovna/core/contract/routes';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { appendLogLine, type LogLine } from '../logs/log-buffer';
import type { FailedAction } from '../sync/failed-action';
import { EMPTY_REGISTER_DRAFT, type RegisterDraft } from './form-slice';
import { joinCachedQueries, splitCachedQueries } from './cached-queries';
import type { AppData, AppFlags, CategorySelection, PersistedData, UserSlice } from './app-data';
import { migratePersisted } from './migrate-persisted';
import { addRecentlyViewedEntry, recentlyViewedOf, type RecentlyViewedEntry } from './recently-viewed';
import {
  initialSubscription,
  withoutPurchase,
  withPurchase,
  withSubscriptionState,
  type KnownSubscription,
  type PurchaseRecord,
} from './subscription';

export type {
  UserSlice,
  CategorySelection,
  AppFlags,
  AppSlice,
  DebugState,
  FormSlice,
  AppData,
  PersistedData,
} from './app-data';

export interface AppActions {
  setToken(token: string): void;
  setUser(user: User): void;
  setCapabilities(caps: UserSlice['caps'], roles: UserSlice['roles'], at: number): void;
  selectCategory(slug: string, showDetails?: boolean): void;
  setShowDetails(showDetails: boolean): void;
  addRecentSearch(text: string): void;
  clearRecentSearch(): void;
  setFlag<K extends keyof AppFlags>(name: K, value: AppFlags[K]): void;
  setLocale(locale: Locale): void;
  /** Keeps a dehydrated query cache: the wishlist and the Board go to their own slices. */
  setCached(cached: PersistedClient | null): void;
  /** Puts the item first (once per learner and item), keeping the newest few of that learner. */
  addRecentlyViewed(entry: RecentlyViewedEntry): void;
  /** Appends a log line with tokens and passwords hidden, keeping the newest lines. */
  addLog(line: LogLine): void;
  setRegisterDraft(draft: RegisterDraft): void;
  /** Records a plan that became active (replacing an earlier record of the same receipt). */
  recordPurchase(record: PurchaseRecord): void;
  dropPurchase(userId: number, receipt: string): void;
  /** What the server said last about the learner's plans, by plan id. */
  setSubscriptionState(userId: number, state: Record<string, KnownSubscription>): void;
  /** Queues an action at the end (the same id again replaces nothing). */
  addFailed(action: FailedAction): void;
  updateFailed(id: string, change: Partial<Pick<FailedAction, 'attempts'>>): void;
  removeFailed(id: string): void;
  /**
   * SPEC §4: clears the user (token, capabilities, recent searches), the selected category, the pins,
   * the wishlist, every cache and the subscription records.
   * Queued actions stay: they belong to their learner and are sent when that learner logs in again.
   * Recently viewed items stay (SPEC §9: they never expire); they belong to their learner and are shown
   * to nobody else, and come back when that learner logs in again. The log stays for support.
   */
  logout(): void;
}

export type AppState = AppData & AppActions;
export type AppStore = StoreApi<AppState>;

export const RECENT_SEARCH_LIMIT = 10;

export const initialUser = (): UserSlice => ({
  token: null,
  info: null,
  caps: {},
  roles: {},
  capabilitiesTStamp: null,
  recentSearch: [],
});

const initialCategory = (): CategorySelection => ({ slug: null, showDetails: false });

export const initialData = (): AppData => ({
  user: initialUser(),
  app: { flags: { sessionExpiryCheck: true, theme: DEFAULT_THEME }, locale: 'cs', recentlyViewed: [] },
  category: initialCategory(),
  form: { register: EMPTY_REGISTER_DRAFT },
  cached: null,
  wishlist: [],
  pins: [],
  debug: { logs: [] },
  subscription: initialSubscription(),
  failed: [],
});

export const STORE_VERSION = 3;

/**
 * The one persisted client store, saved under a single storage key named after the site domain
 * (ARCHITECTURE §4), with the slices of SPEC §3. `locale` is the language while the storage holds
 * none (a first visit); a stored `app` slice brings its own.
 */
export function createAppStore(storageKey: string, storage?: StateStorage, locale?: Locale): AppStore {
  const initial = initialData();
  return createStore<AppState>()(
    persist(
      (set) => ({
        ...initial,
        app: { ...initial.app, locale: locale ?? initial.app.locale },
        setToken: (token) => set((s) => ({ user: { ...s.user, token } })),
        setUser: (info) => set((s) => ({ user: { ...s.user, info } })),
        setCapabilities: (caps, roles, at) =>
          set((s) => ({ user: { ...s.user, caps, roles, capabilitiesTStamp: at } })),
        selectCategory: (slug, showDetails = true) => set({ category: { slug, showDetails } }),
        setShowDetails: (showDetails) => set((s) => ({ category: { ...s.category, showDetails } })),
        addRecentSearch: (text) =>
          set((s) => {
            const value = text.trim();
            if (!value) return s;
            const rest = s.user.recentSearch.filter((item) => item !== value);
            return { user: { ...s.user, recentSearch: [value, ...rest].slice(0, RECENT_SEARCH_LIMIT) } };
          }),
        clearRecentSearch: () => set((s) => ({ user: { ...s.user, recentSearch: [] } })),
        setFlag: (name, value) =>
          set((s) => ({ app: { ...s.app, flags: { ...s.app.flags, [name]: value } } })),
        setLocale: (locale) => set((s) => ({ app: { ...s.app, locale } })),
        setCached: (cached) => set(splitCachedQueries(cached)),
        addRecentlyViewed: (entry) =>
          set((s) => ({
            app: { ...s.app, recentlyViewed: addRecentlyViewedEntry(s.app.recentlyViewed, entry) },
          })),
        addLog: (line) =>
          set((s) => ({ debug: { logs: appendLogLine(s.debug.logs, line, [s.user.token]) } })),
        setRegisterDraft: (register) => set((s) => ({ form: { ...s.form, register } })),
        recordPurchase: (record) => set((s) => ({ subscription: withPurchase(s.subscription, record) })),
        dropPurchase: (userId, receipt) =>
          set((s) => ({ subscription: withoutPurchase(s.subscription, userId, receipt) })),
        setSubscriptionState: (userId, state) =>
          set((s) => ({ subscription: withSubscriptionState(s.subscription, userId, state) })),
        addFailed: (action) =>
          set((s) => (s.failed.some((a) => a.id === action.id) ? s : { failed: [...s.failed, action] })),
        updateFailed: (id, change) =>
          set((s) => ({ failed: s.failed.map((a) => (a.id === id ? { ...a, ...change } : a)) })),
        removeFailed: (id) => set((s) => ({ failed: s.failed.filter((a) => a.id !== id) })),
        logout: () =>
          set({
            user: initialUser(),
            category: initialCategory(),
            ...splitCachedQueries(null),
            subscription: initialSubscription(),
          }),
      }),
      {
        name: storageKey,
        version: STORE_VERSION,
        storage: createJSONStorage(() => storage ?? localStorage),
        migrate: (persisted, version) => migratePersisted(persisted, version),
        partialize: ({ debug, user, wishlist, pins, cached, app, failed, subscription }): PersistedData => ({
          debug,
          user,
          wishlist,
          pins,
          cached,
          app,
          failed,
          subscription,
        }),
      },
    ),
  );
}

export const selectIsLoggedIn = (state: AppData): boolean => Boolean(state.user.token && state.user.info);

/** Role keys containing "premium" mark active study plans (SPEC §3). */
export const selectPremiumRoles = (state: AppData): { key: string; name: string }[] =>
  Object.entries(state.user.roles)
    .filter(([key]) => key.includes('premium'))
    .map(([key, role]) => ({ key, name: role.name }));

/** The recently viewed items of the logged-in learner, newest first (none for a guest). */
export const selectRecentlyViewed = (state: AppData): RecentlyViewedEntry[] =>
  recentlyViewedOf(state.app.recentlyViewed, state.user.token ? state.user.info?.id : null);

/** The query cache kept across reloads: the `cached`, `wishlist` and `pins` slices together. */
export const selectPersistedClient = (state: AppData): PersistedClient | undefined =>
  joinCachedQueries(state);
