import type { Category } from '@studovna/core/contract';
import type { CourseType } from '@studovna/core/domain';
import type { CourseListParams } from '../course-list-query';
import { isCourseType, isSortKey, sortFilterOf, type SortKey } from './sort-options';

/** The list's state lives in the address (shareable, survives back): ?predmet=&q=&razeni=&typ= */
export const LIST_PARAMS = { category: 'predmet', search: 'q', sort: 'razeni', type: 'typ' } as const;

/** What a course list address asks for. */
export interface ListAddress {
  /** The category's slug; null = every category. */
  slug: string | null;
  category: Category | undefined;
  sort: SortKey;
  type: CourseType;
  search: string;
  /** What GET /courses is asked (the category's id is known once the categories are). */
  listParams: CourseListParams;
}

/**
 * The list at an address: ?predmet= absent → the stored category, present but empty → every
 * category (inside Subjects, `embedded`, the one named, else the stored one); an unknown sort or type is
 * the default.
 */
export function listAddress(
  params: URLSearchParams,
  storedSlug: string | null,
  categories: Category[] | undefined,
  embedded = false,
): ListAddress {
  const slugParam = params.get(LIST_PARAMS.category);
  const slug = embedded ? slugParam || storedSlug : slugParam === null ? storedSlug : slugParam || null;
  const category = categories?.find((c) => c.slug === slug);
  const sortParam = params.get(LIST_PARAMS.sort);
  const sort: SortKey = isSortKey(sortParam) ? sortParam : 'default';
  const typeParam = params.get(LIST_PARAMS.type);
  const type: CourseType = isCourseType(typeParam) ? typeParam : 'all';
  const search = params.get(LIST_PARAMS.search) ?? '';
  return {
    slug,
    category,
    sort,
    type,
    search,
    listParams: { categoryId: category?.id ?? null, search, sort: sortFilterOf(sort) },
  };
}
