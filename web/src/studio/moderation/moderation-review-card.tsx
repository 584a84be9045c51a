import { useId, useRef, useState } from 'react';
import { studioModerationApi, type ModerationReview } from '@studovna/core/contract/studio';
import { Button } from '../../components/button';
import { useApi } from '../../lib/api';
import { formatDateTime } from '../common/studio-format';
import { useStudioT } from '../i18n/studio-i18n';
import { ModerationActionForm } from './moderation-action-form';
import { ModerationDone, StateBadge } from './moderation-parts';
import { useModerationCall } from './use-moderation-call';
import styles from './moderation.module.css';

/** One review: its stars, title and text; hide or delete it with a reason, or show a hidden one again. */
export function ModerationReviewCard({ review }: { review: ModerationReview }) {
  const t = useStudioT();
  const api = useApi();
  const titleId = useId();
  /** After an action the card may move in the list: reading goes on from it. */
  const card = useRef<HTMLElement>(null);
  const [open, setOpen] = useState<'hide' | 'delete' | null>(null);
  const call = useModerationCall();
  const moderate = async (action: 'hide' | 'delete' | 'restore', reason?: string) => {
    const done = await call.run(() =>
      api.call(studioModerationApi.moderateReview, { params: { id: review.id }, body: { action, reason } }),
    );
    if (done) {
      setOpen(null);
      card.current?.focus();
    }
  };
  const toggle = (kind: 'hide' | 'delete') => {
    call.clear();
    setOpen((current) => (current === kind ? null : kind));
  };
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
      <div
        className={styles.actions}
        role="group"
        aria-label={t('moderation.actionsFor', { name: review.author.name })}
      >
        {review.state === 'visible' ? (
          <Button variant="secondary" small aria-expanded={open === 'hide'} onClick={() => toggle('hide')}>
            {t('moderation.hide')}
          </Button>
        ) : null}
        {review.state === 'hidden' ? (
          <Button variant="secondary" small disabled={call.pending} onClick={() => void moderate('restore')}>
            {t('moderation.restore')}
          </Button>
        ) : null}
        {review.state !== 'deleted' ? (
          <Button
            variant="ghost"
            small
            className={styles.danger}
            aria-expanded={open === 'delete'}
            onClick={() => toggle('delete')}
          >
            {t('moderation.delete')}
          </Button>
        ) : null}
      </div>
      {open ? (
        <ModerationActionForm
          kind={open}
          what="review"
          pending={call.pending}
          serverError={call.fieldError}
          onSubmit={(text) => void moderate(open, text)}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      {call.refusal ? (
        <p className={styles.refusal} role="alert">
          {call.refusal}
        </p>
      ) : null}
    </article>
  );
}
