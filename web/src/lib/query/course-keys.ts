/**
 * Query keys of a learner's courses, shared by the course detail (which refreshes them after enrol,
 * finish and retake) and My courses. Every course list starts with `courses`.
 */
export const courseKeys = {
  all: ['courses'] as const,
  detail: (courseId: number) => ['courses', 'detail', courseId] as const,
  /** My courses, every filter. */
  mine: ['courses', 'mine'] as const,
  mineFiltered: (filter: string) => ['courses', 'mine', filter] as const,
  reviews: (courseId: number) => ['reviews', courseId] as const,
  orders: ['orders'] as const,
};
