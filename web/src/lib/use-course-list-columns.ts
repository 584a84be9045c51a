import { useSyncExternalStore } from 'react';
import { courseListColumns } from '@studovna/core/domain';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** SPEC §2: two columns when the window is wider than 600 px, else one; follows resizing. */
export function useCourseListColumns(): 1 | 2 {
  return useSyncExternalStore(
    subscribe,
    () => courseListColumns(window.innerWidth),
    () => 1,
  );
}
