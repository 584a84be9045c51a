import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { coursesApi } from '@studovna/core/contract/routes';
import { courseListQueryParams, hasMorePages, type CourseListParams } from '@studovna/core/domain';
import { unwrap, useApi, type ApiClient } from '../../lib/api';
import { useAppStore, type AppData } from '../../lib/store';
import { LIFETIMES } from '../../lib/query/lifetimes';

export type { CourseListParams };

const normalise = (params: CourseListParams) => ({
  categoryId: params.categoryId ?? null,
  search: params.search?.trim() ?? '',
  sort: params.sort,
  learned: params.learned ?? null,
});

/**
 * Every course query starts with `['courses', …]`, so one invalidation refreshes them all; the user id
 * is part of the key because the answer carries the caller's course_data.
 */
export const courseKeys = {
  all: ['courses'] as const,
  lists: ['courses', 'list'] as const,
  list: (userId: number, params: CourseListParams) => ['courses', 'list', userId, normalise(params)] as const,
  page: (userId: number, params: CourseListParams) => ['courses', 'page', userId, normalise(params)] as const,
};

export const courseListInfiniteQuery = (api: ApiClient, userId: number, params: CourseListParams) =>
  infiniteQueryOptions({
    queryKey: courseKeys.list(userId, params),
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        await api.call(coursesApi.listCourses, { query: courseListQueryParams(params, pageParam), signal }),
      ),
    initialPageParam: 1,
    // SPEC §9: more data only when the last page had exactly 10 courses
    getNextPageParam: (lastPage, pages) => (hasMorePages(lastPage.length) ? pages.length + 1 : undefined),
    ...(params.learned ? LIFETIMES.learnerCourses : LIFETIMES.courseLists),
  });

/** The first page only (the horizontal rows of the category overview, the active course). */
export const coursePageQuery = (api: ApiClient, userId: number, params: CourseListParams) =>
  queryOptions({
    queryKey: courseKeys.page(userId, params),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(coursesApi.listCourses, { query: courseListQueryParams(params, 1), signal })),
    ...(params.learned ? LIFETIMES.learnerCourses : LIFETIMES.categoryRows),
  });

/** The signed-in user's id (0 for guests), for query keys. */
export const selectUserKey = (state: AppData): number => (state.user.token ? (state.user.info?.id ?? 0) : 0);
export const useUserKey = () => useAppStore(selectUserKey);

export function useCourseList(params: CourseListParams, options: { enabled?: boolean } = {}) {
  const api = useApi();
  const userId = useUserKey();
  return useInfiniteQuery({
    ...courseListInfiniteQuery(api, userId, params),
    enabled: options.enabled ?? true,
  });
}

export function useCoursePage(params: CourseListParams, options: { enabled?: boolean } = {}) {
  const api = useApi();
  const userId = useUserKey();
  return useQuery({ ...coursePageQuery(api, userId, params), enabled: options.enabled ?? true });
}
