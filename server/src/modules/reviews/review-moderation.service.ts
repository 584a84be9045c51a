import type { Locale } from '@studovna/core';
import type { ModerationReview } from '@studovna/core/contract/studio';
import {
  mayEditCourse,
  mayModerate,
  moderationMessage,
  moderationProblems,
  moderatorRoleOf,
} from '@studovna/core/studio';
import type { Database, Queryable } from '../../db/database';
import { moderationDoneOf } from '../../lib/moderation-columns';
import { moderationErrors as refuse } from '../../lib/moderation-error';
import { changedFields, recordAuditEntry } from '../studio/audit-log.service';
import type { StudioUser } from '../studio/studio-user';
import {
  findModerationReview,
  findModerationReviews,
  findReviewedCourses,
  markReview,
  unmarkReview,
  type ModerationReviewRow,
} from './review-moderation.repository';

/**
 * Moderating reviews in the studio (decision 0029). A hidden or deleted review leaves the course's list,
 * its counts and its average; its author reads the reason with their review.
 */

const authorFilter = (user: StudioUser) => (user.role === 'administrator' ? null : user.id);

const PAGE = 20;

function toModerationReview(row: ModerationReviewRow): ModerationReview {
  return {
    id: row.id,
    course: { id: row.course_id, title: row.course_title },
    author: { id: row.user_id, name: row.author_name },
    date: row.created_at.toISOString(),
    title: row.title,
    rating: row.rating,
    content: row.content,
    state: row.moderation ?? 'visible',
    moderation: moderationDoneOf(row),
  };
}

export async function listModerationReviews(
  db: Queryable,
  user: StudioUser,
  query: { course?: number; page?: number; per_page?: number },
) {
  const authorId = authorFilter(user);
  const limit = query.per_page ?? PAGE;
  const { rows, total } = await findModerationReviews(db, {
    authorId,
    courseId: query.course ?? null,
    limit,
    offset: ((query.page ?? 1) - 1) * limit,
  });
  return {
    reviews: rows.map(toModerationReview),
    total,
    courses: await findReviewedCourses(db, authorId),
  };
}

const logged = (row: ModerationReviewRow) => ({
  state: row.moderation ?? 'visible',
  reason: row.moderation_reason,
});

/** Hides or deletes the review with a reason, or shows a hidden one again; with its entry in the course's log. */
export async function moderateReview(
  db: Database,
  user: StudioUser,
  id: number,
  input: { action: 'hide' | 'delete' | 'restore'; reason?: string | undefined },
  locale: Locale,
): Promise<{ message: string; data: ModerationReview }> {
  const reason = (input.reason ?? '').replace(/\r\n?/g, '\n').trim();
  return db.transaction(async (tx) => {
    const before = await findModerationReview(tx, id, true);
    if (!before) throw refuse.notFound();
    if (!mayEditCourse(user.role, user.id, { authorId: before.author_id })) throw refuse.notYours();
    const state = before.moderation ?? 'visible';
    if (!mayModerate(input.action, state)) throw refuse.stateChanged(before.moderated_by_name, state);
    const problems = moderationProblems({ action: input.action, reason });
    if (problems.length > 0) throw refuse.invalid(problems);
    if (input.action === 'restore') await unmarkReview(tx, id);
    else
      await markReview(tx, id, {
        state: input.action === 'hide' ? 'hidden' : 'deleted',
        by: user.id,
        as: moderatorRoleOf(user.role),
        reason,
      });
    const after = (await findModerationReview(tx, id))!;
    await recordAuditEntry(tx, {
      userId: user.id,
      entity: 'review',
      entityId: id,
      courseId: before.course_id,
      action: input.action,
      changes: {
        author: { from: before.author_name, to: before.author_name },
        ...changedFields(logged(before), logged(after)),
      },
    });
    const done =
      input.action === 'hide'
        ? 'moderation.hidden'
        : input.action === 'delete'
          ? 'moderation.deleted'
          : 'moderation.restored';
    return { message: moderationMessage(done, locale), data: toModerationReview(after) };
  });
}
