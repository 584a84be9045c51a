import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioCategoriesApi, studioCoursesApi } from '@studovna/core/contract/studio';
import { unwrap, useApi, type ApiClient } from '../../lib/api';
import { STUDIO_GC_MS, studioKeys } from './studio-keys';

export interface CourseListFilters {
  search: string;
  status: '' | 'draft' | 'publish' | 'future';
  category: number | null;
  mine: boolean;
  page: number;
}

export const COURSE_PAGE_SIZE = 20;

/**
 * Who the caller is in the studio: a course list of one row answers with the role (401 for a guest,
 * 403 `studio_forbidden` for a learner).
 */
export const studioAccessQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: studioKeys.access(),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(studioCoursesApi.listCourses, { query: { per_page: 1 }, signal })).role,
    gcTime: STUDIO_GC_MS,
    staleTime: 5 * 60_000,
  });

export const courseListQuery = (api: ApiClient, filters: CourseListFilters) =>
  queryOptions({
    queryKey: studioKeys.courseList(filters),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.call(studioCoursesApi.listCourses, {
          query: {
            search: filters.search || undefined,
            status: filters.status || undefined,
            category: filters.category ?? undefined,
            mine: filters.mine ? '1' : undefined,
            page: filters.page,
            per_page: COURSE_PAGE_SIZE,
          },
          signal,
        }),
      ),
    gcTime: STUDIO_GC_MS,
    staleTime: 0,
  });

export const courseQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: studioKeys.course(id),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(studioCoursesApi.getCourse, { params: { id }, signal })),
    gcTime: STUDIO_GC_MS,
    staleTime: 0,
  });

export const auditQuery = (api: ApiClient, id: number, page: number) =>
  queryOptions({
    queryKey: studioKeys.audit(id, page),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.call(studioCoursesApi.courseAudit, {
          params: { id },
          query: { page, per_page: 20 },
          signal,
        }),
      ),
    gcTime: STUDIO_GC_MS,
    staleTime: 0,
  });

export const categoriesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: studioKeys.categories(),
    queryFn: async ({ signal }) => unwrap(await api.call(studioCategoriesApi.listCategories, { signal })),
    gcTime: STUDIO_GC_MS,
    staleTime: 30_000,
  });

export const authorsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: studioKeys.authors(),
    queryFn: async ({ signal }) => unwrap(await api.call(studioCoursesApi.listAuthors, { signal })).authors,
    gcTime: STUDIO_GC_MS,
    staleTime: 5 * 60_000,
  });

export const useStudioAccess = (enabled: boolean) => useQuery({ ...studioAccessQuery(useApi()), enabled });
export const useCategories = () => useQuery(categoriesQuery(useApi()));
