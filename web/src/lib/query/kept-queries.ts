import { hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientSave, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import type { StorePersister } from './store-persister';

export interface KeptQueriesOptions {
  persister: StorePersister;
  /** A kept cache older than this (ms) is dropped. */
  maxAge: number;
  /** A kept cache written under another buster (another app version) is dropped. */
  buster: string;
}

const restored = new WeakSet<QueryClient>();

/**
 * Puts the query cache kept in the store back into `queryClient`, once per client, before anything
 * renders: the first render already shows what was kept and asks only for what is missing, instead
 * of rendering empty, restoring, and rendering everything again. The rules are those of TanStack's
 * persistQueryClientRestore: an expired, busted, stamp-less or unreadable cache is dropped.
 */
export function restoreKeptQueries(
  queryClient: QueryClient,
  { persister, maxAge, buster }: KeptQueriesOptions,
) {
  if (restored.has(queryClient)) return;
  restored.add(queryClient);
  try {
    const kept = persister.restoreClient();
    if (!kept) return;
    const usable = !!kept.timestamp && Date.now() - kept.timestamp <= maxAge && kept.buster === buster;
    if (usable) hydrate(queryClient, kept.clientState);
    else void persister.removeClient();
  } catch {
    void persister.removeClient();
  }
}

/**
 * What is kept: every successful answer of the learner's app. The studio's (decision 0023) is not: it is
 * an author's working copy, read fresh from the server, and has no place in a learner's offline store.
 */
const isKept = (query: Query) => query.state.status === 'success' && query.queryKey[0] !== 'studio';

/**
 * Keeps every successful query of `queryClient` in the store from now on, starting with what it holds
 * already (the answers of the requests sent at start, before the first render); returns the stop.
 */
export function keepQueries(queryClient: QueryClient, { persister, buster }: KeptQueriesOptions): () => void {
  const options = {
    queryClient,
    persister,
    buster,
    dehydrateOptions: { shouldDehydrateQuery: isKept },
  };
  void persistQueryClientSave(options);
  const unsubscribe = persistQueryClientSubscribe(options);
  // a reload or a closed tab does not wait for the throttle: what changed last is kept too
  const flush = () => persister.flush();
  globalThis.addEventListener?.('pagehide', flush);
  return () => {
    unsubscribe();
    globalThis.removeEventListener?.('pagehide', flush);
  };
}
