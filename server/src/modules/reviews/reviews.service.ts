import { message, type Locale } from '@studovna/core';
import type { CourseReviews, ReviewSubmit } from '@studovna/core/contract';
import { isEnrolledOrFinished } from '@studovna/core/domain';
import type { Database, Queryable } from '../../db/database';
import { ApiError, badRequest } from '../../lib/api-error';
import { uploadUrl } from '../../lib/upload-url';
import { courseExists, courseNotFound, findUserCourses } from '../courses/courses.service';
import { plainText } from '../../lib/plain-text';
import {
  countByRating,
  findOwnModeratedReview,
  findReviews,
  hasReviewed,
  insertReview,
} from './reviews.repository';

const STARS = [1, 2, 3, 4, 5] as const;

/** Average to one decimal, exact (integer arithmetic, as the database's round(avg, 1)). */
const averageOf = (counts: Map<number, number>, total: number): number => {
  const sum = STARS.reduce((acc, star) => acc + star * (counts.get(star) ?? 0), 0);
  return total === 0 ? 0 : Math.round((sum * 10) / total) / 10;
};

/**
 * GET /review/course/{id}: the newest reviews (none hidden or deleted by moderation: they count in
 * neither the total nor the average; their author alone is told why, in `own_moderation`), the average and number of reviews, and how many
 * reviews gave each number of stars (`counts`, "1"–"5"); `reviewed` for a logged-in caller.
 */
export async function courseReviews(
  db: Queryable,
  courseId: number,
  paging: { perPage: number; page: number },
  userId: number | null,
  site: string,
): Promise<CourseReviews> {
  if (!(await courseExists(db, courseId))) throw courseNotFound();
  const [rows, counts, reviewed, moderated] = await Promise.all([
    findReviews(db, courseId, paging.perPage, (paging.page - 1) * paging.perPage),
    countByRating(db, courseId),
    userId === null ? undefined : hasReviewed(db, userId, courseId),
    userId === null ? undefined : findOwnModeratedReview(db, userId, courseId),
  ]);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  return {
    rating: averageOf(counts, total),
    total,
    counts: Object.fromEntries(STARS.map((star) => [String(star), counts.get(star) ?? 0])) as Record<
      '1' | '2' | '3' | '4' | '5',
      number
    >,
    items: rows.map((row) => ({
      title: row.title,
      rating: row.rating,
      content: row.content,
      display_name: row.display_name,
      avatar: uploadUrl(site, row.avatar_path),
      date: row.created_at.toISOString(),
    })),
    ...(reviewed === undefined ? {} : { reviewed }),
    ...(moderated
      ? {
          own_moderation: {
            state: moderated.moderation,
            by: moderated.moderated_as ?? 'team',
            reason: moderated.moderation_reason ?? '',
            date: (moderated.moderated_at ?? new Date()).toISOString(),
            title: moderated.title,
          },
        }
      : {}),
  };
}

/**
 * POST /review/submit: plain text only; title, then content must not be blank (SPEC §5); only a
 * learner enrolled in or finished with the course; one review each.
 */
export async function submitReview(
  db: Database,
  input: ReviewSubmit,
  userId: number,
  site: string,
  locale: Locale,
): Promise<{ status: 'success'; message: string; data: CourseReviews }> {
  const title = plainText(input.title);
  const content = plainText(input.content);
  if (!title) throw reviewTitleRequired();
  if (!content) throw reviewContentRequired();
  if (!(await courseExists(db, input.course))) throw courseNotFound();
  const [relation] = await findUserCourses(db, userId, [input.course]);
  if (!isEnrolledOrFinished(relation?.status ?? null))
    throw new ApiError(403, 'review_not_enrolled', 'review.notEnrolled');
  const stored = await insertReview(db, {
    courseId: input.course,
    userId,
    title,
    rating: input.rating,
    content,
  });
  if (!stored) throw new ApiError(409, 'review_already_exists', 'review.alreadyReviewed');
  return {
    status: 'success',
    message: message('review.submitted', locale),
    data: await courseReviews(db, input.course, { perPage: 10, page: 1 }, userId, site),
  };
}

export const reviewTitleRequired = () => badRequest('review_title_required', 'review.titleRequired');
export const reviewContentRequired = () => badRequest('review_content_required', 'review.contentRequired');
