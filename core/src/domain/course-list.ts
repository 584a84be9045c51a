/**
 * Rules of the course list (SPEC §2, §9) that do not depend on the screen: the column count, the
 * course types, and the next step of a course in progress.
 */

/** Two columns when the window is wider than 600 px, else one. */
export const TWO_COLUMN_MIN_WIDTH = 600;
export const courseListColumns = (windowWidth: number): 1 | 2 => (windowWidth > TWO_COLUMN_MIN_WIDTH ? 2 : 1);

/** SPEC §2 course types: ready/start (everything), quizzes, theory (lessons). */
export type CourseType = 'all' | 'quizzes' | 'theory';
export const COURSE_TYPES: readonly CourseType[] = ['all', 'quizzes', 'theory'];

interface ItemLike {
  id: number;
  type: string;
  title: string;
  graduation?: string;
  status?: string;
  locked?: boolean;
}
interface SectionLike {
  id: number;
  items: readonly ItemLike[];
}
interface CourseLike {
  sections?: readonly SectionLike[] | null;
}

const ITEM_TYPE_OF: Record<Exclude<CourseType, 'all'>, string> = { quizzes: 'lp_quiz', theory: 'lp_lesson' };

/**
 * Whether a course belongs to a type: quizzes = it has an lp_quiz item, theory = an lp_lesson item.
 * A course whose curriculum the list did not send is kept (it cannot be told apart).
 */
export function matchesCourseType(course: CourseLike, type: CourseType): boolean {
  if (type === 'all' || !course.sections) return true;
  const wanted = ITEM_TYPE_OF[type];
  return course.sections.some((section) => section.items.some((item) => item.type === wanted));
}

export interface NextStep {
  sectionId: number;
  item: ItemLike;
}

/** Passed, or completed without failing; a failed quiz is still to do ("fix", SPEC §4). */
const isDone = (item: ItemLike) =>
  item.type === 'lp_course_preview' ||
  item.graduation === 'passed' ||
  (item.status === 'completed' && item.graduation !== 'failed');

/**
 * The learner's next step in a course: the first item (in curriculum order) that is in progress,
 * else the first one not yet passed or completed. `null` when everything is done or unknown.
 */
export function nextStep(course: CourseLike): NextStep | null {
  const items = (course.sections ?? []).flatMap((section) =>
    section.items.filter((item) => !item.locked).map((item) => ({ sectionId: section.id, item })),
  );
  return (
    items.find(({ item }) => item.graduation === 'in-progress' || item.status === 'started') ??
    items.find(({ item }) => !isDone(item)) ??
    null
  );
}

/**
 * SPEC §4 progress: a value up to 1 is a fraction (× 100), otherwise already a percent; rounded to two
 * decimals and kept within 0–100.
 */
export function progressPercent(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return 0;
  const percent = value <= 1 ? value * 100 : value;
  return Math.min(100, Math.round(percent * 100) / 100);
}
