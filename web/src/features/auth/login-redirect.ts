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
