import { CACHE_POLICY } from '@studovna/core/domain';
import { gcTimeFor } from './query-client';

/**
 * SPEC §9 lifetimes for what these screens load. Categories never expire; category-scoped lists (the
 * overview rows) live a month in the persisted cache; course lists carry the learner's progress
 * (course_data), so they are fresh only a few minutes and kept a week (the default lifetime).
 */
export const LIFETIMES = {
  categories: { staleTime: CACHE_POLICY.categories, gcTime: CACHE_POLICY.categories },
  courseLists: { staleTime: 5 * 60_000, gcTime: CACHE_POLICY.default },
  categoryRows: { staleTime: 5 * 60_000, gcTime: gcTimeFor(CACHE_POLICY.categoryLists) },
  /** The learner's own courses change with every step: always asked again when a screen opens. */
  learnerCourses: { staleTime: 0, gcTime: CACHE_POLICY.default },
  instructors: { staleTime: CACHE_POLICY.default, gcTime: CACHE_POLICY.default },
  upcoming: { staleTime: CACHE_POLICY.capabilities, gcTime: CACHE_POLICY.default },
} as const;
