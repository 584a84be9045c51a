import { keepInTab, takeFromTab, type TabStorage } from '../../lib/tab-storage';

const nameOf = (courseId: number) => `studovna:enrol-after-login:${courseId}`;

/**
 * A guest who pressed „Zapsat se do kurzu" and chose to log in meant to enrol: the wish waits in the tab
 * through the login, registration or the website's login, and is done once when the course is open again
 * with an account. Storage unavailable: the learner presses the button again.
 */
export function keepEnrolWish(courseId: number, storage?: TabStorage) {
  keepInTab(nameOf(courseId), '1', storage);
}

/** Whether the wish was kept; it is taken (removed) either way. */
export function takeEnrolWish(courseId: number, storage?: TabStorage): boolean {
  return takeFromTab(nameOf(courseId), storage) === '1';
}
