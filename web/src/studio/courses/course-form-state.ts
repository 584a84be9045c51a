import type { StudioCourse } from '@studovna/core/contract/studio';
import type { studioCoursesApi } from '@studovna/core/contract/studio';
import type { BodyOf } from '@studovna/core/contract';
import { courseDraftProblems, type CourseDraft, type CourseStatus } from '@studovna/core/studio';
import { fromLocalInput, toLocalInput } from '../common/studio-format';

/** The course form as typed: numbers stay text until saved, so a half-typed value is kept as it is. */
export interface CourseForm {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  categoryIds: number[];
  free: boolean;
  price: string;
  onSale: boolean;
  salePrice: string;
  duration: string;
  passingCondition: string;
  retakeCount: string;
  status: CourseStatus;
  /** `datetime-local` value, the browser's local time. */
  publishedAt: string;
  authorId: number;
}

export type CourseBody = BodyOf<typeof studioCoursesApi.updateCourse>;

/** The form's fields in the order they are shown, by the contract's body names (where errors point). */
export const COURSE_FIELDS = [
  'title',
  'slug',
  'status',
  'published_at',
  'category_ids',
  'excerpt',
  'content',
  'price',
  'sale_price',
  'duration',
  'passing_condition',
  'retake_count',
  'author_id',
] as const;

/** core's draft paths → the body names the server answers with. */
const BODY_NAME: Record<string, string> = {
  categoryIds: 'category_ids',
  salePrice: 'sale_price',
  passingCondition: 'passing_condition',
  retakeCount: 'retake_count',
  publishedAt: 'published_at',
};
export const bodyName = (path: string): string => BODY_NAME[path] ?? path;

export function formOf(course: StudioCourse): CourseForm {
  return {
    title: course.title,
    slug: course.slug,
    excerpt: course.excerpt,
    content: course.content,
    categoryIds: course.categories.map((category) => category.id),
    free: course.price === 0,
    price: course.price === 0 ? '' : String(course.price),
    onSale: course.sale_price !== null,
    salePrice: course.sale_price === null ? '' : String(course.sale_price),
    duration: course.duration,
    passingCondition: String(course.passing_condition),
    retakeCount: String(course.retake_count),
    status: course.status,
    publishedAt: toLocalInput(course.published_at),
    authorId: course.author.id,
  };
}

/** A typed number: whole crowns or percent; NaN when it is not a number (core then names the problem). */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

export function draftOf(form: CourseForm): CourseDraft {
  const price = form.free ? 0 : numberOf(form.price);
  return {
    title: form.title,
    slug: form.slug,
    excerpt: form.excerpt,
    content: form.content,
    categoryIds: form.categoryIds,
    price,
    salePrice: form.free || !form.onSale ? null : numberOf(form.salePrice),
    duration: form.duration,
    passingCondition: numberOf(form.passingCondition),
    retakeCount: numberOf(form.retakeCount),
    status: form.status,
    publishedAt: form.status === 'future' ? fromLocalInput(form.publishedAt) : null,
  };
}

/** What is wrong with the form, path (body name) → core problem, checked before anything is sent. */
export function formProblems(form: CourseForm, now: Date) {
  return courseDraftProblems(draftOf(form), now).map((problem) => ({
    ...problem,
    path: bodyName(problem.path),
  }));
}

/**
 * The body of `studio.courses.update`. `published_at`: the chosen time of a scheduled course; a course
 * that stays published keeps its time; one published now sends none (the server stamps it); a draft none.
 */
export function bodyOf(
  form: CourseForm,
  original: StudioCourse,
  { withAuthor }: { withAuthor: boolean },
): CourseBody {
  const draft = draftOf(form);
  return {
    title: draft.title.trim(),
    slug: draft.slug.trim(),
    excerpt: draft.excerpt,
    content: draft.content,
    category_ids: draft.categoryIds,
    price: draft.price,
    sale_price: draft.salePrice,
    duration: draft.duration.trim(),
    passing_condition: draft.passingCondition,
    retake_count: draft.retakeCount,
    status: draft.status,
    published_at:
      draft.status === 'future'
        ? draft.publishedAt
        : draft.status === 'publish' && original.status === 'publish'
          ? original.published_at
          : null,
    ...(withAuthor ? { author_id: form.authorId } : {}),
  };
}
