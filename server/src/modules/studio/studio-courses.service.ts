import type { Locale } from '@studovna/core';
import type { studioCoursesApi } from '@studovna/core/contract/studio';
import {
  courseDraftProblems,
  LIMITS,
  mayEditCourse,
  slugFromTitle,
  studioMessage,
  type CourseDraft,
} from '@studovna/core/studio';
import type { Database, Queryable } from '../../db/database';
import { contentHtml } from '../../lib/content-html';
import { invalidFields, studioError } from '../../lib/studio-error';
import { findCourseAudit, insertAuditEntry } from './audit-log.repository';
import { changedFields, toAuditEntry } from './audit';
import { slugTaken } from './studio-categories.repository';
import { toStudioCourse, toStudioCourseRow } from './studio-course-view';
import {
  existingCategoryIds,
  findAuthors,
  findStudioCourse,
  findStudioCourses,
  insertCourse,
  isAuthor,
  setCourseCategories,
  updateCourse,
  type CourseFields,
  type StudioCourseRow,
} from './studio-courses.repository';
import { findCurriculum, insertSection } from './studio-curriculum.repository';
import type { StudioUser } from './studio-user';

/** Courses in the studio (issue 22 point 2): every field the app shows, drafts, scheduling, the log. */

type ListQuery = NonNullable<Parameters<typeof findStudioCourses>[1]>;
type CourseBody = (typeof studioCoursesApi.courseBody)['_zod']['output'];

const PER_PAGE = 20;

export async function listStudioCourses(
  db: Queryable,
  user: StudioUser,
  query: {
    search?: string | undefined;
    status?: string | undefined;
    category?: number | undefined;
    mine?: '1' | '0' | undefined;
    page?: number | undefined;
    per_page?: number | undefined;
  },
) {
  const perPage = query.per_page ?? PER_PAGE;
  const filter: ListQuery = {
    search: query.search,
    status: query.status,
    categoryId: query.category,
    authorId: query.mine === '1' ? user.id : undefined,
    ownFirst: user.role === 'instructor' ? user.id : undefined,
    limit: perPage,
    offset: ((query.page ?? 1) - 1) * perPage,
  };
  const { rows, total } = await findStudioCourses(db, filter);
  return { courses: rows.map((r) => toStudioCourseRow(r, user)), total, role: user.role };
}

async function loadCourse(db: Queryable, id: number, lock = false): Promise<StudioCourseRow> {
  const row = await findStudioCourse(db, id, { lock });
  if (!row) throw studioError(404, 'studio_not_found', 'studio.notFound');
  return row;
}

/** The course, locked, when the caller may change it: 403 `studio_not_yours` for another's course. */
export async function loadEditableCourse(
  tx: Queryable,
  user: StudioUser,
  id: number,
): Promise<StudioCourseRow> {
  const row = await loadCourse(tx, id, true);
  if (!mayEditCourse(user.role, user.id, { authorId: row.author_id }))
    throw studioError(403, 'studio_not_yours', 'studio.notYours');
  return row;
}

export async function courseAnswer(db: Queryable, user: StudioUser, id: number, site: string) {
  return toStudioCourse(await loadCourse(db, id), await findCurriculum(db, id), user, site);
}

export const getStudioCourse = courseAnswer;

/**
 * `base` when no course or category has it, else the first free of `base-2`, `base-3` … (cut so that it
 * stays within the slug's 100 characters).
 */
export async function freeSlug(db: Queryable, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const slug = `${base.slice(0, LIMITS.slug - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!(await slugTaken(db, slug, {}))) return slug;
  }
}

export async function createStudioCourse(
  db: Database,
  user: StudioUser,
  body: { title: string; category_id: number },
  site: string,
  locale: Locale,
) {
  return db.transaction(async (tx) => {
    const title = body.title.trim();
    const problems = courseDraftProblems(
      { ...EMPTY_DRAFT, title, slug: 'kurz', categoryIds: [body.category_id] },
      new Date(),
    ).filter((p) => p.path === 'title');
    if ((await existingCategoryIds(tx, [body.category_id])).length === 0)
      problems.push({ path: 'category_id', code: 'studio.categoryUnknown' });
    if (problems.length > 0) throw invalidFields(problems);
    const slug = await freeSlug(tx, slugFromTitle(title) || 'kurz');
    const id = await insertCourse(tx, { title, slug, authorId: user.id });
    await setCourseCategories(tx, id, [body.category_id]);
    await insertSection(tx, id, {
      title: studioMessage('studio.firstSection', locale),
      description: '',
      sort: 0,
    });
    await insertAuditEntry(tx, {
      userId: user.id,
      entity: 'course',
      entityId: id,
      courseId: id,
      action: 'create',
      changes: { title: { from: null, to: title }, status: { from: null, to: 'draft' } },
    });
    return { message: studioMessage('studio.created', locale), data: await courseAnswer(tx, user, id, site) };
  });
}

const EMPTY_DRAFT: CourseDraft = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  categoryIds: [],
  price: 0,
  salePrice: null,
  duration: '',
  passingCondition: 80,
  retakeCount: 0,
  status: 'draft',
  publishedAt: null,
};

const draftOf = (body: CourseBody): CourseDraft => ({
  title: body.title.trim(),
  slug: body.slug.trim(),
  excerpt: body.excerpt.trim(),
  content: contentHtml(body.content),
  categoryIds: [...new Set(body.category_ids)],
  price: body.price,
  salePrice: body.sale_price,
  duration: body.duration.trim(),
  passingCondition: body.passing_condition,
  retakeCount: body.retake_count,
  status: body.status,
  publishedAt: body.published_at,
});

const fieldsOf = (row: StudioCourseRow) => ({
  title: row.title,
  slug: row.slug,
  excerpt: row.excerpt,
  content: row.content,
  price: row.price,
  sale_price: row.sale_price,
  duration: row.duration,
  passing_condition: row.passing_condition,
  retake_count: row.retake_count,
  status: row.status,
  published_at: row.published_at?.toISOString() ?? null,
  author_id: row.author_id,
  category_ids: row.categories.map((c) => c.id),
});

export async function updateStudioCourse(
  db: Database,
  user: StudioUser,
  id: number,
  body: CourseBody,
  site: string,
  locale: Locale,
) {
  return db.transaction(async (tx) => {
    const before = await loadEditableCourse(tx, user, id);
    const now = (await tx.query<{ now: Date }>('select now() as now'))[0]!.now;
    const draft = draftOf(body);
    const problems = courseDraftProblems(draft, now);
    if (!problems.some((p) => p.path === 'slug') && (await slugTaken(tx, draft.slug, { courseId: id })))
      problems.push({ path: 'slug', code: 'studio.slugTaken' });
    const known = await existingCategoryIds(tx, draft.categoryIds);
    if (known.length !== draft.categoryIds.length)
      problems.push({ path: 'category_ids', code: 'studio.categoryUnknown' });
    const authorId = user.role === 'administrator' ? (body.author_id ?? before.author_id) : before.author_id;
    if (authorId !== before.author_id && !(await isAuthor(tx, authorId)))
      problems.push({ path: 'author_id', code: 'studio.authorUnknown' });
    if (problems.length > 0) throw invalidFields(problems.map(onTheWire));

    const fields: CourseFields = {
      title: draft.title,
      slug: draft.slug,
      excerpt: draft.excerpt,
      content: draft.content,
      price: draft.price,
      sale_price: draft.salePrice,
      duration: draft.duration,
      passing_condition: draft.passingCondition,
      retake_count: draft.retakeCount,
      status: draft.status,
      // published now: now, unless it was published before; scheduled: the time given
      published_at:
        draft.status === 'future'
          ? new Date(draft.publishedAt!)
          : draft.status === 'publish' && before.status !== 'publish'
            ? now
            : null,
      author_id: authorId,
    };
    const changes = changedFields(fieldsOf(before), {
      ...fields,
      published_at: (fields.published_at ?? before.published_at)?.toISOString() ?? null,
      category_ids: draft.categoryIds,
    });
    if (Object.keys(changes).length > 0) {
      await updateCourse(tx, id, fields);
      if ('category_ids' in changes) await setCourseCategories(tx, id, draft.categoryIds);
      await insertAuditEntry(tx, {
        userId: user.id,
        entity: 'course',
        entityId: id,
        courseId: id,
        action: 'update',
        changes,
      });
    }
    return { message: studioMessage('studio.saved', locale), data: await courseAnswer(tx, user, id, site) };
  });
}

/** Core names a draft's fields in camelCase; the contract's body (and so `data.fields`) in snake_case. */
const WIRE: Record<string, string> = {
  categoryIds: 'category_ids',
  salePrice: 'sale_price',
  passingCondition: 'passing_condition',
  retakeCount: 'retake_count',
  publishedAt: 'published_at',
};
const onTheWire = <P extends { path: string }>(p: P): P => ({ ...p, path: WIRE[p.path] ?? p.path });

export async function courseAudit(
  db: Queryable,
  user: StudioUser,
  id: number,
  page: { page?: number | undefined; per_page?: number | undefined },
) {
  await loadCourse(db, id);
  const perPage = page.per_page ?? 50;
  const { rows, total } = await findCourseAudit(db, id, {
    limit: perPage,
    offset: ((page.page ?? 1) - 1) * perPage,
  });
  return { entries: rows.map(toAuditEntry), total };
}

export async function listStudioAuthors(db: Queryable) {
  const rows = await findAuthors(db);
  return {
    authors: rows.map((r) => ({
      id: r.id,
      name: r.name,
      role: r.roles.includes('administrator') ? ('administrator' as const) : ('instructor' as const),
    })),
  };
}
