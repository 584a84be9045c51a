import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadingState } from '../../components/spinner';
import { useApi } from '../../lib/api';
import { StudioPage } from '../common/studio-page';
import { useStudioT } from '../i18n/studio-i18n';
import { StudioProblem } from '../shell/studio-problem';
import { reportCoursesQuery } from './report-queries';
import styles from './reports.module.css';

/** The courses whose reports the caller reads (an instructor's own, the team's all). */
export function ReportCoursesScreen() {
  const t = useStudioT();
  const courses = useQuery(reportCoursesQuery(useApi()));
  return (
    <StudioPage title={t('reports.title')}>
      <p className={styles.lead}>{t('reports.lead')}</p>
      {courses.isPending ? (
        <LoadingState />
      ) : courses.isError ? (
        <StudioProblem onRetry={() => void courses.refetch()} />
      ) : courses.data.courses.length === 0 ? (
        <p className={styles.muted}>{t('reports.noCourses')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('reports.colCourse')}</th>
                <th scope="col">{t('reports.colEnrolled')}</th>
                <th scope="col">{t('reports.colFlagged')}</th>
              </tr>
            </thead>
            <tbody>
              {courses.data.courses.map((c) => (
                <tr key={c.id}>
                  <th scope="row">
                    <Link to={`/studio/prehledy/kurzy/${c.id}`}>{c.title}</Link>
                  </th>
                  <td>{c.enrolled}</td>
                  <td>{c.flagged > 0 ? <strong>{c.flagged}</strong> : '0'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </StudioPage>
  );
}
