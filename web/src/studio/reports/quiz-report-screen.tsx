import { UNUSED_OPTION_MIN_WRONG } from '@studovna/core/studio';
import { useQuery } from '@tanstack/react-query';
import type { ItemFlag, ItemReport } from '@studovna/core/contract/studio';
import { Link, useParams } from 'react-router';
import { LoadingState } from '../../components/spinner';
import { useApi } from '../../lib/api';
import { StudioPage } from '../common/studio-page';
import { useStudioT } from '../i18n/studio-i18n';
import { StudioProblem } from '../shell/studio-problem';
import { quizReportQuery, reportFormat } from './report-queries';
import styles from './reports.module.css';

/** One flag in words. */
function FlagText({ flag }: { flag: ItemFlag }) {
  const t = useStudioT();
  return <>{t(`reports.flag.${flag.reason}`, { option: flag.option ?? '' })}</>;
}

/** How many chose each option of a choice question, the right ones marked. */
function OptionCounts({ item }: { item: ItemReport }) {
  const t = useStudioT();
  const f = reportFormat(t.language);
  if (!item.options) return <span className={styles.muted}>{t('reports.noOptions')}</span>;
  return (
    <ul className={styles.options}>
      {item.options.map((o) => (
        <li key={o.value} className={o.chosen === 0 ? styles.unused : undefined}>
          {o.title}
          {o.is_true ? <span className={styles.key}> {t('reports.key')}</span> : null}
          {': '}
          {t('reports.chosen', {
            count: o.chosen,
            percent: f.percent(item.learners > 0 ? o.chosen / item.learners : null),
          })}
        </li>
      ))}
    </ul>
  );
}

/** A question's mean time on screen, and over how many learners when not all of them were measured. */
function QuestionTime({ item }: { item: ItemReport }) {
  const t = useStudioT();
  if (item.average_seconds === null) return <span className={styles.muted}>–</span>;
  const s = item.average_seconds;
  return (
    <>
      {s < 60
        ? t('reports.seconds', { seconds: s })
        : t('reports.minutesSeconds', { minutes: Math.floor(s / 60), seconds: s % 60 })}
      {item.timed_learners < item.learners ? (
        <span className={styles.muted}>{t('reports.timedOf', { count: item.timed_learners })}</span>
      ) : null}
    </>
  );
}

/** Item analysis of a quiz: each question's facility, discrimination, options, time, pins and flags. */
export function QuizReportScreen() {
  const t = useStudioT();
  const f = reportFormat(t.language);
  const id = Number(useParams().quizId);
  const report = useQuery(quizReportQuery(useApi(), id));
  if (report.isPending) return <LoadingState />;
  if (report.isError)
    return (
      <StudioPage
        title={t('reports.title')}
        above={
          <Link to="/studio/prehledy" className={styles.back}>
            {t('reports.backToCourses')}
          </Link>
        }
      >
        <StudioProblem onRetry={() => void report.refetch()} message={report.error.message} />
      </StudioPage>
    );
  const r = report.data;
  const flagged = r.questions.filter((q) => q.flags.length > 0);
  return (
    <StudioPage
      title={t('reports.quizTitle', { title: r.quiz.title })}
      above={
        <Link to={`/studio/prehledy/kurzy/${r.course.id}`} className={styles.back}>
          {t('reports.backToCourse', { title: r.course.title })}
        </Link>
      }
    >
      <dl className={styles.facts}>
        <div>
          <dt>{t('reports.counted')}</dt>
          <dd>{t('reports.learnersCount', { count: r.learners })}</dd>
        </div>
        <div>
          <dt>{t('reports.averageTime')}</dt>
          <dd>
            {r.average_seconds === null
              ? '–'
              : t('reports.minutes', { minutes: f.minutes(r.average_seconds) })}
          </dd>
        </div>
      </dl>
      <p className={styles.lead}>{t('reports.firstAttempts')}</p>
      <p className={styles.muted}>{t('reports.timeRule')}</p>

      <section aria-labelledby="flagged" className={styles.section}>
        <h2 id="flagged">{t('reports.flagged', { count: flagged.length })}</h2>
        <p className={styles.muted}>
          {t('reports.flagRule', {
            min: r.thresholds.min_learners,
            low: f.fraction(r.thresholds.low_discrimination),
            wrong: UNUSED_OPTION_MIN_WRONG,
          })}
        </p>
        {flagged.length === 0 ? (
          <p>{t('reports.noneFlagged')}</p>
        ) : (
          <ul className={styles.flaggedList}>
            {flagged.map((q) => (
              <li key={q.id}>
                <strong>{q.title}</strong>
                <ul>
                  {q.flags.map((flag) => (
                    <li key={flag.reason + (flag.option ?? '')}>
                      <FlagText flag={flag} />
                    </li>
                  ))}
                </ul>
                <Link to={q.edit_path}>{t('reports.edit', { title: q.title })}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="questions" className={styles.section}>
        <h2 id="questions">{t('reports.questions')}</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('reports.colQuestion')}</th>
                <th scope="col">{t('reports.colFacility')}</th>
                <th scope="col">{t('reports.colDiscrimination')}</th>
                <th scope="col">{t('reports.colOptions')}</th>
                <th scope="col">{t('reports.colTime')}</th>
                <th scope="col">{t('reports.colPinned')}</th>
              </tr>
            </thead>
            <tbody>
              {r.questions.map((q, i) => (
                <tr key={q.id}>
                  <th scope="row" className={styles.questionCell}>
                    <Link to={q.edit_path}>
                      {i + 1}. {q.title}
                    </Link>
                    <span className={styles.muted}>
                      {t('reports.answeredBy', { count: q.learners, skipped: q.skipped })}
                    </span>
                    {q.earlier_learners > 0 ? (
                      <span className={styles.muted}>
                        {t('reports.earlier', { count: q.earlier_learners, revision: q.revision })}
                      </span>
                    ) : null}
                  </th>
                  <td>{f.percent(q.facility)}</td>
                  <td className={q.flags.some((x) => x.reason !== 'unused_option') ? styles.bad : undefined}>
                    {f.fraction(q.discrimination)}
                  </td>
                  <td>
                    <OptionCounts item={q} />
                  </td>
                  <td className={styles.timeCell}>
                    <QuestionTime item={q} />
                  </td>
                  <td>{q.pinned}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </StudioPage>
  );
}
