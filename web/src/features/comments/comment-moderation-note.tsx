import type { CommentBadge, CommentModeration } from '@studovna/core/contract';
import { useTranslation } from '../../i18n/use-translation';
import styles from './comment-moderation.module.css';

/** „Lektor" or „Tým Studovny" beside the name of an answer written from the studio (decision 0029). */
export function AuthorBadge({ badge }: { badge: CommentBadge }) {
  const { t } = useTranslation();
  return <span className={styles.badge}>{t(`comments.badge.${badge}`)}</span>;
}

/**
 * In place of a moderated comment's text. Its author reads who hid or deleted it and why; anybody else
 * sees only that it is hidden (the placeholder keeps the replies under it readable).
 */
export function ModerationNote({ moderation, own }: { moderation: CommentModeration; own: boolean }) {
  const { t } = useTranslation();
  const what = `${moderation.state}.${moderation.by}` as const;
  if (!own) return <p className={styles.placeholder}>{t(`comments.moderated.others.${what}`)}</p>;
  return (
    <p className={styles.note}>
      <strong className={styles.noteTitle}>{t(`comments.moderated.own.${what}`)}</strong>
      {moderation.reason ? t('comments.moderated.reason', { reason: moderation.reason }) : null}{' '}
      {t('comments.moderated.othersDoNotSee')}
    </p>
  );
}
