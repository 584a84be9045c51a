import { message, type Locale } from '@studovna/core';
import type { Comment, CommentReportReason } from '@studovna/core/contract';
import type { Database } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import type { AuthUser } from '../../lib/auth-user';
import { recordAuditEntry } from '../studio/audit-log.service';
import { findModerationComment, insertReport } from './comment-moderation.repository';
import { findComment } from './comments.repository';
import { COMMENTS_PAGE, commentNotFound, openPost, threadPage } from './comments.service';

/**
 * POST /wp/v2/comments/{id}/report (decision 0029): a learner who may read the thread reports another's
 * comment to the course's instructor and the team, once; it goes first in the studio's moderation list.
 * Refused with nothing written: one's own comment, one already hidden, a second report. Answers the post's
 * first page of threads (the comment marked `reported`).
 */
export async function reportComment(
  db: Database,
  id: number,
  reason: CommentReportReason,
  user: AuthUser,
  site: string,
  locale: Locale,
): Promise<{ status: 'success'; message: string; data: Comment[] }> {
  const postId = await db.transaction(async (tx) => {
    const comment = await findComment(tx, id, 'key share');
    if (!comment) throw commentNotFound();
    await openPost(tx, comment.post_id, user);
    if (comment.user_id === user.id) throw new ApiError(403, 'comment_report_own', 'comment.reportOwn');
    if (comment.moderation) throw new ApiError(409, 'comment_report_moderated', 'comment.reportModerated');
    if (!(await insertReport(tx, { commentId: id, userId: user.id, reason })))
      throw new ApiError(409, 'comment_already_reported', 'comment.alreadyReported');
    const row = (await findModerationComment(tx, id))!;
    await recordAuditEntry(tx, {
      userId: user.id,
      entity: 'comment',
      entityId: id,
      courseId: row.course_id,
      action: 'report',
      changes: {
        author: { from: row.author_name, to: row.author_name },
        reports: { from: Number(row.reports) - 1, to: Number(row.reports) },
        reason: { from: null, to: reason },
      },
    });
    return comment.post_id;
  });
  return {
    status: 'success',
    message: message('comment.reported', locale),
    data: (await threadPage(db, postId, user, { perPage: COMMENTS_PAGE, page: 1 }, site)).comments,
  };
}
