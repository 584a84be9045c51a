import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { coursesApi } from '@studovna/core/contract/routes';
import { COURSE_PAGE_SIZE, hasMorePages } from '@studovna/core/domain';
import { unwrap, useApi, type ApiClient } from '../../../lib/api';
import { courseKeys } from '../../../lib/query/course-keys';

/** SPEC §2 My courses filters, in their order; `all` sends no course_filter. */
export const MY_COURSES_FILTERS = ['all', 'passed', 'in-progress', 'failed'] as const;
export type MyCoursesFilter = (typeof MY_COURSES_FILTERS)[number];

export const isMyCoursesFilter = (value: string | null): value is MyCoursesFilter =>
  (MY_COURSES_FILTERS as readonly string[]).includes(value ?? '');

/** GET /courses?learned=1&course_filter=… — the caller's courses, 10 a page (SPEC §9). */
export const myCoursesQuery = (api: ApiClient, filter: MyCoursesFilter) =>
  infiniteQueryOptions({
    queryKey: courseKeys.mineFiltered(filter),
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        await api.call(coursesApi.listCourses, {
          query: {
            learned: '1',
            course_filter: filter === 'all' ? undefined : filter,
            page: pageParam,
            per_page: COURSE_PAGE_SIZE,
          },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (hasMorePages(lastPage.length) ? pages.length + 1 : undefined),
  });

export function useMyCourses(filter: MyCoursesFilter, enabled: boolean) {
  return useInfiniteQuery({ ...myCoursesQuery(useApi(), filter), enabled });
}
