import { useTranslation } from '../../../i18n/use-translation';
import styles from './overview.module.css';

/**
 * Switches Subjects between the category overview and the course list (the stored details flag):
 * two toggle buttons, the pressed one is the current view.
 */
export function ViewSwitch({
  showDetails,
  onChange,
}: {
  showDetails: boolean;
  onChange: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.switch} role="group" aria-label={t('home.view.label')}>
      <button type="button" aria-pressed={!showDetails} onClick={() => onChange(false)}>
        {t('home.view.overview')}
      </button>
      <button type="button" aria-pressed={showDetails} onClick={() => onChange(true)}>
        {t('home.view.list')}
      </button>
    </div>
  );
}
