import fieldStyles from '../../components/form-field.module.css';
import { useStudioT } from '../i18n/studio-i18n';
import styles from './rich-text-placeholder.module.css';

/** Where a rich-text field will be while its editor loads: its label, a frame of its size, its hint. */
export function RichTextPlaceholder({ label, hint }: { label: string; hint?: string }) {
  const t = useStudioT();
  return (
    <div className={fieldStyles.field}>
      <span className={fieldStyles.label}>{label}</span>
      <div className={styles.frame} role="status">
        {t('editor.loading')}
      </div>
      {hint ? <p className={fieldStyles.hint}>{hint}</p> : null}
    </div>
  );
}
