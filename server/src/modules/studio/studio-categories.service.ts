import type { Locale } from '@studovna/core';
import type { StudioCategory } from '@studovna/core/contract/studio';
import {
  categoryDraftProblems,
  mayEditCatalogue,
  slugFromTitle,
  studioMessage,
  type CategoryDraft,
} from '@studovna/core/studio';
import type { Database, Queryable } from '../../db/database';
import { invalidFields, studioError } from '../../lib/studio-error';
import { uploadUrl } from '../../lib/upload-url';
import { insertAuditEntry } from './audit-log.repository';
import { changedFields } from './audit';
import {
  deleteCategory,
  findStudioCategories,
  findStudioCategory,
  insertCategory,
  lockCategoryIds,
  setCategoryOrder,
  slugTaken,
  updateCategory,
  type CategoryFields,
  type StudioCategoryRow,
} from './studio-categories.repository';
import type { StudioUser } from './studio-user';

/** Categories in the studio (issue 22 point 1): the team writes them, instructors read them. */

export const toStudioCategory = (row: StudioCategoryRow, site: string): StudioCategory => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  image: uploadUrl(site, row.image),
  subscription: row.subscription,
  sort: row.sort,
  courses: { publish: row.publish, draft: row.draft, future: row.future },
});

const fieldsOf = (row: StudioCategoryRow): CategoryFields => ({
  name: row.name,
  slug: row.slug,
  description: row.description,
  subscription: row.subscription,
});

function assertMayEdit(user: StudioUser) {
  if (!mayEditCatalogue(user.role)) throw studioError(403, 'studio_catalogue_only', 'studio.catalogueOnly');
}

async function loadCategory(db: Queryable, id: number, lock = false) {
  const row = await findStudioCategory(db, id, { lock });
  if (!row) throw studioError(404, 'studio_not_found', 'studio.notFound');
  return row;
}

export async function listStudioCategories(db: Queryable, user: StudioUser, site: string) {
  const rows = await findStudioCategories(db);
  return { categories: rows.map((r) => toStudioCategory(r, site)), may_edit: mayEditCatalogue(user.role) };
}

export interface CategoryInput {
  name: string;
  slug?: string | undefined;
  description: string;
  subscription: string[];
}

/** The draft an input makes: trimmed, the slug from the name when none is given. */
const draftOf = (input: CategoryInput): CategoryDraft => ({
  name: input.name.trim(),
  slug: input.slug?.trim() || slugFromTitle(input.name),
  description: input.description.trim(),
  subscription: [...new Set(input.subscription.map((c) => c.trim()).filter(Boolean))],
});

async function checkedDraft(tx: Queryable, input: CategoryInput, categoryId?: number) {
  const draft = draftOf(input);
  const problems = categoryDraftProblems(draft);
  if (!problems.some((p) => p.path === 'slug') && (await slugTaken(tx, draft.slug, { categoryId })))
    problems.push({ path: 'slug', code: 'studio.slugTaken' });
  if (problems.length > 0) throw invalidFields(problems);
  return draft;
}

export async function createStudioCategory(
  db: Database,
  user: StudioUser,
  input: CategoryInput,
  site: string,
  locale: Locale,
) {
  assertMayEdit(user);
  return db.transaction(async (tx) => {
    const draft = await checkedDraft(tx, input);
    const id = await insertCategory(tx, draft);
    const row = await loadCategory(tx, id);
    await insertAuditEntry(tx, {
      userId: user.id,
      entity: 'category',
      entityId: id,
      courseId: null,
      action: 'create',
      changes: changedFields(null, fieldsOf(row)),
    });
    return { message: studioMessage('studio.created', locale), data: toStudioCategory(row, site) };
  });
}

export async function updateStudioCategory(
  db: Database,
  user: StudioUser,
  id: number,
  input: CategoryInput,
  site: string,
  locale: Locale,
) {
  assertMayEdit(user);
  return db.transaction(async (tx) => {
    const before = await loadCategory(tx, id, true);
    const draft = await checkedDraft(tx, input, id);
    const changes = changedFields(fieldsOf(before), draft);
    if (Object.keys(changes).length > 0) {
      await updateCategory(tx, id, draft);
      await insertAuditEntry(tx, {
        userId: user.id,
        entity: 'category',
        entityId: id,
        courseId: null,
        action: 'update',
        changes,
      });
    }
    return {
      message: studioMessage('studio.saved', locale),
      data: toStudioCategory(await loadCategory(tx, id), site),
    };
  });
}

export async function deleteStudioCategory(db: Database, user: StudioUser, id: number, locale: Locale) {
  assertMayEdit(user);
  return db.transaction(async (tx) => {
    const row = await loadCategory(tx, id, true);
    const count = row.publish + row.draft + row.future;
    if (count > 0) throw studioError(409, 'studio_category_in_use', 'studio.categoryInUse', { count });
    await deleteCategory(tx, id);
    await insertAuditEntry(tx, {
      userId: user.id,
      entity: 'category',
      entityId: id,
      courseId: null,
      action: 'delete',
      changes: changedFields(fieldsOf(row), {
        name: null,
        slug: null,
        description: null,
        subscription: null,
      }),
    });
    return { message: studioMessage('studio.deleted', locale), data: { id } };
  });
}

export async function orderStudioCategories(
  db: Database,
  user: StudioUser,
  ids: readonly number[],
  site: string,
  locale: Locale,
) {
  assertMayEdit(user);
  return db.transaction(async (tx) => {
    const today = await lockCategoryIds(tx);
    const same =
      ids.length === today.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => today.includes(id));
    if (!same) throw studioError(409, 'studio_order_mismatch', 'studio.orderMismatch');
    if (today.some((id, i) => ids[i] !== id)) {
      await setCategoryOrder(tx, ids);
      await insertAuditEntry(tx, {
        userId: user.id,
        entity: 'category',
        entityId: ids[0]!,
        courseId: null,
        action: 'order',
        changes: { order: { from: today, to: ids } },
      });
    }
    const rows = await findStudioCategories(tx);
    return {
      message: studioMessage('studio.saved', locale),
      data: { categories: rows.map((r) => toStudioCategory(r, site)) },
    };
  });
}
