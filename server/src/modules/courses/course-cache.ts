import type { Database, Queryable } from '../../db/database';
import type { ContentEncoding } from '../../lib/content-encoding';
import { contentVersionReader, type ContentVersionReader } from '../../db/content-version';

/**
 * What every caller sees of the courses, kept per database while the content version (migration 0010,
 * decision 0014) stays the same: the courses' own parts, the pages of ids of a list query, whole
 * answers to guests, and the quizzes with their questions. A learner's state is never kept here.
 */

/** Whole answers to guests at most; a new version or a full cache starts empty again. */
const MAX_ANSWERS = 500;
const MAX_ID_PAGES = 500;
const MAX_QUIZZES = 5000;

type CacheName = 'parts' | 'ids' | 'answers' | 'quizzes';

export interface CachedAnswer {
  /** The serialized answer as UTF-8 bytes: sent as they are, not encoded again for every guest. */
  body: Buffer;
  /** The body compressed, in each encoding a guest's browser has asked for so far. */
  compressed: Partial<Record<ContentEncoding, Buffer>>;
  headers: Record<string, string>;
}

export interface CourseCache {
  /** The version now; everything kept under an older one is dropped. */
  current(): Promise<number>;
  /** Keeps `value` under `version` unless a newer version was seen meanwhile. */
  keep<T>(map: CacheName, version: number, key: string | number, value: T): void;
  get<T>(map: CacheName, key: string | number): T | undefined;
}

const caches = new WeakMap<Database, CourseCache>();

function createCourseCache(db: Database): CourseCache {
  const readVersion: ContentVersionReader = contentVersionReader(db);
  let version = -1;
  const maps: Record<CacheName, Map<string | number, unknown>> = {
    parts: new Map(),
    ids: new Map(),
    answers: new Map(),
    quizzes: new Map(),
  };
  const limits = { parts: Infinity, ids: MAX_ID_PAGES, answers: MAX_ANSWERS, quizzes: MAX_QUIZZES };
  return {
    async current() {
      const now = await readVersion();
      if (now !== version) {
        version = now;
        for (const map of Object.values(maps)) map.clear();
      }
      return now;
    },
    keep(name, at, key, value) {
      if (at !== version) return;
      const map = maps[name];
      if (map.size >= limits[name]) map.clear();
      map.set(key, value);
    },
    get: (name, key) => maps[name].get(key) as never,
  };
}

/**
 * The cache of a database; none inside a transaction, whose reads may hold its own uncommitted changes.
 */
export function courseCacheOf(db: Queryable): CourseCache | null {
  if (!isDatabase(db)) return null;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = createCourseCache(db)));
  return cache;
}

export const isDatabase = (db: Queryable): db is Database => 'transaction' in db && 'kind' in db;
