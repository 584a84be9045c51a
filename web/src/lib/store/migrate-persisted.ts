import type { PersistedClient } from '@tanstack/react-query-persist-client';
import type { PersistedData } from './app-data';
import { splitCachedQueries } from './cached-queries';
import { initialSubscription } from './subscription';
import { DEFAULT_THEME } from '@studovna/core/contract/routes';

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
 * Brings what an older version of the app stored to the slices of SPEC §3 (version 3), so an update
 * keeps the learner logged in with their queued actions, cached data, log and plans; the selected
 * category is no longer kept. Version 3 added the theme to the flags (the system's until chosen).
 */
export function migratePersisted(persisted: unknown, version: number): PersistedData {
  const data = version >= 2 ? ((persisted ?? {}) as PersistedData) : fromVersion1(persisted);
  if (!data.app) return data;
  const flags = (data.app?.flags ?? {}) as Partial<PersistedData['app']['flags']>;
  return {
    ...data,
    app: {
      ...data.app,
      flags: { sessionExpiryCheck: flags.sessionExpiryCheck ?? true, theme: flags.theme ?? DEFAULT_THEME },
    },
  };
}

function fromVersion1(persisted: unknown): PersistedData {
  const data = (persisted ?? {}) as PersistedV1;
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
