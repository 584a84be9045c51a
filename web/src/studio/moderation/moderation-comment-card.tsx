import { useId, useRef } from 'react';
import { studioModerationApi, type ModerationComment } from '@studovna/core/contract/studio';
import { MathHtml } from '../../components/math-html';
import { useApi } from '../../lib/api';
import { formatDateTime } from '../common/studio-format';
import { useStudioT } from '../i18n/studio-i18n';
import { ModerationActions } from './moderation-actions';
import { ModerationDone, StateBadge } from './moderation-parts';
import styles from './moderation.module.css';

/**
 * One comment in the moderation list: who wrote it where and when, why it was reported, its text, and
 * what can be done with it — answer, keep (close the reports), hide or delete with a reason, show again.
 */
export function ModerationCommentCard({ comment }: { comment: ModerationComment }) {
  const t = useStudioT();
  const api = useApi();
  const titleId = useId();
  /** After an action the card may move in the list: reading goes on from it. */
  const card = useRef<HTMLElement>(null);
  const reported = comment.reports > 0;
  const params = { id: comment.id };

  return (
    <article
      ref={card}
      tabIndex={-1}
      className={`${styles.card} ${reported ? styles.reportedCard : ''}`}
      aria-labelledby={titleId}
    >
      <header className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          {comment.author.name}
          {comment.badge ? (
            <span className={styles.badge}>{t(`moderation.badge.${comment.badge}`)}</span>
          ) : null}
        </h2>
        <StateBadge state={comment.state} />
        {reported ? (
          <span className={styles.reports}>
            {t('moderation.reports', { count: comment.reports })}
            {': '}
            {comment.report_reasons.map((r) => t(`moderation.reason.${r}`)).join(', ')}
          </span>
        ) : null}
      </header>
      <p className={styles.where}>
        {comment.course.title} ›{' '}
        <a href={comment.app_path} target="_blank" rel="noreferrer">
          {comment.post.title}
          <span className="visually-hidden"> {t('general.newTab')}</span>
        </a>{' '}
        · <time dateTime={comment.date}>{formatDateTime(comment.date, t.language)}</time>
      </p>
      {comment.in_reply_to ? (
        <p className={styles.inReplyTo}>
          {t('moderation.inReplyTo', { name: comment.in_reply_to.author })}
          {comment.in_reply_to.excerpt ? <q>{comment.in_reply_to.excerpt}</q> : null}
        </p>
      ) : null}
      {comment.state === 'deleted' ? (
        <p className={styles.erased}>{t('moderation.erased')}</p>
      ) : (
        <MathHtml html={comment.content} className={styles.text} />
      )}
      {comment.moderation ? <ModerationDone state={comment.state} done={comment.moderation} /> : null}
      <ModerationActions
        what="comment"
        state={comment.state}
        authorName={comment.author.name}
        moderate={(action, reason) =>
          api.call(studioModerationApi.moderateComment, { params, body: { action, reason } })
        }
        reply={(content) => api.call(studioModerationApi.replyToComment, { params, body: { content } })}
        keep={
          reported
            ? () => api.call(studioModerationApi.moderateComment, { params, body: { action: 'keep' } })
            : undefined
        }
        onDone={() => card.current?.focus()}
      />
    </article>
  );
}
