import type { StudioCourseRow } from '@studovna/core/contract/studio';
import { formatDateTime } from '../common/studio-format';
import { useStudioT } from '../i18n/studio-i18n';
import styles from './status-badge.module.css';

/** A course's status in words (and, when scheduled, when it appears). */
export function StatusBadge({
  status,
  publishedAt,
}: {
  status: StudioCourseRow['status'];
  publishedAt: string | null;
}) {
  const t = useStudioT();
  const label =
    status === 'draft' ? t('status.draft') : status === 'publish' ? t('status.publish') : t('status.future');
  return (
    <span className={`${styles.badge} ${styles[status]}`}>
      {label}
      {status === 'future' && publishedAt ? (
        <span className={styles.when}> · {formatDateTime(publishedAt, t.language)}</span>
      ) : null}
    </span>
  );
}
