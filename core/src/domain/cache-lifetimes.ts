/** SPEC §9 cache lifetimes in milliseconds; -1 is "always" (never cached), Infinity "never expires". */
export const DAY_MS = 86_400_000;

export const CACHE_LIFETIME = {
  always: -1,
  day: DAY_MS,
  threeDays: 3 * DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
  never: Number.POSITIVE_INFINITY,
} as const;

/** What each kind of cached data lives for (SPEC §9). */
export const CACHE_POLICY = {
  default: CACHE_LIFETIME.week,
  capabilities: CACHE_LIFETIME.day,
  coursePermission: CACHE_LIFETIME.day,
  categories: CACHE_LIFETIME.never,
  categoryLists: CACHE_LIFETIME.month,
  detailsFlag: CACHE_LIFETIME.never,
  loginRedirect: CACHE_LIFETIME.day,
  recentlyViewed: CACHE_LIFETIME.never,
} as const;

export interface CachedValue<T> {
  value: T;
  timestamp: number;
  duration: number;
}

/** A cached value is fresh until its duration has passed; "always" is never fresh, "never" always is. */
export function isFresh(cached: Pick<CachedValue<unknown>, 'timestamp' | 'duration'>, now: number): boolean {
  if (cached.duration < 0) return false;
  return now - cached.timestamp < cached.duration;
}
