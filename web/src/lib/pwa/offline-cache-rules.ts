/**
 * What the service worker keeps for reading offline, and under which names. Pure rules, shared by the
 * worker (sw.ts) and its tests.
 */

/** Runtime cache of API answers; versioned when the caches are erased on a version change. */
export const API_CACHE_PREFIX = 'studovna-api';

export const apiCacheName = (version: string, clearOnUpdate: boolean): string =>
  clearOnUpdate ? `${API_CACHE_PREFIX}-${version}` : API_CACHE_PREFIX;

/** Caches a new version deletes when it takes over: older API caches, and only if so configured. */
export const staleCacheNames = (
  names: readonly string[],
  current: string,
  clearOnUpdate: boolean,
): string[] =>
  clearOnUpdate ? names.filter((name) => name.startsWith(API_CACHE_PREFIX) && name !== current) : [];

/** VITE_CLEAR_CACHE_ON_UPDATE: on unless 'false' or '0'. */
export const clearCacheOnUpdateFrom = (value: string | undefined): boolean =>
  !['false', '0'].includes(value?.trim().toLowerCase() ?? '');

/** Content a learner opens and reads again (SPEC §7): course, lesson, quiz, quiz summary, categories. */
const READABLE_OFFLINE = [
  /^\/wp-json\/learnpress\/v1\/courses\/\d+$/,
  /^\/wp-json\/learnpress\/v1\/lessons\/\d+$/,
  /^\/wp-json\/learnpress\/v1\/quiz\/\d+$/,
  /^\/wp-json\/learnpress\/v1\/quiz\/quiz-course-summary$/,
  /^\/wp-json\/learnpress\/v1\/users\/categories$/,
  /^\/wp-json\/wp\/v2\/course_category$/,
];

/** Only GET answers of the site's API (`site` as derived from the app's address, SPEC §1) are kept. */
export function isReadableOffline(request: { method: string; url: string }, site: string): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  return url.origin === new URL(site).origin && READABLE_OFFLINE.some((path) => path.test(url.pathname));
}

/** Query parameter that partitions the cache by the learner's token; never sent to the server. */
export const OWNER_PARAM = 'sw-owner';

/** The API client's cache-busting parameter: new on every call, so it is no part of the key. */
export const BUST_PARAM = 'v';

/**
 * The cache key of an API answer: its address without the cache-busting value, plus a digest of the
 * Authorization header, so an answer kept for one login is never served to another (a guest's key has
 * the digest of an empty header).
 */
export async function ownerCacheKey(url: string, authorization: string | null): Promise<string> {
  const bytes = new TextEncoder().encode(authorization ?? '');
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  const key = new URL(url);
  key.searchParams.delete(BUST_PARAM);
  key.searchParams.set(OWNER_PARAM, hex);
  key.searchParams.sort();
  return key.href;
}
