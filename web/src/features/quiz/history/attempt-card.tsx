import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { QuizAttemptSummary } from '@studovna/core/contract';
import { roundTo2, toPercent } from '@studovna/core/domain';
import { ChevronRightIcon } from '../../../components/icons';
import { ATTEMPT_PARAM, learningPath } from '../../learning/learning-params';
import { TimeSpentText } from './time-spent-text';
import styles from './attempt-history.module.css';

/** Date and time in the app's language: "1. 3. 2026 10:05" in Czech. */
function useDateFormat() {
  const { i18n } = useTranslation();
  return new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'cs-CZ', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/** One finished attempt: when, how well, how long, and its review. */
export function AttemptCard({ attempt, courseId }: { attempt: QuizAttemptSummary; courseId: number }) {
  const { t } = useTranslation();
  const date = useDateFormat().format(new Date(attempt.end_time));
  const review = `${learningPath(courseId, 'lp_quiz', attempt.quiz_id, 1)}?${ATTEMPT_PARAM}=${attempt.id}`;
  const passed = attempt.graduation === 'passed';
  return (
    <article className={`${styles.card} ${attempt.counted ? styles.best : ''}`} aria-label={date}>
      <div className={styles.head}>
        <time className={styles.date} dateTime={attempt.end_time}>
          {date}
        </time>
        <p className={styles.markers}>
          {attempt.practice ? (
            <span className={`${styles.marker} ${styles.practiceMarker}`}>{t('quiz.history.practice')}</span>
          ) : (
            <span className={`${styles.marker} ${passed ? styles.passed : styles.failed}`}>
              {passed ? t('quiz.history.passed') : t('quiz.history.failedGrade')}
            </span>
          )}
          {attempt.counted ? (
            <span className={`${styles.marker} ${styles.countedMarker}`}>{t('quiz.history.counted')}</span>
          ) : null}
        </p>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('quiz.history.result')}</dt>
          <dd>{t('quiz.percent', { value: roundTo2(attempt.result) })}</dd>
        </div>
        <div>
          <dt>{t('quiz.history.points')}</dt>
          <dd>
            {t('quiz.history.pointsValue', {
              points: roundTo2(attempt.user_mark),
              max: roundTo2(attempt.mark),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('quiz.history.percentile')}</dt>
          {attempt.percentil === null ? (
            <dd className={styles.none}>{t('quiz.history.noPercentile')}</dd>
          ) : (
            <dd>{t('quiz.percent', { value: toPercent(attempt.percentil) })}</dd>
          )}
        </div>
        <div>
          <dt>{t('quiz.history.time')}</dt>
          <dd>
            <TimeSpentText value={attempt.time_spend} />
          </dd>
        </div>
      </dl>
      <Link className={styles.review} to={review} aria-label={t('quiz.history.reviewLabel', { date })}>
        {t('quiz.history.review')}
        <ChevronRightIcon size={18} />
      </Link>
    </article>
  );
}
