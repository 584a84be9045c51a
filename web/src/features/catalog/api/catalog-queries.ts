import { queryOptions, useQuery } from '@tanstack/react-query';
import { coursesApi, instructorsApi, upcomingApi } from '@studovna/core/contract/routes';
import { type CourseSummary } from '@studovna/core/contract';
import { unwrap, useApi, type ApiClient } from '../../../lib/api';
import { LIFETIMES } from '../../../lib/query/lifetimes';
import { useUserKey } from '../../courses/course-list-query';

/** GET /courses/upcoming — courses announced for later, soonest first. */
export const upcomingQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['catalog', 'upcoming'] as const,
    queryFn: async ({ signal }) => unwrap(await api.call(upcomingApi.listUpcomingCourses, { signal })),
    ...LIFETIMES.upcoming,
  });

export const useUpcomingCourses = () => useQuery(upcomingQuery(useApi()));

/** GET /instructors — one page of 100 (most students first); also the source of the instructor screen. */
export const instructorsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['catalog', 'instructors'] as const,
    queryFn: async ({ signal }) =>
      unwrap(await api.call(instructorsApi.listInstructors, { query: { per_page: 100 }, signal })),
    ...LIFETIMES.instructors,
  });

export const useInstructors = () => useQuery(instructorsQuery(useApi()));

const ALL_COURSES_PAGE = 100;
const MAX_PAGES = 10;

/**
 * Every published course (pages of 100 until a shorter one), for the instructor screen: the contract
 * has no instructor parameter, so the courses are filtered by `instructor.id` here.
 */
export async function fetchAllCourses(api: ApiClient, signal?: AbortSignal): Promise<CourseSummary[]> {
  const all: CourseSummary[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const batch = unwrap(
      await api.call(coursesApi.listCourses, {
        query: { per_page: ALL_COURSES_PAGE, page, orderby: 'date', order: 'desc' },
        signal,
      }),
    );
    all.push(...batch);
    if (batch.length < ALL_COURSES_PAGE) break;
  }
  return all;
}

export function useInstructorCourses(instructorId: number) {
  const api = useApi();
  const userId = useUserKey();
  return useQuery({
    queryKey: ['courses', 'all', userId] as const,
    queryFn: ({ signal }) => fetchAllCourses(api, signal),
    select: (courses) => courses.filter((course) => course.instructor?.id === instructorId),
    ...LIFETIMES.courseLists,
  });
}
