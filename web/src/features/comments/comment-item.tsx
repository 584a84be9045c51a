import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Comment } from '@studovna/core/contract';
import { Button, buttonClass } from '../../components/button';
import { MathHtml } from '../../components/math-html';
import { avatarOf, hasReplies, initialOf, replyCount } from './comment-thread';
import type { ThreadControls } from './thread-controls';
import { CommentForm } from './comment-form';
import { AuthorBadge, ModerationNote } from './comment-moderation-note';
import moderationStyles from './comment-moderation.module.css';
import styles from './comments.module.css';

const dateFormat = new Intl.DateTimeFormat('cs-CZ', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Deeper replies are not indented further, so text keeps its width on a phone. */
const MAX_INDENT_DEPTH = 3;

interface CommentItemProps {
  comment: Comment;
  depth: number;
  controls: ThreadControls;
}

/** One comment with its author, date and content, its actions, its reply input and its replies. */
export function CommentItem({ comment, depth, controls }: CommentItemProps) {
  const { t } = useTranslation();
  const article = useRef<HTMLElement>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  const nameId = useId();
  const formId = useId();
  const repliesId = useId();
  const { user, replyTo, focusId } = controls;
  const replying = replyTo === comment.id;
  const replies = comment.children ?? [];
  const own = comment.author === user.id;
  const moderation = comment.moderation;
  /** Somebody else's hidden comment kept only for the replies under it: no author, no text, no actions. */
  const placeholder = moderation !== undefined && !own;
  const expanded = depth > 0 || !controls.collapsed.has(comment.id);
  const avatar = avatarOf(comment);

  useEffect(() => {
    if (focusId !== comment.id) return;
    article.current?.focus();
    controls.focused();
  }, [focusId, comment.id, controls]);

  const closeReply = () => {
    controls.setReplyTo(null);
    replyButton.current?.focus();
  };

  return (
    <li className={depth === 0 ? styles.thread : styles.reply}>
      <article
        ref={article}
        tabIndex={-1}
        className={styles.comment}
        aria-labelledby={placeholder ? undefined : nameId}
        aria-label={placeholder ? t('comments.moderated.label') : undefined}
      >
        {placeholder ? null : (
          <header className={styles.author}>
            {avatar ? (
              <img className={styles.avatar} src={avatar} alt="" width={36} height={36} />
            ) : (
              <span className={styles.avatar} aria-hidden="true">
                {initialOf(comment.author_name)}
              </span>
            )}
            <p className={styles.byline}>
              <span id={nameId} className={styles.name}>
                {comment.author_name}
                {own ? (
                  <>
                    {' '}
                    <span className={styles.you}>{t('comments.you')}</span>
                  </>
                ) : null}
                {comment.author_badge ? <AuthorBadge badge={comment.author_badge} /> : null}
              </span>
              <time dateTime={comment.date} className={styles.date}>
                {dateFormat.format(new Date(comment.date))}
              </time>
            </p>
          </header>
        )}
        {moderation ? (
          <ModerationNote moderation={moderation} own={own} />
        ) : (
          <MathHtml html={comment.content.rendered} className={styles.content} />
        )}
        <div className={styles.actions}>
          {moderation ? null : (
            <button
              ref={replyButton}
              type="button"
              className={buttonClass({ variant: 'ghost', small: true })}
              aria-expanded={replying}
              aria-controls={replying ? formId : undefined}
              onClick={() => controls.setReplyTo(replying ? null : comment.id)}
            >
              {t('comments.reply')}
            </button>
          )}
          {!own && !moderation && comment.reported ? (
            <span className={moderationStyles.reported}>{t('comments.report.reported')}</span>
          ) : null}
          {!own && !moderation && !comment.reported ? (
            <Button
              variant="ghost"
              small
              aria-label={t('comments.report.labelFor', { name: comment.author_name })}
              onClick={() => controls.askReport(comment)}
            >
              {t('comments.report.action')}
            </Button>
          ) : null}
          {own && !hasReplies(comment) ? (
            <Button
              variant="ghost"
              small
              className={styles.delete}
              onClick={() => controls.askDelete(comment)}
            >
              {t('comments.delete')}
            </Button>
          ) : null}
          {replies.length > 0 && depth === 0 ? (
            <Button
              variant="ghost"
              small
              className={styles.toggle}
              aria-expanded={expanded}
              aria-controls={repliesId}
              onClick={() => controls.toggle(comment.id)}
            >
              <span className={styles.chevron} aria-hidden="true" />
              {t('comments.replies', { count: replyCount(comment) })}
            </Button>
          ) : null}
        </div>
      </article>
      {replying ? (
        <div id={formId}>
          <CommentForm
            postId={controls.postId}
            user={user}
            parent={comment}
            focusOnOpen
            onPosted={controls.replied}
            onCancel={closeReply}
          />
        </div>
      ) : null}
      {replies.length > 0 ? (
        <ul
          id={repliesId}
          hidden={!expanded}
          className={depth < MAX_INDENT_DEPTH ? styles.replies : styles.repliesFlat}
          aria-label={
            placeholder
              ? t('comments.moderated.replies')
              : t('comments.repliesTo', { name: comment.author_name })
          }
        >
          {replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} depth={depth + 1} controls={controls} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
