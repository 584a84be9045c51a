import type { boardApi, Category } from '@studovna/core/contract';

type Pin = boardApi.Pin;
type PinCategory = boardApi.Pin['categoryData']['courseCategories'][number];

export interface QuizPins {
  quizId: number;
  quizName: string;
  courseId: number;
  /** By the question's order in the quiz. */
  pins: Pin[];
}

export interface CoursePins {
  courseId: number;
  courseName: string;
  /** In the order the server listed them (its curriculum order). */
  quizzes: QuizPins[];
}

export interface CategoryPins {
  /** The category as the category list has it (with its premium codes), else as the pin names it; null for pins of courses without a category. */
  category: Category | PinCategory | null;
  /** By course name. */
  courses: CoursePins[];
}

const collator = new Intl.Collator('cs', { sensitivity: 'base', numeric: true });

/**
 * SPEC §2 Board: pins grouped by category, then course name, then quiz. Categories come in the order of
 * the category list (unknown ones after, as met); a pin whose course is in several categories is shown
 * under each. With `only`, every pin is shown under that one category (the server already filtered).
 */
export function groupPins(
  pins: readonly Pin[],
  categories: readonly Category[],
  only?: Category,
): CategoryPins[] {
  const groups = new Map<number, { category: CategoryPins['category']; pins: Pin[] }>();
  for (const pin of pins) {
    const own = only ? [only] : pin.categoryData.courseCategories;
    const targets = own.length ? own : [null];
    for (const target of targets) {
      const key = target?.id ?? 0;
      const known = target ? (categories.find((c) => c.id === target.id) ?? target) : null;
      const group = groups.get(key) ?? { category: known, pins: [] };
      if (!group.pins.includes(pin)) group.pins.push(pin);
      groups.set(key, group);
    }
  }
  const rank = (category: CategoryPins['category']) => {
    if (!category) return Number.MAX_SAFE_INTEGER;
    const index = categories.findIndex((c) => c.id === category.id);
    return index < 0 ? categories.length : index;
  };
  return [...groups.values()]
    .map((group, met) => ({ ...group, met }))
    .sort((a, b) => rank(a.category) - rank(b.category) || a.met - b.met)
    .map(({ category, pins: own }) => ({ category, courses: groupByCourse(own) }));
}

function groupByCourse(pins: Pin[]): CoursePins[] {
  const courses = new Map<number, CoursePins>();
  for (const pin of pins) {
    const course = courses.get(pin.courseId) ?? {
      courseId: pin.courseId,
      courseName: pin.categoryData.courseName,
      quizzes: [],
    };
    let quiz = course.quizzes.find((q) => q.quizId === pin.quizId);
    if (!quiz) {
      quiz = { quizId: pin.quizId, quizName: pin.quizName, courseId: pin.courseId, pins: [] };
      course.quizzes.push(quiz);
    }
    quiz.pins.push(pin);
    courses.set(pin.courseId, course);
  }
  for (const course of courses.values())
    for (const quiz of course.quizzes) quiz.pins.sort((a, b) => a.order - b.order);
  return [...courses.values()].sort(
    (a, b) => collator.compare(a.courseName, b.courseName) || a.courseId - b.courseId,
  );
}
