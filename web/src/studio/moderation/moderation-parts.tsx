import type { ModerationComment } from '@studovna/core/contract/studio';
import type { ModerationState } from '@studovna/core/studio';
import { formatDateTime } from '../common/studio-format';
import { useStudioT } from '../i18n/studio-i18n';
import styles from './moderation.module.css';

/** „Skrytý" or „Smazaný" beside a moderated comment or review; nothing while it is shown. */
export function StateBadge({ state }: { state: ModerationState }) {
  const t = useStudioT();
  if (state === 'visible') return null;
  return <span className={`${styles.state} ${styles[state]}`}>{t(`moderation.state.${state}`)}</span>;
}

/** Who hid or deleted it, when, and the reason its author reads. */
export function ModerationDone({
  state,
  done,
}: {
  state: ModerationState;
  done: NonNullable<ModerationComment['moderation']>;
}) {
  const t = useStudioT();
  return (
    <p className={styles.done}>
      {t(state === 'deleted' ? 'moderation.deletedBy' : 'moderation.hiddenBy', {
        name: done.by.name,
        date: formatDateTime(done.at, t.language),
      })}{' '}
      <span className={styles.doneReason}>{t('moderation.reasonShown', { reason: done.reason })}</span>
    </p>
  );
}
