import { describe, expect, it } from 'vitest';
import {
  apiCacheName,
  clearCacheOnUpdateFrom,
  isReadableOffline,
  ownerCacheKey,
  staleCacheNames,
} from './offline-cache-rules';

const SITE = 'http://localhost:3513';
const API = `${SITE}/wp-json/learnpress/v1`;

describe('isReadableOffline', () => {
  it.each([
    ['GET', `${API}/courses/1?v=abc`, true],
    ['GET', `${API}/lessons/2?v=abc`, true],
    ['GET', `${API}/quiz/3?v=abc`, true],
    ['GET', `${API}/quiz/quiz-course-summary?course_id=1`, true],
    ['GET', `${API}/users/categories`, true],
    ['GET', `${SITE}/wp-json/wp/v2/course_category?per_page=100`, true],
    // actions and what is not content the learner opened
    ['POST', `${API}/quiz/3`, false],
    ['POST', `${API}/lessons/finish`, false],
    ['GET', `${API}/courses?per_page=10`, false],
    ['GET', `${API}/users/2`, false],
    ['GET', `${API}/quiz/percentil?id=3`, false],
    ['GET', `${API}/courses/1/extra`, false],
    // another origin, or the app's own host
    ['GET', `http://evil.example/wp-json/learnpress/v1/lessons/2`, false],
    ['GET', `http://app.localhost:3513/wp-json/learnpress/v1/lessons/2`, false],
  ])('%s %s → %s', (method, url, expected) => {
    expect(isReadableOffline({ method, url }, SITE)).toBe(expected);
  });
});

describe('ownerCacheKey', () => {
  it('ignores the cache-busting value and keeps the other parameters', async () => {
    const first = await ownerCacheKey(`${API}/quiz/quiz-course-summary?course_id=1&v=aaa`, 'Bearer one');
    const second = await ownerCacheKey(`${API}/quiz/quiz-course-summary?v=bbb&course_id=1`, 'Bearer one');
    expect(first).toBe(second);
    expect(new URL(first).searchParams.get('course_id')).toBe('1');
    expect(new URL(first).searchParams.has('v')).toBe(false);
  });

  it('keeps the answers of different logins and of a guest apart, without the token in the key', async () => {
    const url = `${API}/lessons/2?v=x`;
    const keys = await Promise.all([
      ownerCacheKey(url, 'Bearer one'),
      ownerCacheKey(url, 'Bearer two'),
      ownerCacheKey(url, null),
    ]);
    expect(new Set(keys).size).toBe(3);
    expect(keys.join(' ')).not.toContain('one');
    expect(keys[0]).toMatch(/sw-owner=[0-9a-f]{64}$/);
  });
});

describe('version change', () => {
  it('names the API cache by version only when old caches are erased', () => {
    expect(apiCacheName('0.3.1', true)).toBe('studovna-api-0.3.1');
    expect(apiCacheName('0.3.1', false)).toBe('studovna-api');
  });

  it('erases the older API caches when configured, and nothing otherwise', () => {
    const names = ['studovna-api-0.3.0', 'studovna-api-0.3.1', 'workbox-precache-v2-http://app.localhost/'];
    expect(staleCacheNames(names, 'studovna-api-0.3.1', true)).toEqual(['studovna-api-0.3.0']);
    expect(staleCacheNames(names, 'studovna-api', false)).toEqual([]);
  });

  it.each([
    [undefined, true],
    ['', true],
    ['true', true],
    ['false', false],
    [' FALSE ', false],
    ['0', false],
  ])('VITE_CLEAR_CACHE_ON_UPDATE=%j → %s', (value, expected) => {
    expect(clearCacheOnUpdateFrom(value)).toBe(expected);
  });
});
