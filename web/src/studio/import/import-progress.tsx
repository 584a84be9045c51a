import { useStudioT } from '../i18n/studio-i18n';
import type { UploadProgress } from './import-upload';
import styles from './import.module.css';

/** The upload's bar (bytes sent), then the server's work (a bar that moves without a number). */
export function ImportProgress({ progress, label }: { progress: UploadProgress; label: string }) {
  const t = useStudioT();
  const uploading = progress.total > 0 && progress.sent < progress.total;
  const percent = progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : 0;
  return (
    <div className={styles.progress}>
      <p id="import-progress-label" className={styles.progressLabel}>
        {label}: {uploading ? t('questionImport.uploading', { percent }) : t('questionImport.serverWorking')}
      </p>
      <div
        role="progressbar"
        aria-labelledby="import-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={uploading ? percent : undefined}
        className={`${styles.bar} ${uploading ? '' : styles.indeterminate}`}
      >
        <span className={styles.barFill} style={uploading ? { width: `${percent}%` } : undefined} />
      </div>
    </div>
  );
}
