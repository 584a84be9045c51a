import { useTranslation } from '../i18n/use-translation';
import styles from './spinner.module.css';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
