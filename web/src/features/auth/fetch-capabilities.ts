import { usersApi } from '@studovna/core/contract/routes';
import { CACHE_POLICY, isFresh } from '@studovna/core/domain';
import type { ApiClient } from '../../lib/api';
import type { AppStore } from '../../lib/store';

/** GET /users/user_capabilities — premium caps and roles of the caller. */
export async function fetchCapabilities(api: ApiClient, id: number) {
  const result = await api.call(usersApi.userCapabilities, { query: { id } });
  return result.ok ? result.data : null;
}

/** SPEC §6, §9: capabilities fetched within the last day are fresh; never fetched counts as stale. */
export const areCapabilitiesStale = (capabilitiesTStamp: number | null, now: number): boolean =>
  capabilitiesTStamp === null ||
  !isFresh({ timestamp: capabilitiesTStamp, duration: CACHE_POLICY.capabilities }, now);

const inFlight = new WeakMap<AppStore, Promise<boolean>>();

/**
 * Fetches the logged-in learner's capabilities again and stores them with the time (one call at a
 * time per store). Answers whether they were stored; a session that ended meanwhile is left alone.
 */
export function refreshCapabilities(api: ApiClient, store: AppStore, now: () => number = Date.now) {
  const running = inFlight.get(store);
  if (running) return running;
  const run = (async () => {
    const { token, info: user } = store.getState().user;
    if (!token || !user) return false;
    const capabilities = await fetchCapabilities(api, user.id);
    const current = store.getState().user;
    if (!capabilities || current.token !== token || current.info?.id !== user.id) return false;
    store.getState().setCapabilities(capabilities.caps, capabilities.roles, now());
    return true;
  })().finally(() => inFlight.delete(store));
  inFlight.set(store, run);
  return run;
}
