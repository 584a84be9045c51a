import { coursesApi, type CourseData, type CourseSummary, type Section } from '@studovna/core/contract';
import {
  canFinish,
  canRetake,
  courseResult,
  currentPrice,
  isEnrolledOrFinished,
  isItemLocked,
  isOnSale,
  type ItemProgress,
  quizPassingGrade,
  renderCurrentPrice,
  renderPrice,
  sectionPercent,
  type UserCourseStatus,
} from '@studovna/core/domain';
import { uploadUrl } from '../../lib/upload-url';
import type { CourseCategoryRow, CourseRow } from './courses.repository';
import type { UserItemRow } from '../progress/progress.service';
import type { ItemRow, SectionRow, UserCourseRow } from './learner-state.repository';
import { appUrlOf } from '../../lib/app-url';

/** Everything loaded about one course, for one caller (`userCourse` and `userItems` empty for guests). */
export interface CourseParts {
  row: CourseRow;
  categories: CourseCategoryRow[];
  sections: SectionRow[];
  items: ItemRow[];
  userCourse: UserCourseRow | null;
  /** A completed order contains the course. */
  purchased: boolean;
  userItems: Map<number, UserItemRow>;
}

/** Fields `optimize` may leave out: exactly the optional ones of the summary schema. */
export const OMITTABLE_FIELDS: ReadonlySet<string> = new Set(
  Object.entries(coursesApi.courseSummarySchema.shape)
    .filter(([, schema]) => schema.safeParse(undefined).success)
    .map(([key]) => key),
);

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** "12 min", rendered for Czech readers; '' when none. */
export const itemDuration = (minutes: number): string => (minutes > 0 ? `${minutes}\u00a0min` : '');

/** The learner's status: a stored row wins; a completed order without one is 'purchased'. */
export const statusOf = (parts: Pick<CourseParts, 'userCourse' | 'purchased'>): UserCourseStatus | null =>
  parts.userCourse?.status ?? (parts.purchased ? 'purchased' : null);

function progressOf(parts: CourseParts, items: readonly ItemRow[]): ItemProgress[] {
  return items.map((item) => {
    const state = parts.userItems.get(item.id);
    return { type: item.type, status: state?.status, graduation: state?.graduation };
  });
}

function courseDataOf(parts: CourseParts): CourseData | null {
  const status = statusOf(parts);
  if (!status) return null;
  const uc = parts.userCourse;
  const live = courseResult(progressOf(parts, parts.items), parts.row.passing_condition);
  const finished = status === 'finished' && uc !== null;
  return {
    status,
    graduation: status === 'purchased' ? '' : (uc?.graduation ?? 'in-progress'),
    start_time: iso(uc?.start_time ?? null),
    end_time: iso(uc?.end_time ?? null),
    expiration_time: null,
    // a finished course keeps the result it was finished with
    result: finished
      ? { ...live, result: uc.result ?? live.result, pass: uc.graduation === 'passed' ? 1 : 0 }
      : live,
  };
}

function sectionsOf(parts: CourseParts, status: UserCourseStatus | null): Section[] {
  const inCourse = isEnrolledOrFinished(status);
  return parts.sections.map((section) => {
    const items = parts.items.filter((item) => item.section_id === section.id);
    return {
      id: section.id,
      title: section.title,
      description: section.description,
      ...(inCourse ? { percent: sectionPercent(progressOf(parts, items)) } : {}),
      items: items.map((item) => {
        const state = parts.userItems.get(item.id);
        return {
          id: item.id,
          type: item.type,
          title: item.title,
          preview: item.preview,
          duration: itemDuration(item.duration_minutes),
          graduation: state?.graduation ?? '',
          status: state?.status ?? '',
          locked: isItemLocked(item.preview, status),
        };
      }),
    };
  });
}

/** The course as the contract has it, without the fields in `omit`. */
export function toCourseView(parts: CourseParts, site: string, omit: ReadonlySet<string>): CourseSummary {
  const { row } = parts;
  const price = { price: row.price, salePrice: row.sale_price };
  const onSale = isOnSale(price);
  const status = statusOf(parts);
  const retaken = parts.userCourse?.retaken ?? 0;
  const course: CourseSummary = {
    id: row.id,
    name: row.title,
    slug: row.slug,
    permalink: `${appUrlOf(site)}/kurzy/${row.id}`,
    image: uploadUrl(site, row.image),
    origin_price: row.price,
    price: currentPrice(price),
    sale_price: onSale ? row.sale_price! : 0,
    origin_price_rendered: renderCurrentPrice({ price: row.price, salePrice: null }),
    price_rendered: renderCurrentPrice(price),
    sale_price_rendered: onSale ? renderPrice(row.sale_price!) : '',
    on_sale: onSale,
    status: row.status,
    content: row.content,
    excerpt: row.excerpt,
    duration: row.duration,
    count_students: row.students,
    can_finish: canFinish(status),
    can_retake: canRetake(status, row.retake_count, retaken),
    ratake_count: row.retake_count,
    rataken: retaken,
    rating: row.rating ?? 0,
    categories: parts.categories.map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      meta: { subscription: c.subscription },
    })),
    instructor: {
      id: row.author_id,
      name: row.author_name,
      avatar: uploadUrl(site, row.author_avatar),
      description: row.author_description,
    },
    sections: omit.has('sections') ? [] : sectionsOf(parts, status),
    meta_data: {
      _lp_passing_condition: quizPassingGrade(row.passing_condition),
      _lp_retake_count: row.retake_count,
    },
    course_data: omit.has('course_data') ? null : courseDataOf(parts),
  };
  for (const field of omit) if (OMITTABLE_FIELDS.has(field)) delete course[field as keyof CourseSummary];
  return course;
}
