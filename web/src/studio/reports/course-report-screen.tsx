import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { BarChart } from '../../components/charts/bar-chart';
import { LoadingState } from '../../components/spinner';
import { useApi } from '../../lib/api';
import { SelectField } from '../common/select-field';
import { StudioPage } from '../common/studio-page';
import { useStudioT } from '../i18n/studio-i18n';
import { StudioProblem } from '../shell/studio-problem';
import { courseReportQuery } from './report-queries';
import styles from './reports.module.css';

const dayLabel = (date: string) => {
  const [, m, d] = date.split('-');
  return `${Number(d)}. ${Number(m)}.`;
};

/** A course's funnel, its learners active per day (30 or 90 days) and its quizzes with their flags. */
export function CourseReportScreen() {
  const t = useStudioT();
  const id = Number(useParams().courseId);
  const report = useQuery(courseReportQuery(useApi(), id));
  const [days, setDays] = useState<30 | 90>(30);
  const back = (
    <Link to="/studio/prehledy" className={styles.back}>
      {t('reports.backToCourses')}
    </Link>
  );
  if (report.isPending) return <LoadingState />;
  if (report.isError)
    return (
      <StudioPage title={t('reports.title')} above={back}>
        <StudioProblem onRetry={() => void report.refetch()} message={report.error.message} />
      </StudioPage>
    );
  const { course, funnel, activity, quizzes } = report.data;
  const shown = activity.slice(-days);
  const steps = [
    ['enrolled', funnel.enrolled],
    ['started', funnel.started],
    ['finished', funnel.finished],
    ['passed', funnel.passed],
  ] as const;
  return (
    <StudioPage title={t('reports.courseTitle', { title: course.title })} above={back}>
      <section aria-labelledby="funnel" className={styles.section}>
        <h2 id="funnel">{t('reports.funnel')}</h2>
        <ol className={styles.funnel}>
          {steps.map(([step, value]) => (
            <li key={step}>
              <span className={styles.funnelValue}>{value}</span>
              <span>{t(`reports.funnel.${step}`)}</span>
              {step !== 'enrolled' && funnel.enrolled > 0 ? (
                <span className={styles.muted}>
                  {t('reports.ofEnrolled', { percent: Math.round((value / funnel.enrolled) * 100) })}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="activity" className={styles.section}>
        <h2 id="activity">{t('reports.activity')}</h2>
        <div className={styles.filters}>
          <SelectField
            label={t('reports.period')}
            value={days}
            onChange={(event) => setDays(Number(event.target.value) === 90 ? 90 : 30)}
          >
            <option value={30}>{t('reports.days30')}</option>
            <option value={90}>{t('reports.days90')}</option>
          </SelectField>
        </div>
        <BarChart
          caption={t('reports.activityCaption', { days })}
          label={t('reports.activityLabel', {
            days,
            total: shown.reduce((n, d) => n + d.learners, 0),
            max: Math.max(0, ...shown.map((d) => d.learners)),
          })}
          data={shown.map((d) => ({ key: d.date, label: dayLabel(d.date), value: d.learners }))}
          edgeLabels={[
            ...shown.map((d, i) => (i % (days === 30 ? 7 : 14) === 0 ? dayLabel(d.date) : '')),
            '',
          ]}
          categoryTitle={t('reports.day')}
          valueTitle={t('reports.learners')}
        />
      </section>
      <section aria-labelledby="quizzes" className={styles.section}>
        <h2 id="quizzes">{t('reports.quizzes')}</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('reports.colQuiz')}</th>
                <th scope="col">{t('reports.colLearners')}</th>
                <th scope="col">{t('reports.colFlagged')}</th>
              </tr>
            </thead>
            <tbody>
              {quizzes.map((q) => (
                <tr key={q.id}>
                  <th scope="row">
                    <Link to={`/studio/prehledy/kvizy/${q.id}`}>{q.title}</Link>
                  </th>
                  <td>{q.learners}</td>
                  <td>{q.flagged > 0 ? <strong>{q.flagged}</strong> : '0'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </StudioPage>
  );
}
