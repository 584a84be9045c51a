import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { CACHE_POLICY, isFresh, type CachedValue, type CourseAccess } from '@studovna/core/domain';
import { useAppStore } from '../../../lib/store';

/**
 * SPEC §4/§9: the course access result (the learner's status and the premiums the course needs) is
 * kept per course and learner for one day, as a cached value persisted with the query cache. The
 * detail screen writes it whenever the course arrives; other screens (learning) read it without
 * loading the whole course.
 */
export const courseAccessKey = (courseId: number, userId: number | null) =>
  ['course-access', courseId, userId ?? 'guest'] as const;

type CachedAccess = CachedValue<CourseAccess>;

const courseAccessQuery = (courseId: number, userId: number | null) =>
  queryOptions<CachedAccess | null>({
    queryKey: courseAccessKey(courseId, userId),
    // Only the detail screen fills it; there is nothing to fetch on its own.
    queryFn: () => null,
    enabled: false,
    staleTime: CACHE_POLICY.coursePermission,
    gcTime: CACHE_POLICY.coursePermission,
  });

export function storeCourseAccess(
  queryClient: QueryClient,
  courseId: number,
  userId: number | null,
  access: CourseAccess,
  now: number = Date.now(),
) {
  const cached: CachedAccess = { value: access, timestamp: now, duration: CACHE_POLICY.coursePermission };
  // A day, set explicitly: the client's default gcTime may exceed what a timer can hold (2^31 − 1 ms).
  queryClient.setQueryDefaults(['course-access'], {
    gcTime: CACHE_POLICY.coursePermission,
    staleTime: CACHE_POLICY.coursePermission,
  });
  queryClient.setQueryData(courseAccessKey(courseId, userId), cached);
}

/** The cached access result of a course for the current learner, or null when none is fresh. */
export function useCourseAccess(courseId: number): CourseAccess | null {
  const userId = useAppStore((state) => (state.user.token ? (state.user.info?.id ?? null) : null));
  const query = useQuery({
    ...courseAccessQuery(courseId, userId),
    select: (cached) => (cached && isFresh(cached, Date.now()) ? cached.value : null),
  });
  return query.data ?? null;
}
