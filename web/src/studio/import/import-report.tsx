import type { ImportReportView } from '@studovna/core/contract/studio';
import { lacksExplanation } from '@studovna/core/studio';
import { useStudioT } from '../i18n/studio-i18n';
import { plainText } from '../questions/plain-text';
import { useTypeLabel } from '../questions/question-type-label';
import styles from './import.module.css';

/** A report's problems, file and questions together, by line: errors first counted. */
export function reportCounts(report: ImportReportView) {
  const fileErrors = report.problems.filter((p) => p.severity === 'error').length;
  const notices = report.problems.length - fileErrors;
  const questionErrors = report.questions.reduce((sum, q) => sum + q.problems.length, 0);
  return { errors: fileErrors + questionErrors, notices, questions: report.questions.length };
}

interface Row {
  line: number;
  severity: 'error' | 'notice';
  message: string;
}

/**
 * The dry run's report: every question found (line, title with its formulas as written, type, state)
 * and every problem with its line and message, errors apart from notices.
 */
export function ImportReport({ report }: { report: ImportReportView }) {
  const t = useStudioT();
  const typeLabel = useTypeLabel();
  const counts = reportCounts(report);
  const rows: Row[] = [
    ...report.problems,
    ...report.questions.flatMap((question) =>
      question.problems.map((problem) => ({
        line: question.line,
        severity: 'error' as const,
        message: problem.message,
      })),
    ),
  ].sort((a, b) => a.line - b.line || (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));

  return (
    <section className={styles.report} aria-labelledby="import-report-title">
      <h2 id="import-report-title" className={styles.sectionTitle}>
        {t('questionImport.reportTitle')}
      </h2>
      <p className={styles.summary} role="status">
        {/* the spaces keep the counts apart when the status is read out (the gap only draws them apart) */}
        <span>{t('questionImport.found', { count: counts.questions })}</span>{' '}
        <span className={counts.errors ? styles.errorCount : undefined}>
          {t('questionImport.errors', { count: counts.errors })}
        </span>{' '}
        <span>{t('questionImport.notices', { count: counts.notices })}</span>
      </p>

      {rows.length ? (
        <>
          <h3 className={styles.subTitle}>{t('questionImport.problems')}</h3>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col" className={styles.line}>
                    {t('questionImport.colLine')}
                  </th>
                  <th scope="col">{t('questionImport.colSeverity')}</th>
                  <th scope="col">{t('questionImport.colMessage')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={i}>
                    <td className={styles.line}>{row.line}</td>
                    <td>
                      <span className={row.severity === 'error' ? styles.error : styles.notice}>
                        {row.severity === 'error' ? t('questionImport.error') : t('questionImport.notice')}
                      </span>
                    </td>
                    <td>{row.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}

      {report.questions.length ? (
        <>
          <h3 className={styles.subTitle}>{t('questionImport.questions')}</h3>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col" className={styles.line}>
                    {t('questionImport.colLine')}
                  </th>
                  <th scope="col">{t('questionImport.colTitle')}</th>
                  <th scope="col">{t('questionImport.colType')}</th>
                  <th scope="col">{t('questionImport.colState')}</th>
                </tr>
              </thead>
              <tbody>
                {report.questions.map((question, i) => (
                  <tr key={i}>
                    <td className={styles.line}>{question.line}</td>
                    <th scope="row" className={styles.questionTitle}>
                      {plainText(question.draft.title) || '—'}
                    </th>
                    <td>{typeLabel(question.draft.type)}</td>
                    <td>
                      {question.problems.length ? (
                        <span className={styles.error}>
                          {t('questionImport.errors', { count: question.problems.length })}
                        </span>
                      ) : (
                        <span className={styles.ok}>
                          {lacksExplanation(question.draft)
                            ? t('questionImport.okNoExplanation')
                            : t('questionImport.ok')}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
