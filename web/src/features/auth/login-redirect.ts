import { keepInTab, takeFromTab, type TabStorage } from '../../lib/tab-storage';
/** Named targets a login can return to (SPEC §2 "optional params screen and courseId"). */
const SCREENS: Record<string, (courseId?: string) => string> = {
  home: () => '/',
  subjects: () => '/',
  courses: () => '/kurzy',
  courseDetails: (courseId) => (courseId ? `/kurzy/${encodeURIComponent(courseId)}` : '/kurzy'),
  board: () => '/nastenka',
  start: () => '/start',
  profile: () => '/uzivatel/ucet',
  settings: () => '/uzivatel/nastaveni',
  studyPlans: () => '/studijni-plany',
};

/**
 * Where to go after a successful login: a named screen, an in-app path, the course of `courseId`,
 * else home. Paths leaving the app (`//host`, `https:`) are refused.
 */
export function loginRedirectPath(screen?: string | null, courseId?: string | null): string {
  const id = courseId?.trim() || undefined;
  if (screen) {
    const named = SCREENS[screen];
    if (named) return named(id);
    if (screen.startsWith('/') && !screen.startsWith('//') && !screen.includes('\\')) return screen;
  }
  return id ? `/kurzy/${encodeURIComponent(id)}` : '/';
}

const WEB_LOGIN_TARGET = 'studovna:web-login-target';

/**
 * The website's login returns only to the app's login page (decision 0013), so where the learner was
 * going is kept in the tab for the way back (a question of the sample tasks, a course). Storage
 * unavailable: the login returns home.
 */
export function keepWebLoginTarget(target: string, storage?: TabStorage) {
  keepInTab(WEB_LOGIN_TARGET, target, storage);
}

/** The target kept by `keepWebLoginTarget`, once; null when none is kept. */
export function takeWebLoginTarget(storage?: TabStorage): string | null {
  const target = takeFromTab(WEB_LOGIN_TARGET, storage);
  return target === null ? null : loginRedirectPath(target);
}
