import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quiz, QuizResults } from '@studovna/core/contract';
import { quizPassingGrade, quizRetakesLeft, roundTo2, toPercent } from '@studovna/core/domain';
import { Button, ButtonLink } from '../../../../components/button';
import { ResultBar } from './result-bar';
import styles from './quiz.module.css';

interface QuizResultProps {
  quiz: Quiz;
  results: QuizResults;
  courseId: number;
  reviewPath: string;
  busy: boolean;
  onRetake: () => void;
}

/** The graduation text of a result (passed / failed), in the app's language. */
export const graduationKey = (graduation: QuizResults['graduation']) =>
  graduation === 'passed' ? 'quiz.result.passed' : 'quiz.result.failed';

/**
 * The evaluated attempt (SPEC §4): graduation, points (2 decimals), the result in percent with the
 * passing threshold, correct / wrong / empty counts, time, retakes left; review, retake, back.
 */
export function QuizResult({ quiz, results, courseId, reviewPath, busy, onRetake }: QuizResultProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const retakes = quizRetakesLeft(quiz.meta_data._lp_retake_count, results.retaken);
  const passed = results.graduation === 'passed';
  return (
    <section className={styles.card} aria-labelledby="quiz-result-title">
      <div className={styles.resultHead}>
        <h2 id="quiz-result-title" ref={headingRef} tabIndex={-1}>
          {t('quiz.result.title')}
        </h2>
        <p className={`${styles.badge} ${passed ? styles.passed : styles.failed}`}>
          {t(graduationKey(results.graduation))}
        </p>
      </div>
      <p className={styles.bigNumber}>{t('quiz.percent', { value: toPercent(results.result) })}</p>
      <ResultBar
        result={results.result}
        graduation={results.graduation}
        passingGrade={quizPassingGrade(quiz.meta_data._lp_passing_grade)}
      />
      <dl className={styles.facts}>
        <div>
          <dt>{t('quiz.result.points')}</dt>
          <dd>
            {t('quiz.result.pointsValue', {
              points: roundTo2(results.user_mark),
              max: roundTo2(results.mark),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('quiz.result.correct')}</dt>
          <dd className={styles.good}>{results.question_correct}</dd>
        </div>
        <div>
          <dt>{t('quiz.result.wrong')}</dt>
          <dd className={styles.bad}>{results.question_wrong}</dd>
        </div>
        <div>
          <dt>{t('quiz.result.empty')}</dt>
          <dd>{results.question_empty}</dd>
        </div>
        {results.subtracted > 0 ? (
          <div>
            <dt>{t('quiz.result.subtracted')}</dt>
            <dd>{t('quiz.result.pointsOnly', { points: roundTo2(results.subtracted) })}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('quiz.result.time')}</dt>
          <dd>{results.time_spend}</dd>
        </div>
        <div>
          <dt>{t('quiz.retakesLeft')}</dt>
          <dd>{Number.isFinite(retakes) ? retakes : t('quiz.unlimited')}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        {results.question_count > 0 ? (
          <ButtonLink to={reviewPath} variant="secondary">
            {t('quiz.result.review')}
          </ButtonLink>
        ) : null}
        {retakes > 0 ? (
          <Button disabled={busy} onClick={onRetake}>
            {busy ? t('quiz.starting') : t('quiz.result.retake')}
          </Button>
        ) : null}
        <ButtonLink to={`/kurzy/${courseId}`} variant="ghost">
          {t('learning.backToCourse')}
        </ButtonLink>
      </div>
    </section>
  );
}
