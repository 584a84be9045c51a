import { useId, useRef } from 'react';
import { studioModerationApi, type ModerationReview } from '@studovna/core/contract/studio';
import { useApi } from '../../lib/api';
import { formatDateTime } from '../common/studio-format';
import { useStudioT } from '../i18n/studio-i18n';
import { ModerationActions } from './moderation-actions';
import { ModerationDone, StateBadge } from './moderation-parts';
import styles from './moderation.module.css';

/** One review: its stars, title and text; hide or delete it with a reason, or show a hidden one again. */
export function ModerationReviewCard({ review }: { review: ModerationReview }) {
  const t = useStudioT();
  const api = useApi();
  const titleId = useId();
  /** After an action the card may move in the list: reading goes on from it. */
  const card = useRef<HTMLElement>(null);
  return (
    <article ref={card} tabIndex={-1} className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          {review.author.name}
        </h2>
        <span className={styles.stars}>{t('moderation.stars', { rating: review.rating })}</span>
        <StateBadge state={review.state} />
      </header>
      <p className={styles.where}>
        {review.course.title} · <time dateTime={review.date}>{formatDateTime(review.date, t.language)}</time>
      </p>
      {review.state === 'deleted' ? (
        <p className={styles.erased}>{t('moderation.erased')}</p>
      ) : (
        <>
          <p className={styles.reviewTitle}>{review.title}</p>
          <p className={styles.text}>{review.content}</p>
        </>
      )}
      {review.moderation ? <ModerationDone state={review.state} done={review.moderation} /> : null}
      <ModerationActions
        what="review"
        state={review.state}
        authorName={review.author.name}
        moderate={(action, reason) =>
          api.call(studioModerationApi.moderateReview, {
            params: { id: review.id },
            body: { action, reason },
          })
        }
        onDone={() => card.current?.focus()}
      />
    </article>
  );
}
