/** The studio's query keys: all under `studio`, so a logout or a role change drops them together. */
export const studioKeys = {
  all: ['studio'] as const,
  access: () => ['studio', 'access'] as const,
  courses: () => ['studio', 'courses'] as const,
  courseList: (filters: object) => ['studio', 'courses', 'list', filters] as const,
  course: (id: number) => ['studio', 'courses', 'one', id] as const,
  audit: (id: number, page: number) => ['studio', 'courses', 'audit', id, page] as const,
  categories: () => ['studio', 'categories'] as const,
  authors: () => ['studio', 'authors'] as const,
};

/** Studio answers are for the screen at hand: not kept long after it is left. */
export const STUDIO_GC_MS = 5 * 60_000;
