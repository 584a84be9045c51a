import type { Queryable } from '../../db/database';
import { insertAuditEntry } from './audit-log.repository';
import { setCourseCategories } from './studio-courses.repository';
import { insertSection } from './studio-curriculum.repository';
import {
  findCategoryIdsBySlug,
  findTreeCourse,
  findTreeItems,
  insertTreeAssignment,
  insertTreeCourse,
  insertTreeItem,
  insertTreeQuiz,
  type TreeCourseRow,
  type TreeItemRow,
} from './studio-course-tree.repository';

/**
 * A whole course at once, for other modules (the course package, decision 0025): read with every field of
 * every section and item, or written as a new draft in the caller's transaction. The studio owns these
 * rows; questions are the bank's.
 */

interface TreeItemBase {
  title: string;
  content: string;
  preview: boolean;
  duration_minutes: number;
}
export interface TreeLesson extends TreeItemBase {
  type: 'lp_lesson';
  video_url: string;
}
export interface TreeQuiz extends TreeItemBase {
  type: 'lp_quiz';
  settings: {
    time_limit_seconds: number;
    passing_grade: number;
    retake_count: number;
    instant_check: boolean;
    wrong_penalty: string;
    skip_penalty: string;
    /** A mock test's parts in order, each holding the next `questions` of the quiz (decision 0043). */
    parts?: { title: string; time_limit_seconds: number; questions: number }[];
  };
}
export interface TreeAssignment<File = { name: string; path: string }> extends TreeItemBase {
  type: 'lp_assignment';
  introduction: string;
  files_amount: number;
  duration: { format: 'minute' | 'hour' | 'day' | 'week'; time: number };
  /** The highest mark. */
  mark: number;
  passing_grade: number;
  /** `path`: the stored upload path (`seed/…`, `attachments/…`). */
  attachments: File[];
}
export type TreeItem<File = { name: string; path: string }> = TreeLesson | TreeQuiz | TreeAssignment<File>;

/** A course's own fields as a tree carries them (the stored cover path, '' without one). */
export type TreeCourseFields = Omit<TreeCourseRow, 'id' | 'author_id' | 'categories'>;

export interface CourseTree {
  id: number;
  authorId: number;
  course: TreeCourseFields & { categories: string[] };
  sections: { title: string; description: string; items: (TreeItem & { id: number })[] }[];
}

function itemOf(row: TreeItemRow & { id: number }): TreeItem & { id: number } {
  const base = {
    id: row.id,
    title: row.title,
    content: row.content,
    preview: row.preview,
    duration_minutes: row.duration_minutes,
  };
  if (row.type === 'lp_lesson') return { ...base, type: 'lp_lesson', video_url: row.video_url };
  if (row.type === 'lp_quiz')
    return {
      ...base,
      type: 'lp_quiz',
      // a quiz has its settings row from its creation; the engine's defaults otherwise
      settings: {
        time_limit_seconds: row.time_limit_seconds ?? 0,
        passing_grade: row.quiz_passing_grade ?? 80,
        retake_count: row.quiz_retake_count ?? 0,
        instant_check: row.instant_check ?? false,
        wrong_penalty: row.wrong_penalty ?? '0',
        skip_penalty: row.skip_penalty ?? '0',
        ...((row.parts ?? []).length > 0
          ? {
              parts: row.parts!.map((part, index) => ({
                ...part,
                questions: (row.question_parts ?? []).filter((p) => p === index).length,
              })),
            }
          : {}),
      },
    };
  // an assignment made in the studio has no settings row until they are edited: the table's defaults
  return {
    ...base,
    type: 'lp_assignment',
    introduction: row.introduction ?? '',
    files_amount: row.files_amount ?? 1,
    duration: { format: row.duration_format ?? 'day', time: row.duration_time ?? 0 },
    mark: Number(row.assignment_mark ?? 10),
    passing_grade: Number(row.assignment_passing_grade ?? 0),
    attachments: row.attachments,
  };
}

/** The course with every field, section and item in order; undefined when there is none. */
export async function readCourseTree(db: Queryable, id: number): Promise<CourseTree | undefined> {
  const course = await findTreeCourse(db, id);
  if (!course) return undefined;
  const sections: CourseTree['sections'] = [];
  let last: number | null = null;
  for (const row of await findTreeItems(db, id)) {
    if (row.section_id !== last)
      sections.push({ title: row.section_title, description: row.section_description, items: [] });
    last = row.section_id;
    if (row.id !== null) sections.at(-1)!.items.push(itemOf(row as TreeItemRow & { id: number }));
  }
  const { id: _id, author_id, categories, ...fields } = course;
  return { id, authorId: author_id, course: { ...fields, categories }, sections };
}

/** Of these slugs, the categories there are: slug → id. */
export const categoryIdsBySlug = (db: Queryable, slugs: readonly string[]) =>
  findCategoryIdsBySlug(db, slugs);

export interface NewCourseTree {
  course: TreeCourseFields & { categoryIds: number[] };
  sections: {
    title: string;
    description: string;
    items: TreeItem<{ name: string; path: string; size: number }>[];
  }[];
}

/**
 * Writes a new draft course of `authorId` with its sections and items in the caller's transaction, and
 * one entry in the course's log; answers the course's id and each item's id, section by section.
 */
export async function insertCourseTree(
  tx: Queryable,
  tree: NewCourseTree,
  authorId: number,
  audit: Record<string, unknown>,
): Promise<{ courseId: number; itemIds: number[][] }> {
  const { categoryIds, ...fields } = tree.course;
  const courseId = await insertTreeCourse(tx, { ...fields, author_id: authorId });
  await setCourseCategories(tx, courseId, categoryIds);
  const itemIds: number[][] = [];
  for (const [sort, section] of tree.sections.entries()) {
    const sectionId = await insertSection(tx, courseId, {
      title: section.title,
      description: section.description,
      sort,
    });
    const ids: number[] = [];
    for (const [position, item] of section.items.entries()) {
      const id = await insertTreeItem(tx, {
        courseId,
        sectionId,
        sort: position,
        type: item.type,
        title: item.title,
        content: item.content,
        video_url: item.type === 'lp_lesson' ? item.video_url : '',
        preview: item.preview,
        duration_minutes: item.duration_minutes,
      });
      if (item.type === 'lp_quiz') await insertTreeQuiz(tx, id, item.settings);
      if (item.type === 'lp_assignment') await insertTreeAssignment(tx, id, item);
      ids.push(id);
    }
    itemIds.push(ids);
  }
  await insertAuditEntry(tx, {
    userId: authorId,
    entity: 'course',
    entityId: courseId,
    courseId,
    action: 'import',
    changes: Object.fromEntries(Object.entries(audit).map(([field, to]) => [field, { from: null, to }])),
  });
  return { courseId, itemIds };
}
