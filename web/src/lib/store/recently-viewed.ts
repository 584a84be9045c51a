/** SPEC §3 "Recently viewed": the learning item, its course and when it was opened. */
export interface RecentlyViewedEntry {
  /** The learner who opened it; another learner on the same browser never sees it. */
  userId: number;
  item: { id: number; type: 'lp_lesson' | 'lp_quiz'; title: string };
  courseData: {
    id: number;
    name: string;
    /** Slugs of the course's categories when they were known at the time; else resolved when shown. */
    categories?: string[];
  };
  /** Milliseconds since the epoch. */
  timestamp: number;
}

/** SPEC §9: about 5 items are kept (per learner); they never expire. */
export const RECENTLY_VIEWED_LIMIT = 5;
/** Entries of all learners on this browser together, so the persisted list stays small. */
export const RECENTLY_VIEWED_STORED = 25;

const sameItem = (a: RecentlyViewedEntry, b: RecentlyViewedEntry) =>
  a.userId === b.userId && a.item.id === b.item.id && a.item.type === b.item.type;

/** Newest first, one entry per learner and item, at most {@link RECENTLY_VIEWED_LIMIT} per learner. */
export function addRecentlyViewedEntry(
  list: readonly RecentlyViewedEntry[],
  entry: RecentlyViewedEntry,
): RecentlyViewedEntry[] {
  let own = 0;
  return [entry, ...list.filter((other) => !sameItem(other, entry))]
    .filter((other) => other.userId !== entry.userId || ++own <= RECENTLY_VIEWED_LIMIT)
    .slice(0, RECENTLY_VIEWED_STORED);
}

/** The entries of one learner, newest first. */
export const recentlyViewedOf = (
  list: readonly RecentlyViewedEntry[],
  userId: number | null | undefined,
): RecentlyViewedEntry[] => (userId ? list.filter((entry) => entry.userId === userId) : []);
