import { useTranslation } from '../i18n/use-translation';
import { AlertIcon } from './icons';
import styles from './form-field.module.css';

/** Inline field error in red with an icon; the icon is named for screen readers ("Chyba:"). */
export function FieldError({ id, children }: { id: string; children: string | null | undefined }) {
  const { t } = useTranslation();
  if (!children) return null;
  return (
    <p id={id} className={styles.error}>
      <AlertIcon size={18} />
      <span className="visually-hidden">{t('common.errorIconLabel')}</span> <span>{children}</span>
    </p>
  );
}
