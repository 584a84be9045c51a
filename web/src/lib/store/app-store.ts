import { createStore, type StoreApi } from 'zustand/vanilla';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import type { Locale } from '@studovna/core';
import type { User } from '@studovna/core/contract';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { appendLogLine, type LogLine } from '../logs/log-buffer';
import type { FailedAction } from '../sync/failed-action';
import { addRecentlyViewedEntry, recentlyViewedOf, type RecentlyViewedEntry } from './recently-viewed';
import {
  initialSubscription,
  withoutPurchase,
  withPurchase,
  withSubscriptionState,
  type KnownSubscription,
  type PurchaseRecord,
  type SubscriptionSlice,
} from './subscription';

/** SPEC §3 user slice: token, user, premium caps and roles, when they were fetched, recent searches. */
export interface SessionState {
  token: string | null;
  user: User | null;
  caps: Record<string, boolean>;
  roles: Record<string, { name: string }>;
  capabilitiesTStamp: number | null;
  recentSearch: string[];
}

export interface CategorySelection {
  /** Slug of the selected course category. */
  slug: string | null;
  /** Subjects shows the course list (true) or the category overview (false). */
  showDetails: boolean;
}

export interface AppFlags {
  /** SPEC §4: the session-expiry check can be disabled. */
  sessionExpiryCheck: boolean;
}

/** SPEC §3 `debug` slice: the newest lines of the app's log, shared with support on request. */
export interface DebugState {
  logs: LogLine[];
}

export interface AppData {
  session: SessionState;
  category: CategorySelection;
  flags: AppFlags;
  locale: Locale;
  /** SPEC §3 "cached" slice: the dehydrated query cache with its lifetimes, so it survives a reload. */
  cached: PersistedClient | null;
  /** SPEC §3, §9: the learning items opened last, newest first, per learner; never expire. */
  recentlyViewed: RecentlyViewedEntry[];
  debug: DebugState;
  /** SPEC §3 `subscription` slice: purchase records and the last known state of the learner's plans. */
  subscription: SubscriptionSlice;
  /** SPEC §3 `failed` slice: learner actions waiting to reach the server, oldest first. */
  failed: FailedAction[];
}

export interface AppActions {
  setToken(token: string): void;
  setUser(user: User): void;
  setCapabilities(caps: SessionState['caps'], roles: SessionState['roles'], at: number): void;
  selectCategory(slug: string, showDetails?: boolean): void;
  setShowDetails(showDetails: boolean): void;
  addRecentSearch(text: string): void;
  setFlag<K extends keyof AppFlags>(name: K, value: AppFlags[K]): void;
  setLocale(locale: Locale): void;
  setCached(cached: PersistedClient | null): void;
  /** Puts the item first (once per learner and item), keeping the newest few of that learner. */
  addRecentlyViewed(entry: RecentlyViewedEntry): void;
  /** Appends a log line with tokens and passwords hidden, keeping the newest lines. */
  addLog(line: LogLine): void;
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
   * Clears the user, token, capabilities, recent searches, the selected category, the cached data and
   * the subscription records.
   * Queued actions stay: they belong to their learner and are sent when that learner logs in again.
   * Recently viewed items stay (SPEC §9: they never expire); they belong to their learner and are shown
   * to nobody else, and come back when that learner logs in again. The log stays for support.
   */
  logout(): void;
}

export type AppState = AppData & AppActions;
export type AppStore = StoreApi<AppState>;

export const RECENT_SEARCH_LIMIT = 10;

export const initialSession = (): SessionState => ({
  token: null,
  user: null,
  caps: {},
  roles: {},
  capabilitiesTStamp: null,
  recentSearch: [],
});

const initialCategory = (): CategorySelection => ({ slug: null, showDetails: false });

export const initialData = (): AppData => ({
  session: initialSession(),
  category: initialCategory(),
  flags: { sessionExpiryCheck: true },
  locale: 'cs',
  cached: null,
  recentlyViewed: [],
  debug: { logs: [] },
  subscription: initialSubscription(),
  failed: [],
});

/**
 * The one persisted client store (session, selected category, flags), saved under a single
 * storage key named after the site domain (ARCHITECTURE §4).
 */
export function createAppStore(storageKey: string, storage?: StateStorage): AppStore {
  return createStore<AppState>()(
    persist(
      (set) => ({
        ...initialData(),
        setToken: (token) => set((s) => ({ session: { ...s.session, token } })),
        setUser: (user) => set((s) => ({ session: { ...s.session, user } })),
        setCapabilities: (caps, roles, at) =>
          set((s) => ({ session: { ...s.session, caps, roles, capabilitiesTStamp: at } })),
        selectCategory: (slug, showDetails = true) => set({ category: { slug, showDetails } }),
        setShowDetails: (showDetails) => set((s) => ({ category: { ...s.category, showDetails } })),
        addRecentSearch: (text) =>
          set((s) => {
            const value = text.trim();
            if (!value) return s;
            const rest = s.session.recentSearch.filter((item) => item !== value);
            return {
              session: { ...s.session, recentSearch: [value, ...rest].slice(0, RECENT_SEARCH_LIMIT) },
            };
          }),
        setFlag: (name, value) => set((s) => ({ flags: { ...s.flags, [name]: value } })),
        setLocale: (locale) => set({ locale }),
        setCached: (cached) => set({ cached }),
        addRecentlyViewed: (entry) =>
          set((s) => ({ recentlyViewed: addRecentlyViewedEntry(s.recentlyViewed, entry) })),
        addLog: (line) =>
          set((s) => ({ debug: { logs: appendLogLine(s.debug.logs, line, [s.session.token]) } })),
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
            session: initialSession(),
            category: initialCategory(),
            cached: null,
            subscription: initialSubscription(),
          }),
      }),
      {
        name: storageKey,
        version: 1,
        storage: createJSONStorage(() => storage ?? localStorage),
        partialize: ({
          session,
          category,
          flags,
          locale,
          cached,
          recentlyViewed,
          debug,
          subscription,
          failed,
        }): AppData => ({
          session,
          category,
          flags,
          locale,
          cached,
          recentlyViewed,
          debug,
          subscription,
          failed,
        }),
      },
    ),
  );
}

export const selectIsLoggedIn = (state: AppData): boolean =>
  Boolean(state.session.token && state.session.user);

/** Role keys containing "premium" mark active study plans (SPEC §3). */
export const selectPremiumRoles = (state: AppData): { key: string; name: string }[] =>
  Object.entries(state.session.roles)
    .filter(([key]) => key.includes('premium'))
    .map(([key, role]) => ({ key, name: role.name }));

/** The recently viewed items of the logged-in learner, newest first (none for a guest). */
export const selectRecentlyViewed = (state: AppData): RecentlyViewedEntry[] =>
  recentlyViewedOf(state.recentlyViewed, state.session.token ? state.session.user?.id : null);
