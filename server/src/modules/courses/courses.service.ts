import type { CourseSummary } from '@studovna/core/contract';
import type { Queryable } from '../../db/database';
import { ApiError, unauthorized } from '../../lib/api-error';
import { courseCacheOf } from './course-cache';
import { toCourseView, type CourseParts } from './course-view';
import {
  findCourseCategories,
  findCourseIds,
  findCourses,
  type CourseFilter,
  type CourseOrderBy,
} from './courses.repository';
import { findItems, findLearnerState, findSections } from './learner-state.repository';

export const courseNotFound = () => new ApiError(404, 'course_not_found', 'course.notFound');

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> => {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

/** What a course is for everyone: its row, categories, sections and items. */
type CourseContent = Pick<CourseParts, 'row' | 'categories' | 'sections' | 'items'>;

async function fetchCourseContent(
  db: Queryable,
  ids: readonly number[],
  curriculum: boolean,
): Promise<Map<number, CourseContent>> {
  const none = Promise.resolve([]);
  const [rows, categories, sections, items] = await Promise.all([
    findCourses(db, ids),
    findCourseCategories(db, ids),
    curriculum ? findSections(db, ids) : none,
    curriculum ? findItems(db, ids) : none,
  ]);
  const categoriesOf = groupBy(categories, (c) => c.course_id);
  const sectionsOf = groupBy(sections, (s) => s.course_id);
  const itemsOf = groupBy(items, (i) => i.course_id);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        row,
        categories: categoriesOf.get(row.id) ?? [],
        sections: sectionsOf.get(row.id) ?? [],
        items: itemsOf.get(row.id) ?? [],
      },
    ]),
  );
}

/** The content of the courses `ids` found published, from the cache of this content version when there is one. */
async function loadCourseContent(
  db: Queryable,
  ids: readonly number[],
  curriculum: boolean,
): Promise<Map<number, CourseContent>> {
  const cache = courseCacheOf(db);
  if (!cache) return fetchCourseContent(db, ids, curriculum);
  const version = await cache.current();
  const found = new Map<number, CourseContent>();
  const missing: number[] = [];
  for (const id of ids) {
    const content = cache.get<CourseContent>('parts', id);
    if (content) found.set(id, content);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  for (const [id, content] of await fetchCourseContent(db, missing, true)) {
    cache.keep('parts', version, id, content);
    found.set(id, content);
  }
  return found;
}

/**
 * Loads the courses `ids` (published ones, in that order) with everything their view needs, for the
 * caller: a fixed number of queries whatever the number of courses, sections and items; the part that
 * is the same for everyone comes from the cache while the content version holds (decision 0014).
 */
export async function loadCourseParts(
  db: Queryable,
  ids: readonly number[],
  userId: number | null,
  options: { curriculum: boolean },
): Promise<CourseParts[]> {
  if (ids.length === 0) return [];
  const [content, { userCourses, purchased, userItems }] = await Promise.all([
    loadCourseContent(db, ids, options.curriculum),
    userId
      ? findLearnerState(db, userId, ids, { items: options.curriculum })
      : { userCourses: [], purchased: [], userItems: [] },
  ]);
  const userCourseOf = new Map(userCourses.map((uc) => [uc.course_id, uc]));
  const purchasedIds = new Set<number>(purchased);
  const userItemsOf = groupBy(userItems, (ui) => ui.course_id);
  return ids.flatMap((id) => {
    const parts = content.get(id);
    if (!parts) return [];
    return [
      {
        ...parts,
        sections: options.curriculum ? parts.sections : [],
        items: options.curriculum ? parts.items : [],
        userCourse: userCourseOf.get(id) ?? null,
        purchased: purchasedIds.has(id),
        userItems: new Map((userItemsOf.get(id) ?? []).map((ui) => [ui.item_id, ui])),
      },
    ];
  });
}

/** Course views of `ids` for the caller, leaving out the fields in `omit`. */
export async function courseViews(
  db: Queryable,
  ids: readonly number[],
  userId: number | null,
  site: string,
  omit: readonly string[] = [],
): Promise<CourseSummary[]> {
  const omitted = new Set(omit);
  // the curriculum feeds the sections and the learner's result in course_data
  const curriculum = !omitted.has('sections') || (userId !== null && !omitted.has('course_data'));
  const parts = await loadCourseParts(db, ids, userId, { curriculum });
  return parts.map((p) => toCourseView(p, site, omitted));
}

export async function getCourse(
  db: Queryable,
  id: number,
  userId: number | null,
  site: string,
  omit: readonly string[] = [],
): Promise<CourseSummary> {
  const [course] = await courseViews(db, [id], userId, site, omit);
  if (!course) throw courseNotFound();
  return course;
}

export interface CourseListQuery {
  perPage: number;
  page: number;
  search?: string;
  onSale?: boolean;
  popular?: boolean;
  orderBy?: CourseOrderBy | 'menu_order';
  order?: 'asc' | 'desc';
  categoryIds?: number[];
  learned?: boolean;
  courseFilter?: 'in-progress' | 'passed' | 'failed';
  omit: readonly string[];
}

/** A page of ids; the same for everyone while the content version holds, unless it is a learner's own list. */
async function courseIdsOf(db: Queryable, filter: CourseFilter): Promise<{ ids: number[]; total: number }> {
  const cache = filter.learner ? null : courseCacheOf(db);
  if (!cache) return findCourseIds(db, filter);
  const version = await cache.current();
  const key = JSON.stringify(filter);
  const kept = cache.get<{ ids: number[]; total: number }>('ids', key);
  if (kept) return kept;
  const page = await findCourseIds(db, filter);
  cache.keep('ids', version, key, page);
  return page;
}

/**
 * GET /courses. Order: `orderby` (menu_order = id), else by students when `popular`, else by date;
 * direction `order`, descending by default as in WordPress. `learned` ("My courses") needs a login.
 */
export async function listCourses(
  db: Queryable,
  query: CourseListQuery,
  userId: number | null,
  site: string,
): Promise<{ courses: CourseSummary[]; total: number; totalPages: number }> {
  if (query.learned && userId === null) throw unauthorized();
  const orderBy =
    query.orderBy === 'menu_order' ? 'id' : (query.orderBy ?? (query.popular ? 'popular' : 'date'));
  const filter: CourseFilter = {
    search: query.search,
    onSale: query.onSale,
    categoryIds: query.categoryIds,
    learner: query.learned && userId !== null ? { userId, graduation: query.courseFilter } : undefined,
    orderBy,
    order: query.order ?? 'desc',
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  };
  const { ids, total } = await courseIdsOf(db, filter);
  const courses = await courseViews(db, ids, userId, site, query.omit);
  return { courses, total, totalPages: Math.ceil(total / query.perPage) };
}

/** What other modules read of courses and the learner's place in them. */
export { courseExists } from './courses.repository';
export { findItems, findUserCourses } from './learner-state.repository';
