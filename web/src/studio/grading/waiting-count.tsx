import { useStudioT } from '../i18n/studio-i18n';
import { useWaitingCount } from './grading-queries';
import styles from './waiting-count.module.css';

/**
 * The number of handed-in assignments waiting for the caller's grading, beside its navigation link
 * (nothing while unknown or none); a screen reader hears it in words.
 */
export function WaitingCount() {
  const t = useStudioT();
  const waiting = useWaitingCount();
  const count = waiting.data ?? 0;
  if (count <= 0) return null;
  return (
    <span className={styles.count}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">, {t('shell.waiting', { count })}</span>
    </span>
  );
}
