import { useId, useRef, useState } from 'react';
import { studioModerationApi, type ModerationComment } from '@studovna/core/contract/studio';
import type { ModerationAction } from '@studovna/core/studio';
import { Button } from '../../components/button';
import { MathHtml } from '../../components/math-html';
import { useApi } from '../../lib/api';
import { formatDateTime } from '../common/studio-format';
import { useStudioT } from '../i18n/studio-i18n';
import { ModerationActionForm, type ActionFormKind } from './moderation-action-form';
import { ModerationDone, StateBadge } from './moderation-parts';
import { useModerationCall } from './use-moderation-call';
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
  const [open, setOpen] = useState<ActionFormKind | null>(null);
  const call = useModerationCall();
  const reported = comment.reports > 0;

  const moderate = async (action: ModerationAction, reason?: string) => {
    const done = await call.run(() =>
      api.call(studioModerationApi.moderateComment, { params: { id: comment.id }, body: { action, reason } }),
    );
    if (done) card.current?.focus();
    return done;
  };
  const reply = (content: string) =>
    call.run(() =>
      api.call(studioModerationApi.replyToComment, { params: { id: comment.id }, body: { content } }),
    );
  const submit = async (text: string) => {
    const done = open === 'reply' ? await reply(text) : await moderate(open as ModerationAction, text);
    if (done) {
      setOpen(null);
      card.current?.focus();
    }
  };
  const toggle = (kind: ActionFormKind) => {
    call.clear();
    setOpen((current) => (current === kind ? null : kind));
  };

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
      <div
        className={styles.actions}
        role="group"
        aria-label={t('moderation.actionsFor', { name: comment.author.name })}
      >
        {comment.state === 'visible' ? (
          <>
            <Button
              variant="secondary"
              small
              aria-expanded={open === 'reply'}
              onClick={() => toggle('reply')}
            >
              {t('moderation.reply')}
            </Button>
            {reported ? (
              <Button variant="secondary" small disabled={call.pending} onClick={() => void moderate('keep')}>
                {t('moderation.keep')}
              </Button>
            ) : null}
            <Button variant="secondary" small aria-expanded={open === 'hide'} onClick={() => toggle('hide')}>
              {t('moderation.hide')}
            </Button>
          </>
        ) : null}
        {comment.state === 'hidden' ? (
          <Button variant="secondary" small disabled={call.pending} onClick={() => void moderate('restore')}>
            {t('moderation.restore')}
          </Button>
        ) : null}
        {comment.state !== 'deleted' ? (
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
          what="comment"
          pending={call.pending}
          serverError={call.fieldError}
          onSubmit={(text) => void submit(text)}
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
