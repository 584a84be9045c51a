import { z } from 'zod/mini';
import { MODERATION_LIMITS, MODERATION_STATES } from '../../studio/moderation';
import { COMMENT_REPORT_REASONS, commentBadgeSchema } from '../comments';
import { idParams } from '../common';
import { defineEndpoint, NAMESPACES } from '../endpoint';
import { entityId } from '../fields';
import { authorText, studioAnswer, studioPaging, studioPersonSchema, studioTime } from './studio-fields';

/**
 * Moderation in the studio (decision 0029): the newest comments and reviews of the caller's courses (the
 * team: every course), reported comments first; hide, delete, show again or keep (close the reports),
 * and answer in a thread. A comment or a review is addressed by its own id.
 */

export const moderationStateSchema = z.enum(MODERATION_STATES);
export const commentReportReasonSchema = z.enum(COMMENT_REPORT_REASONS);

const courseRef = z.object({ id: entityId, title: z.string() });

/** Who moderated it and why; null while it is shown. */
const moderationDone = z.nullable(
  z.object({
    /** The moderator as named then; `id` null once the account is gone. */
    by: z.object({ id: z.nullable(entityId), name: z.string() }),
    at: studioTime,
    reason: z.string(),
  }),
);

/** A comment as the moderation list shows it. */
export const moderationCommentSchema = z.object({
  id: entityId,
  course: courseRef,
  /** The lesson or quiz the comment is under. */
  post: z.object({ id: entityId, title: z.string(), type: z.enum(['lp_lesson', 'lp_quiz']) }),
  author: studioPersonSchema,
  /** Set on an answer written from the studio. */
  badge: z.nullable(commentBadgeSchema),
  date: studioTime,
  /** Sanitised HTML; `''` once deleted. */
  content: z.string(),
  state: moderationStateSchema,
  moderation: moderationDone,
  /** The comment it answers: its author and the start of its text (`''` when deleted). */
  in_reply_to: z.nullable(z.object({ id: entityId, author: z.string(), excerpt: z.string() })),
  replies: z.number(),
  /** Open reports (not yet kept, hidden or deleted) and why learners reported it. */
  reports: z.number(),
  report_reasons: z.array(commentReportReasonSchema),
  /** The lesson or quiz in the app. */
  app_path: z.string(),
});
export type ModerationComment = z.infer<typeof moderationCommentSchema>;

/** A review as the moderation list shows it. */
export const moderationReviewSchema = z.object({
  id: entityId,
  course: courseRef,
  author: studioPersonSchema,
  date: studioTime,
  title: z.string(),
  rating: z.number(),
  /** Plain text; `''` once deleted. */
  content: z.string(),
  state: moderationStateSchema,
  moderation: moderationDone,
});
export type ModerationReview = z.infer<typeof moderationReviewSchema>;

const listQuery = {
  course: z.optional(z.coerce.number().check(z.int(), z.positive())),
  ...studioPaging,
};

export const listComments = defineEndpoint({
  name: 'studio.moderation.comments',
  method: 'GET',
  path: `${NAMESPACES.studio}/moderation/comments`,
  auth: 'studio',
  summary:
    'Comments under the lessons and quizzes of the caller’s courses (the team: all): those with open reports first, then the newest; by course; paged, with the total, the number reported and the courses to filter by.',
  query: z.object(listQuery),
  response: z.object({
    comments: z.array(moderationCommentSchema),
    total: z.number(),
    /** Comments with open reports in all the caller’s courses, whatever the filter. */
    reported: z.number(),
    courses: z.array(courseRef),
  }),
});

export const listReviews = defineEndpoint({
  name: 'studio.moderation.reviews',
  method: 'GET',
  path: `${NAMESPACES.studio}/moderation/reviews`,
  auth: 'studio',
  summary: 'Reviews of the caller’s courses (the team: all), the newest first; by course; paged.',
  query: z.object(listQuery),
  response: z.object({
    reviews: z.array(moderationReviewSchema),
    total: z.number(),
    courses: z.array(courseRef),
  }),
});

const reason = z.optional(authorText(MODERATION_LIMITS.reason * 2));

export const moderateComment = defineEndpoint({
  name: 'studio.moderation.comment',
  method: 'POST',
  path: `${NAMESPACES.studio}/moderation/comments/:id`,
  auth: 'studio',
  summary:
    'Hides (can be undone) or deletes (the text is erased) a comment with a reason its author reads in the app, shows a hidden one again, or keeps a reported one (its reports are closed). Only the course’s author or the team; a comment changed meanwhile answers 409.',
  params: idParams,
  body: z.object({ action: z.enum(['hide', 'delete', 'restore', 'keep']), reason }),
  response: studioAnswer(moderationCommentSchema),
});

export const replyToComment = defineEndpoint({
  name: 'studio.moderation.reply',
  method: 'POST',
  path: `${NAMESPACES.studio}/moderation/comments/:id/reply`,
  auth: 'studio',
  summary:
    'Answers a comment in its thread as the course’s instructor (or the team, for an administrator): the app shows the answer with a badge. Answers the new comment.',
  params: idParams,
  body: z.object({ content: authorText(MODERATION_LIMITS.reply * 2) }),
  response: studioAnswer(moderationCommentSchema),
});

export const moderateReview = defineEndpoint({
  name: 'studio.moderation.review',
  method: 'POST',
  path: `${NAMESPACES.studio}/moderation/reviews/:id`,
  auth: 'studio',
  summary:
    'Hides or deletes a review with a reason its author reads in the app (it leaves the course’s list, counts and average), or shows a hidden one again. Only the course’s author or the team.',
  params: idParams,
  body: z.object({ action: z.enum(['hide', 'delete', 'restore']), reason }),
  response: studioAnswer(moderationReviewSchema),
});
