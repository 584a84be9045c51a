import type { Locale } from '@studovna/core';
import type { Theme, User } from '@studovna/core/contract';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import type { LogLine } from '../logs/log-buffer';
import type { FailedAction } from '../sync/failed-action';
import type { CachedQueries } from './cached-queries';
import type { RegisterDraft } from './form-slice';
import type { RecentlyViewedEntry } from './recently-viewed';
import type { SubscriptionSlice } from './subscription';

/** SPEC §3 `user` slice: token, the user's info, premium caps and roles, when they were fetched, recent searches. */
export interface UserSlice {
  token: string | null;
  info: User | null;
  caps: Record<string, boolean>;
  roles: Record<string, { name: string }>;
  capabilitiesTStamp: number | null;
  recentSearch: string[];
}

/** SPEC §3 `category` slice (not persisted): the selection on Subjects. */
export interface CategorySelection {
  /** Slug of the selected course category. */
  slug: string | null;
  /** Subjects shows the course list (true) or the category overview (false). */
  showDetails: boolean;
}

export interface AppFlags {
  /** SPEC §4: the session-expiry check can be disabled. */
  sessionExpiryCheck: boolean;
  /**
   * „Vzhled" in Settings: light, dark or the system's. A learner's follows their account (the server keeps it
   * with their flags); a guest's stays on the device.
   */
  theme: Theme;
}

/** SPEC §3 `app` slice: the common state that outlives a reload. */
export interface AppSlice {
  flags: AppFlags;
  locale: Locale;
  /** SPEC §3, §9: the learning items opened last, newest first, per learner; never expire. */
  recentlyViewed: RecentlyViewedEntry[];
}

/** SPEC §3 `debug` slice: the newest lines of the app's log, shared with support on request. */
export interface DebugState {
  logs: LogLine[];
}

/** SPEC §3 `form` slice (not persisted): what the learner typed into a form left for a while. */
export interface FormSlice {
  register: RegisterDraft;
}

export interface AppData {
  user: UserSlice;
  app: AppSlice;
  category: CategorySelection;
  form: FormSlice;
  /** SPEC §3 `cached` slice: the dehydrated query cache with its lifetimes (wishlist and pins apart). */
  cached: PersistedClient | null;
  /** SPEC §3 `wishlist` slice: the learner's cached wishlist. */
  wishlist: CachedQueries;
  /** SPEC §3 `pins` slice: the learner's cached Board (pins, due counts, question statuses). */
  pins: CachedQueries;
  debug: DebugState;
  /** SPEC §3 `subscription` slice: purchase records and the last known state of the learner's plans. */
  subscription: SubscriptionSlice;
  /** SPEC §3 `failed` slice: learner actions waiting to reach the server, oldest first. */
  failed: FailedAction[];
}

/** The slices SPEC §3 keeps across reloads; form, course and category are not among them. */
export type PersistedData = Pick<
  AppData,
  'debug' | 'user' | 'wishlist' | 'pins' | 'cached' | 'app' | 'failed' | 'subscription'
>;
