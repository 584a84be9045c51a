import type { Locale } from '@studovna/core';
import type { ModerationComment } from '@studovna/core/contract/studio';
import {
  mayEditCourse,
  mayModerate,
  moderationMessage,
  moderationProblems,
  moderatorRoleOf,
  replyProblems,
  type ModerationAction,
  type ModerationMessageCode,
} from '@studovna/core/studio';
import type { Database, Queryable } from '../../db/database';
import { moderationErrors as refuse } from '../../lib/moderation-error';
import { changedFields, recordAuditEntry } from '../studio/audit-log.service';
import type { StudioUser } from '../studio/studio-user';
import { commentHtml } from './comment-html';
import { toModerationComment } from './comment-moderation-view';
import {
  countReported,
  findCommentedCourses,
  findModerationComment,
  findModerationComments,
  insertStudioReply,
  markComment,
  resolveReports,
  unmarkComment,
  type ModerationCommentRow,
} from './comment-moderation.repository';

/**
 * Moderating comments in the studio (decision 0029): the newest comments of the caller's courses with the
 * reported ones first, hiding, deleting, showing again or keeping one, and answering in its thread. An
 * instructor moderates the comments of the courses they author, the team every comment. Every refusal
 * writes nothing.
 */

/** The courses whose comments the caller moderates: an instructor's own (their id), the team's all (null). */
const authorFilter = (user: StudioUser) => (user.role === 'administrator' ? null : user.id);

const PAGE = 20;

export async function listModerationComments(
  db: Queryable,
  user: StudioUser,
  query: { course?: number; page?: number; per_page?: number },
) {
  const authorId = authorFilter(user);
  const limit = query.per_page ?? PAGE;
  const { rows, total } = await findModerationComments(db, {
    authorId,
    courseId: query.course ?? null,
    limit,
    offset: ((query.page ?? 1) - 1) * limit,
  });
  return {
    comments: rows.map(toModerationComment),
    total,
    reported: await countReported(db, authorId),
    courses: await findCommentedCourses(db, authorId),
  };
}

/** The comment, when the caller may moderate it: 404 for none, 403 for another author's course. */
async function loadModeratable(db: Queryable, user: StudioUser, id: number, lock = false) {
  const row = await findModerationComment(db, id, lock);
  if (!row) throw refuse.notFound();
  if (!mayEditCourse(user.role, user.id, { authorId: row.author_id })) throw refuse.notYours();
  return row;
}

const DONE: Record<ModerationAction, ModerationMessageCode> = {
  hide: 'moderation.hidden',
  delete: 'moderation.deleted',
  restore: 'moderation.restored',
  keep: 'moderation.kept',
};

/** What the course's log keeps of a comment's moderation (never its text). */
const logged = (row: ModerationCommentRow) => ({
  state: row.moderation ?? 'visible',
  reason: row.moderation_reason,
  reports: Number(row.reports),
});

/**
 * Hides or deletes the comment with a reason (its open reports are closed), shows a hidden one again, or
 * keeps a reported one (its reports are closed). In one transaction with its entry in the course's log.
 */
export async function moderateComment(
  db: Database,
  user: StudioUser,
  id: number,
  input: { action: ModerationAction; reason?: string | undefined },
  locale: Locale,
): Promise<{ message: string; data: ModerationComment }> {
  const reason = (input.reason ?? '').replace(/\r\n?/g, '\n').trim();
  return db.transaction(async (tx) => {
    const before = await loadModeratable(tx, user, id, true);
    const state = before.moderation ?? 'visible';
    if (!mayModerate(input.action, state)) throw refuse.stateChanged(before.moderated_by_name, state);
    if (input.action === 'keep' && Number(before.reports) === 0) throw refuse.notReported();
    const problems = moderationProblems({ action: input.action, reason });
    if (problems.length > 0) throw refuse.invalid(problems);

    if (input.action === 'hide' || input.action === 'delete')
      await markComment(tx, id, {
        state: input.action === 'hide' ? 'hidden' : 'deleted',
        by: user.id,
        as: moderatorRoleOf(user.role),
        reason,
      });
    if (input.action === 'restore') await unmarkComment(tx, id);
    if (input.action !== 'restore') await resolveReports(tx, id);

    const after = (await findModerationComment(tx, id))!;
    await recordAuditEntry(tx, {
      userId: user.id,
      entity: 'comment',
      entityId: id,
      courseId: before.course_id,
      action: input.action,
      // whose comment it was, for the course's log, then what changed
      changes: {
        author: { from: before.author_name, to: before.author_name },
        ...changedFields(logged(before), logged(after)),
      },
    });
    return { message: moderationMessage(DONE[input.action], locale), data: toModerationComment(after) };
  });
}

/**
 * Answers the comment in its thread as the course's instructor or, for an administrator, as the team: the
 * app shows the answer with that badge. The text is stored sanitised as a learner's comment is.
 */
export async function replyToComment(
  db: Database,
  user: StudioUser,
  id: number,
  content: string,
  locale: Locale,
): Promise<{ message: string; data: ModerationComment }> {
  const { html, blank } = commentHtml(content);
  return db.transaction(async (tx) => {
    const parent = await loadModeratable(tx, user, id, true);
    if (parent.moderation) throw refuse.replyToHidden();
    const problems = replyProblems(blank ? '' : content);
    if (problems.length > 0) throw refuse.invalid(problems);
    const replyId = await insertStudioReply(tx, {
      postId: parent.post_id,
      parentId: parent.id,
      userId: user.id,
      content: html,
      badge: moderatorRoleOf(user.role),
    });
    await recordAuditEntry(tx, {
      userId: user.id,
      entity: 'comment',
      entityId: replyId,
      courseId: parent.course_id,
      action: 'reply',
      changes: {
        in_reply_to: { from: null, to: parent.author_name },
        ...changedFields(null, { content: html }),
      },
    });
    const reply = (await findModerationComment(tx, replyId))!;
    return { message: moderationMessage('moderation.replied', locale), data: toModerationComment(reply) };
  });
}
