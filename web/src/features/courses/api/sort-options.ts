import { COURSE_TYPES, DEFAULT_SORT_FILTER, type CourseType, type SortFilter } from '@studovna/core/domain';

/** SPEC §2 list filters and the SPEC §9 sort filter each stands for; "default" is 7 (date ascending). */
export const SORT_OPTIONS = [
  { key: 'default', filter: DEFAULT_SORT_FILTER },
  { key: 'title', filter: 6 },
  { key: 'sale', filter: 3 },
  { key: 'popular', filter: 4 },
  { key: 'newest', filter: 5 },
  { key: 'oldest', filter: 7 },
] as const satisfies readonly { key: string; filter: SortFilter }[];

export type SortKey = (typeof SORT_OPTIONS)[number]['key'];

export const isSortKey = (value: string | null): value is SortKey =>
  SORT_OPTIONS.some((option) => option.key === value);

export const sortFilterOf = (key: SortKey): SortFilter =>
  SORT_OPTIONS.find((option) => option.key === key)?.filter ?? DEFAULT_SORT_FILTER;

export const isCourseType = (value: string | null): value is CourseType =>
  (COURSE_TYPES as readonly (string | null)[]).includes(value);
