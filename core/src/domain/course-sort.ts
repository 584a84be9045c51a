/**
 * SPEC §9 sort filters of the course list and their GET /courses parameters:
 * 1 price asc, 2 price desc, 3 on sale, 4 popular, 5 date desc, 6 title asc, 7 date asc (default).
 */
export type SortFilter = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const DEFAULT_SORT_FILTER: SortFilter = 7;

export interface CourseSortQuery {
  orderby?: 'price' | 'date' | 'title' | 'popular';
  order?: 'asc' | 'desc';
  on_sale?: boolean;
  popular?: boolean;
}

export const SORT_FILTERS: Record<SortFilter, CourseSortQuery> = {
  1: { orderby: 'price', order: 'asc' },
  2: { orderby: 'price', order: 'desc' },
  3: { on_sale: true, orderby: 'date', order: 'desc' },
  4: { popular: true, orderby: 'popular', order: 'desc' },
  5: { orderby: 'date', order: 'desc' },
  6: { orderby: 'title', order: 'asc' },
  7: { orderby: 'date', order: 'asc' },
};

export const sortQuery = (filter: SortFilter = DEFAULT_SORT_FILTER): CourseSortQuery => SORT_FILTERS[filter];

/** Page size of the course list; a page of exactly this many means there may be more (SPEC §9). */
export const COURSE_PAGE_SIZE = 10;
export const hasMorePages = (lastPageLength: number): boolean => lastPageLength === COURSE_PAGE_SIZE;

/** What a course list asks GET /courses for (SPEC §2, §9). */
export interface CourseListParams {
  /** Category id; none = every category. */
  categoryId?: number | null;
  /** Keyword; empty = no search. */
  search?: string;
  sort: SortFilter;
  /** Only the caller's courses (LearnPress `learned=1`) with this graduation. */
  learned?: 'in-progress' | 'passed' | 'failed';
}

/** The GET /courses query of one page: per_page 10, the sort filter's parameters, category and keyword. */
export function courseListQueryParams({ categoryId, search, sort, learned }: CourseListParams, page: number) {
  const { orderby, order, on_sale, popular } = SORT_FILTERS[sort];
  const keyword = search?.trim();
  return {
    per_page: COURSE_PAGE_SIZE,
    page,
    ...(orderby ? { orderby } : {}),
    ...(order ? { order } : {}),
    ...(on_sale ? { on_sale: '1' as const } : {}),
    ...(popular ? { popular: '1' as const } : {}),
    ...(categoryId ? { category: String(categoryId) } : {}),
    ...(keyword ? { search: keyword } : {}),
    ...(learned ? { learned: '1' as const, course_filter: learned } : {}),
  };
}
