import type { DehydratedState } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';

/** Dehydrated queries kept in a slice of their own. */
export type CachedQueries = DehydratedState['queries'];

/**
 * The query-cache slices of SPEC §3: the wishlist and the Board (pins) apart from the rest. The open
 * course's detail (the `course` slice) is not persisted: it lives while its screen is open.
 */
export interface CachedSlices {
  cached: PersistedClient | null;
  wishlist: CachedQueries;
  pins: CachedQueries;
}

type Query = CachedQueries[number];

const sliceOf = (query: Query): keyof CachedSlices | 'course' => {
  const [root, kind] = query.queryKey;
  if (root === 'wishlist') return 'wishlist';
  if (root === 'board') return 'pins';
  if (root === 'courses' && kind === 'detail') return 'course';
  return 'cached';
};

/** Splits a dehydrated query cache into the `cached`, `wishlist` and `pins` slices, leaving out the course. */
export function splitCachedQueries(client: PersistedClient | null): CachedSlices {
  if (!client) return { cached: null, wishlist: [], pins: [] };
  const wishlist: Query[] = [];
  const pins: Query[] = [];
  const rest: Query[] = [];
  for (const query of client.clientState.queries) {
    const slice = sliceOf(query);
    if (slice === 'wishlist') wishlist.push(query);
    else if (slice === 'pins') pins.push(query);
    else if (slice === 'cached') rest.push(query);
  }
  return { cached: { ...client, clientState: { ...client.clientState, queries: rest } }, wishlist, pins };
}

/** The query cache to restore: the `cached` slice with the wishlist and pins put back. */
export function joinCachedQueries({ cached, wishlist, pins }: CachedSlices): PersistedClient | undefined {
  if (!cached) return undefined;
  return {
    ...cached,
    clientState: { ...cached.clientState, queries: [...cached.clientState.queries, ...wishlist, ...pins] },
  };
}
