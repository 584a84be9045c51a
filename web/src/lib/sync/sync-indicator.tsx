import { useTranslation } from '../../i18n/use-translation';
import styles from './sync-indicator.module.css';
import { useQueuedCount } from './use-outbox';

/**
 * A small note while the learner's actions wait to reach the server, with how many there are: a line of
 * the screen's header, so it never lies over the screen's buttons.
 */
export function SyncIndicator() {
  const { t } = useTranslation();
  const count = useQueuedCount();
  return (
    <div
      role="status"
      className={count ? styles.indicator : 'visually-hidden'}
      data-sync-waiting={count ? '' : undefined}
    >
      {count ? t('sync.waiting', { count }) : ''}
    </div>
  );
}
