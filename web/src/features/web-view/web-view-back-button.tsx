import { useTranslation } from '../../i18n/use-translation';
import { ArrowLeftIcon } from '../../components/icons';
import styles from './web-view.module.css';

/** The round back button floating over the embedded page (SPEC §9). */
export function WebViewBackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.back} onClick={onBack} aria-label={t('webView.back')}>
      <ArrowLeftIcon size={14} />
    </button>
  );
}
