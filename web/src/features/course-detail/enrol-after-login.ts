type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const nameOf = (courseId: number) => `studovna:enrol-after-login:${courseId}`;

/**
 * A guest who pressed „Zapsat se do kurzu" and chose to log in meant to enrol (issue 20 point 3): the
 * wish waits in the tab through the login, registration or the website's login, and is done once when
 * the course is open again with an account.
 */
export function keepEnrolWish(courseId: number, storage: TabStorage | undefined = globalThis.sessionStorage) {
  try {
    storage?.setItem(nameOf(courseId), '1');
  } catch {
    // storage unavailable: the learner presses the button again
  }
}

/** Whether the wish was kept; it is taken (removed) either way. */
export function takeEnrolWish(
  courseId: number,
  storage: TabStorage | undefined = globalThis.sessionStorage,
): boolean {
  try {
    const kept = storage?.getItem(nameOf(courseId)) === '1';
    storage?.removeItem(nameOf(courseId));
    return kept;
  } catch {
    return false;
  }
}
