import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button, ButtonLink } from '../../../components/button';
import { LoadingState } from '../../../components/spinner';
import { useAttemptHistory } from '../api/history-api';
import { useUserId } from '../../../lib/store';
import { learningPath, PRACTICE_PARAM } from '../../learning/learning-params';
import { AttemptCard } from './attempt-card';
import styles from './attempt-history.module.css';

/**
 * The learner's finished attempts of a quiz under its result (issue 5): newest first, each with date,
 * score, points, percentile, time, graduation, the best (counted) one and practice runs marked, and a
 * link to its review. Offers the practice run of the latest attempt's mistakes. Nothing for a guest.
 */
export function AttemptHistory({ courseId, quizId }: { courseId: number; quizId: number }) {
  const { t } = useTranslation();
  const userId = useUserId();
  const history = useAttemptHistory(quizId);
  const headingId = useId();
  if (userId === null) return null;

  let content;
  if (history.isPending) {
    content = <LoadingState label={t('quiz.history.loading')} />;
  } else if (history.isError) {
    content = (
      <div className={styles.problem} role="alert">
        <p>{t('quiz.history.failed')}</p>
        <Button small variant="secondary" onClick={() => void history.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (history.data.length === 0) {
    content = <p className={styles.muted}>{t('quiz.history.empty')}</p>;
  } else {
    const attempts = history.data;
    const latest = attempts.find((a) => !a.practice);
    const mistakes = latest ? latest.question_wrong + latest.question_empty : 0;
    content = (
      <>
        {mistakes > 0 ? (
          <div className={styles.practice}>
            <ButtonLink to={`${learningPath(courseId, 'lp_quiz', quizId)}?${PRACTICE_PARAM}=1`}>
              {t('quiz.history.practiceAction')}
            </ButtonLink>
            <p className={styles.muted}>{t('quiz.history.practiceNote')}</p>
          </div>
        ) : null}
        <p className={styles.muted}>{t('quiz.history.count', { count: attempts.length })}</p>
        <ol className={styles.list} aria-labelledby={headingId}>
          {attempts.map((attempt) => (
            <li key={attempt.id}>
              <AttemptCard attempt={attempt} courseId={courseId} />
            </li>
          ))}
        </ol>
        {attempts.some((a) => a.counted) ? (
          <p className={styles.muted}>{t('quiz.history.countedNote')}</p>
        ) : null}
      </>
    );
  }

  return (
    <section className={styles.history} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('quiz.history.title')}</h2>
      {content}
    </section>
  );
}
