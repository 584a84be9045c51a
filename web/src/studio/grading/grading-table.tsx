import type { GradingRow } from '@studovna/core/contract/studio';
import { formatPoints } from '@studovna/core/studio';
import { Link } from 'react-router';
import { formatDateTime } from '../common/studio-format';
import { useStudioT } from '../i18n/studio-i18n';
import styles from './grading.module.css';

/** Points in the studio's language: `7,5` in Czech, `7.5` in English. */
export const pointsIn = (value: number, language: 'cs' | 'en') =>
  language === 'en' ? String(Math.round(value * 100) / 100) : formatPoints(value);

/** The submissions as a table: the learner's name opens the grading screen. */
export function GradingTable({ rows }: { rows: readonly GradingRow[] }) {
  const t = useStudioT();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('grading.colLearner')}</th>
            <th scope="col">{t('grading.colAssignment')}</th>
            <th scope="col">{t('grading.colCourse')}</th>
            <th scope="col">{t('grading.colSubmitted')}</th>
            <th scope="col">{t('grading.colResult')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={styles.learnerCell}>
                <Link to={`/studio/hodnoceni/${row.id}`}>{row.learner.name}</Link>
              </th>
              <td>{row.assignment.title}</td>
              <td>{row.course.title}</td>
              <td>
                {row.submitted_at ? formatDateTime(row.submitted_at, t.language) : t('grading.notSubmitted')}
                {row.at_deadline ? <span className={styles.note}>{t('grading.atDeadline')}</span> : null}
                {row.returns > 0 ? (
                  <span className={styles.note}>{t('grading.returns', { count: row.returns })}</span>
                ) : null}
              </td>
              <td>
                {row.mark !== null && row.graduation ? (
                  <>
                    {t('grading.markOf', {
                      mark: pointsIn(row.mark, t.language),
                      max: pointsIn(row.highest_mark, t.language),
                    })}
                    <span className={`${styles.badge} ${styles[row.graduation]}`}>
                      {t(row.graduation === 'passed' ? 'grading.passed' : 'grading.failed')}
                    </span>
                  </>
                ) : (
                  t(`grading.state.${row.state}`)
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
