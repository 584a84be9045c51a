/**
 * Where Back leads from a screen (SPEC §2 paths): always up the hierarchy, never into a loop. A
 * learning item (lesson, quiz, assignment, preview) goes up to its course; a course goes up to the
 * screen it was opened from when that is a screen above courses (home and its tabs, the course
 * list, search, my courses, the wishlist, the catalogue lists), else home.
 */
export interface UpRule {
  /** Screens Back passes over on its way up: the screen itself and its siblings below the same parent. */
  passes(path: string): boolean;
  /** Screens Back may return to. */
  accepts(path: string): boolean;
  /** Where Back goes when no earlier screen is accepted. */
  fallback: string;
}

const COURSE = /^\/kurzy\/(\d+)$/;
const LEARNING = /^\/kurzy\/(\d+)\/[^/]+/;
const COURSE_ORIGINS = [
  /^\/$/,
  /^\/kurzy$/,
  /^\/hledat$/,
  /^\/nastenka(\/[^/]+)?$/,
  /^\/start$/,
  /^\/uzivatel\/(ucet|kurzy|oblibene|plany)$/,
  /^\/(dnes|pripravujeme)$/,
  /^\/lektori(\/\d+)?$/,
];

/** `path` without a trailing slash (but `/` stays `/`). */
export function screenPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** Whether Back from a course may return to `path`: a screen above courses. */
export function isCourseOrigin(path: string): boolean {
  const at = screenPath(path);
  return COURSE_ORIGINS.some((origin) => origin.test(at));
}

/** Whether `path` is a course or one of its learning items: Back from there always goes up. */
export function inCourseHierarchy(path: string): boolean {
  const at = screenPath(path);
  return COURSE.test(at) || LEARNING.test(at);
}

/**
 * The up rule of the screen at `path`. `parent` is the parent a screen names itself (used for screens
 * outside the course hierarchy); without it, and outside that hierarchy, Back goes home.
 */
export function upRule(path: string, parent?: string): UpRule {
  const at = screenPath(path);
  const learning = LEARNING.exec(at);
  if (learning) {
    const course = `/kurzy/${learning[1]}`;
    return {
      passes: (p) => screenPath(p).startsWith(`${course}/`),
      accepts: (p) => screenPath(p) === course,
      fallback: course,
    };
  }
  const course = COURSE.exec(at);
  if (course) {
    return {
      passes: (p) => screenPath(p) === at || screenPath(p).startsWith(`${at}/`),
      accepts: isCourseOrigin,
      fallback: '/',
    };
  }
  const up = screenPath(parent ?? '/');
  return { passes: (p) => screenPath(p) === at, accepts: (p) => screenPath(p) === up, fallback: up };
}
