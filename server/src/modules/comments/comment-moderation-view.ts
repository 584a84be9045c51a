import type { ModerationComment } from '@studovna/core/contract/studio';
import { moderationDoneOf } from '../../lib/moderation-columns';
import { plainText } from '../../lib/plain-text';
import type { ModerationCommentRow } from './comment-moderation.repository';

/** Characters of the answered comment shown beside an answer. */
const EXCERPT = 140;

const excerptOf = (html: string): string => {
  const text = plainText(html).replace(/\s+/g, ' ');
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;
};

/** A comment as the studio's moderation list shows it (decision 0029). */
export function toModerationComment(row: ModerationCommentRow): ModerationComment {
  return {
    id: row.id,
    course: { id: row.course_id, title: row.course_title },
    post: { id: row.post_id, title: row.post_title, type: row.post_type },
    author: { id: row.user_id, name: row.author_name },
    badge: row.badge,
    date: row.created_at.toISOString(),
    content: row.content,
    state: row.moderation ?? 'visible',
    moderation: moderationDoneOf(row),
    in_reply_to:
      row.parent_id === null
        ? null
        : {
            id: row.parent_id,
            author: row.parent_author ?? '',
            excerpt: row.parent_moderation === 'deleted' ? '' : excerptOf(row.parent_content ?? ''),
          },
    replies: Number(row.replies),
    reports: Number(row.reports),
    report_reasons: row.report_reasons,
    app_path: `/kurzy/${row.course_id}/${row.post_type}/${row.post_id}`,
  };
}
