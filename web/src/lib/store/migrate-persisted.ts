import type { PersistedClient } from '@tanstack/react-query-persist-client';
import type { PersistedData } from './app-data';
import { splitCachedQueries } from './cached-queries';
import { initialSubscription } from './subscription';

/** Version 1 kept `session`, `flags`, `locale` and `recentlyViewed` at the top and persisted `category`. */
interface PersistedV1 {
  session?: { user?: unknown } & Record<string, unknown>;
  flags?: unknown;
  locale?: unknown;
  recentlyViewed?: unknown;
  cached?: unknown;
  debug?: unknown;
  subscription?: unknown;
  failed?: unknown;
}

/**
 * Brings what an older version of the app stored to the slices of SPEC §3 (version 2), so an update
 * keeps the learner logged in with their queued actions, cached data, log and plans; the selected
 * category is no longer kept.
 */
export function migratePersisted(persisted: unknown, version: number): PersistedData {
  const data = (persisted ?? {}) as PersistedV1 & Partial<PersistedData>;
  if (version >= 2) return data as PersistedData;
  const { user, ...session } = data.session ?? {};
  return {
    user: { ...session, info: user ?? null } as PersistedData['user'],
    app: {
      flags: (data.flags ?? { sessionExpiryCheck: true }) as PersistedData['app']['flags'],
      locale: (data.locale ?? 'cs') as PersistedData['app']['locale'],
      recentlyViewed: (data.recentlyViewed ?? []) as PersistedData['app']['recentlyViewed'],
    },
    ...splitCachedQueries((data.cached ?? null) as PersistedClient | null),
    debug: (data.debug ?? { logs: [] }) as PersistedData['debug'],
    subscription: (data.subscription ?? initialSubscription()) as PersistedData['subscription'],
    failed: (data.failed ?? []) as PersistedData['failed'],
  };
}
