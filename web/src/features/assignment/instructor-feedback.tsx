import { useTranslation } from '../../i18n/use-translation';
import type { Assignment } from '@studovna/core/contract';
import { FileList } from './file-list';
import styles from './assignment.module.css';

interface InstructorFeedbackProps {
  assignment: Assignment;
  onDownloadFile: () => void;
  downloading: boolean;
}

/**
 * The instructor's written feedback on the answer and the file they attached (LearnPress Assignments'
 * instructor note), under its own heading; nothing when there is neither. A returned answer says first
 * that it waits to be corrected and handed in again.
 */
export function InstructorFeedback({ assignment, onDownloadFile, downloading }: InstructorFeedbackProps) {
  const { t } = useTranslation();
  const { results } = assignment;
  const note = results.instructor_note?.trim() ?? '';
  const file = results.instructor_file ?? null;
  const returned = results.status === 'started' && Boolean(results.returned_at);
  if (!note && !file && !returned) return null;
  return (
    <div className={`${styles.group} ${styles.feedback}`}>
      <h3>{t('assignment.feedback.title')}</h3>
      {returned ? <p className={styles.returned}>{t('assignment.feedback.returned')}</p> : null}
      {note ? <p className={styles.answerText}>{note}</p> : null}
      {file ? (
        <FileList
          label={t('assignment.feedback.file')}
          downloading={downloading ? 'feedback' : null}
          files={[{ key: 'feedback', name: file.name, size: file.size, onDownload: onDownloadFile }]}
        />
      ) : null}
    </div>
  );
}
