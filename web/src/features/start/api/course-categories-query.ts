import { queryOptions, useQueries } from '@tanstack/react-query';
import { coursesApi } from '@studovna/core/contract/routes';
import { unwrap, useApi, type ApiClient } from '../../../lib/api';
import { CACHE } from '../../../lib/query/query-client';

/** Everything of a course but its categories (and the few fields every answer has) is left out. */
const ONLY_CATEGORIES = 'sections,course_data,instructor,meta_data,content,excerpt,tags';

/** GET /courses/{id} without the heavy fields: the category slugs of a course (SPEC §9: never expire). */
export const courseCategoriesQuery = (api: ApiClient, courseId: number) =>
  queryOptions({
    queryKey: ['start', 'course-categories', courseId] as const,
    queryFn: async ({ signal }) => {
      const course = unwrap(
        await api.call(coursesApi.getCourse, {
          params: { id: courseId },
          query: { optimize: ONLY_CATEGORIES },
          signal,
        }),
      );
      return course.categories.map((category) => category.slug);
    },
    staleTime: CACHE.never,
  });

/**
 * The category slugs of each course (by id); `undefined` while unknown, `null` when they could not be
 * loaded. Known slugs are used as they are; only the others are asked for.
 */
export function useCourseCategories(
  courses: readonly { id: number; categories?: string[] }[],
  enabled: boolean,
): Map<number, string[] | null | undefined> {
  const api = useApi();
  const missing = [...new Set(courses.filter((c) => !c.categories).map((c) => c.id))];
  const results = useQueries({
    queries: missing.map((id) => ({ ...courseCategoriesQuery(api, id), enabled })),
  });
  const map = new Map<number, string[] | null | undefined>();
  missing.forEach((id, i) => {
    const result = results[i];
    map.set(id, result?.data ?? (result?.isError ? null : undefined));
  });
  for (const course of courses) if (course.categories) map.set(course.id, course.categories);
  return map;
}
