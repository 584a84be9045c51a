import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { selectPersistedClient, type AppStore } from '../store';

/** How often the query cache is written to storage at most while it keeps changing. */
export const PERSIST_THROTTLE_MS = 1000;

/** The store's persister: what it keeps is read synchronously, so it can be restored before the first render. */
export interface StorePersister extends Persister {
  restoreClient: () => PersistedClient | undefined;
  /** Writes a throttled write now (the page is going away). */
  flush: () => void;
}

/**
 * Keeps the dehydrated query cache in the store's `cached` slice, so everything the app keeps lives under
 * the one storage key named after the site domain (SPEC §3). Writes are throttled; the last one always lands.
 */
export function createStorePersister(store: AppStore, throttleMs = PERSIST_THROTTLE_MS): StorePersister {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending) store.getState().setCached(pending);
    pending = null;
  };
  return {
    persistClient: (client) => {
      pending = client;
      timer ??= setTimeout(flush, throttleMs);
    },
    restoreClient: () => selectPersistedClient(store.getState()),
    flush,
    removeClient: () => {
      pending = null;
      if (timer) clearTimeout(timer);
      timer = null;
      store.getState().setCached(null);
    },
  };
}
