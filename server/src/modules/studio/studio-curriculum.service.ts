import type { Locale } from '@studovna/core';
import { studioMessage } from '@studovna/core/studio';
import type { Database } from '../../db/database';
import { invalidFields, studioError } from '../../lib/studio-error';
import { insertAuditEntry } from './audit-log.repository';
import { courseAnswer, loadEditableCourse } from './studio-courses.service';
import { sectionsOf } from './studio-course-view';
import {
  findCurriculum,
  insertAssignmentSettings,
  insertItem,
  insertQuizSettings,
  insertSection,
  placeItems,
  updateSection,
} from './studio-curriculum.repository';
import type { StudioUser } from './studio-user';

/** The curriculum of a course (issue 22 point 2): sections and items in order, new sections and items. */

export interface CurriculumInput {
  sections: { id?: number | undefined; title: string; description?: string | undefined; items: number[] }[];
}

export async function saveCurriculum(
  db: Database,
  user: StudioUser,
  courseId: number,
  input: CurriculumInput,
  site: string,
  locale: Locale,
) {
  return db.transaction(async (tx) => {
    await loadEditableCourse(tx, user, courseId);
    const before = sectionsOf(await findCurriculum(tx, courseId));
    const known = new Set(before.map((s) => s.id));
    const items = before.flatMap((s) => s.items.map((i) => i.id));
    const given = input.sections.flatMap((s) => s.items);
    const sameItems =
      given.length === items.length &&
      new Set(given).size === given.length &&
      given.every((id) => items.includes(id));
    const sectionsKnown = input.sections.every((s) => s.id === undefined || known.has(s.id));
    const sectionsOnce =
      new Set(input.sections.flatMap((s) => (s.id ? [s.id] : []))).size ===
      input.sections.filter((s) => s.id).length;
    if (!sameItems || !sectionsKnown || !sectionsOnce)
      throw studioError(409, 'studio_order_mismatch', 'studio.curriculumMismatch');
    const problems = input.sections.flatMap((s, i) =>
      s.title.trim() === '' ? [{ path: `sections.${i}.title`, code: 'studio.required' as const }] : [],
    );
    if (problems.length > 0) throw invalidFields(problems);

    const places: { itemId: number; sectionId: number; sort: number }[] = [];
    for (const [sort, section] of input.sections.entries()) {
      const fields = { title: section.title.trim(), description: section.description?.trim() ?? '', sort };
      const id = section.id ?? (await insertSection(tx, courseId, fields));
      if (section.id) await updateSection(tx, section.id, fields);
      section.items.forEach((itemId, position) => places.push({ itemId, sectionId: id, sort: position }));
    }
    await placeItems(tx, places);
    const after = sectionsOf(await findCurriculum(tx, courseId));
    const outline = (sections: typeof before) =>
      sections.map((s) => ({ title: s.title, items: s.items.map((i) => i.id) }));
    if (JSON.stringify(outline(before)) !== JSON.stringify(outline(after)))
      await insertAuditEntry(tx, {
        userId: user.id,
        entity: 'course',
        entityId: courseId,
        courseId,
        action: 'curriculum',
        changes: { curriculum: { from: outline(before), to: outline(after) } },
      });
    return {
      message: studioMessage('studio.saved', locale),
      data: await courseAnswer(tx, user, courseId, site),
    };
  });
}

export async function createCourseItem(
  db: Database,
  user: StudioUser,
  courseId: number,
  body: { section_id: number; type: 'lp_lesson' | 'lp_quiz' | 'lp_assignment'; title: string },
  site: string,
  locale: Locale,
) {
  return db.transaction(async (tx) => {
    await loadEditableCourse(tx, user, courseId);
    const sections = sectionsOf(await findCurriculum(tx, courseId));
    const title = body.title.trim();
    const problems = [];
    if (!sections.some((s) => s.id === body.section_id))
      problems.push({ path: 'section_id', code: 'studio.sectionUnknown' as const });
    if (title === '') problems.push({ path: 'title', code: 'studio.required' as const });
    else if (title.length > 200)
      problems.push({ path: 'title', code: 'studio.tooLong' as const, values: { max: 200 } });
    if (problems.length > 0) throw invalidFields(problems);
    const id = await insertItem(tx, { courseId, sectionId: body.section_id, type: body.type, title });
    if (body.type === 'lp_quiz') await insertQuizSettings(tx, id);
    if (body.type === 'lp_assignment') await insertAssignmentSettings(tx, id);
    await insertAuditEntry(tx, {
      userId: user.id,
      entity: 'item',
      entityId: id,
      courseId,
      action: 'create',
      changes: { type: { from: null, to: body.type }, title: { from: null, to: title } },
    });
    return {
      message: studioMessage('studio.created', locale),
      data: await courseAnswer(tx, user, courseId, site),
    };
  });
}
