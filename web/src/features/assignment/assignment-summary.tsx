import type { ReactNode, Ref } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Assignment, AssignmentFile } from '@studovna/core/contract';
import { UpButtonLink } from '../../components/up-button-link';
import { useAssignmentTexts } from './assignment-texts';
import { FileList } from './file-list';
import styles from './assignment.module.css';

interface AssignmentSummaryProps {
  assignment: Assignment;
  courseId: number;
  onDownload: (file: AssignmentFile) => void;
  downloadingId: number | null;
  headingRef: Ref<HTMLHeadingElement>;
  /** The instructor's feedback and its file. */
  feedback?: ReactNode;
}

/**
 * A handed-in assignment, read only: its status, and once evaluated the points out of the highest and
 * whether it passed, with the instructor's feedback; the answer text and the files.
 */
export function AssignmentSummary({
  assignment,
  courseId,
  onDownload,
  downloadingId,
  headingRef,
  feedback,
}: AssignmentSummaryProps) {
  const { t } = useTranslation();
  const texts = useAssignmentTexts();
  const { results } = assignment;
  const evaluated = results.status === 'evaluated';
  const graduation = evaluated && (results.graduation === 'passed' || results.graduation === 'failed');
  return (
    <section className={styles.card} aria-labelledby="assignment-summary-title">
      <div className={styles.head}>
        <h2 id="assignment-summary-title" ref={headingRef} tabIndex={-1}>
          {t('assignment.summary.title')}
        </h2>
        {graduation ? (
          <p className={`${styles.badge} ${styles[results.graduation]}`}>
            {t(results.graduation === 'passed' ? 'assignment.summary.passed' : 'assignment.summary.failed')}
          </p>
        ) : null}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('assignment.summary.status')}</dt>
          <dd>{t(evaluated ? 'assignment.summary.evaluated' : 'assignment.summary.completed')}</dd>
        </div>
        {evaluated && results.mark !== null ? (
          <div>
            <dt>{t('assignment.summary.mark')}</dt>
            <dd>
              {assignment.mark
                ? t('assignment.summary.markOf', {
                    mark: texts.number(results.mark),
                    max: texts.points(assignment.mark),
                  })
                : texts.points(results.mark)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('assignment.intro.passingGrade')}</dt>
          <dd>{texts.points(assignment.passing_grade)}</dd>
        </div>
      </dl>
      {evaluated ? null : <p className={styles.note}>{t('assignment.summary.waiting')}</p>}
      {feedback}
      <div className={styles.group}>
        <h3>{t('assignment.summary.note')}</h3>
        {results.note.trim() ? (
          <p className={styles.answerText}>{results.note}</p>
        ) : (
          <p className={styles.note}>{t('assignment.summary.noNote')}</p>
        )}
      </div>
      <div className={styles.group}>
        <h3>{t('assignment.summary.files')}</h3>
        {results.answer_files.length ? (
          <FileList
            label={t('assignment.summary.files')}
            downloading={downloadingId != null ? String(downloadingId) : null}
            files={results.answer_files.map((file) => ({
              key: String(file.id),
              name: file.name,
              size: file.size,
              onDownload: () => onDownload(file),
            }))}
          />
        ) : (
          <p className={styles.note}>{t('assignment.summary.noFiles')}</p>
        )}
      </div>
      <div className={styles.actions}>
        <UpButtonLink to={`/kurzy/${courseId}`} variant="secondary">
          {t('learning.backToCourse')}
        </UpButtonLink>
      </div>
    </section>
  );
}
