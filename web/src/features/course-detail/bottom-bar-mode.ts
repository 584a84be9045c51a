import type { CourseStatus } from '@studovna/core/domain';

export interface BottomBarInput {
  /** The course detail has arrived. */
  loaded: boolean;
  /** The on-screen keyboard covers the bottom of the screen. */
  keyboardShown: boolean;
  status: CourseStatus | null | undefined;
  /** The learner may enrol without paying: the course costs nothing or their study plan covers it. */
  free: boolean;
}

/** What the bottom bar offers: `enroll`, `startNow` (purchased → enrol), `finished` (badge, retake). */
export type BottomBarMode = 'hidden' | 'enroll' | 'startNow' | 'finished';

/**
 * SPEC §4: hidden when not loaded, the keyboard is shown or already enrolled; shown for purchased,
 * free-not-finished and finished courses.
 */
export function bottomBarMode({ loaded, keyboardShown, status, free }: BottomBarInput): BottomBarMode {
  if (!loaded || keyboardShown || status === 'enrolled') return 'hidden';
  if (status === 'finished') return 'finished';
  if (status === 'purchased') return 'startNow';
  return free ? 'enroll' : 'hidden';
}

export const isBottomBarVisible = (input: BottomBarInput): boolean => bottomBarMode(input) !== 'hidden';
