import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Assigned } from '@studovna/core/contract';
import { courseKeys } from '../query/course-keys';
import { useAppStore, useAppStoreApi } from './app-store-context';
import type { RecentlyViewedEntry } from './recently-viewed';

/** What a loaded lesson or quiz tells about itself. */
interface ViewedItem {
  id: number;
  name: string;
  assigned: Assigned;
}

/**
 * Records a lesson or quiz as recently viewed (SPEC §3) once it has loaded for a logged-in learner. The
 * course's category slugs are taken from the course detail when it is at hand, else Start resolves them.
 */
export function useRecordRecentlyViewed(
  courseId: number,
  type: RecentlyViewedEntry['item']['type'],
  item: ViewedItem | undefined,
): void {
  const store = useAppStoreApi();
  const queryClient = useQueryClient();
  const userId = useAppStore((state) => (state.user.token ? state.user.info?.id : undefined));
  const itemId = item?.id;
  const title = item?.name;
  const courseName = item?.assigned.course.title;
  useEffect(() => {
    if (!userId || itemId === undefined || title === undefined || courseName === undefined) return;
    const course = queryClient.getQueryData<{ categories?: { slug: string }[] }>(courseKeys.detail(courseId));
    store.getState().addRecentlyViewed({
      userId,
      item: { id: itemId, type, title },
      courseData: {
        id: courseId,
        name: courseName,
        ...(course?.categories ? { categories: course.categories.map((category) => category.slug) } : {}),
      },
      timestamp: Date.now(),
    });
  }, [store, queryClient, userId, courseId, type, itemId, title, courseName]);
}
