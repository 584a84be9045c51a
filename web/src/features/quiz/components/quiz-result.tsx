import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Quiz, QuizResults } from '@studovna/core/contract';
import { quizPassingGrade, quizRetakesLeft, roundTo2 } from '@studovna/core/domain';
import { Button, ButtonLink } from '../../../components/button';
import { UpButtonLink } from '../../../components/up-button-link';
import { usePercentile } from '../api/stats-api';
import { graduationKey } from '../graduation-key';
import { AttemptHistory } from '../history/attempt-history';
import { TimeSpentText } from '../history/time-spent-text';
import { hasPenalty, MarkingRule } from './marking-rule';
import { PartResults } from './part-results';
import { ResultBar, type Comparison } from './result-bar';
import { AnswersPie, ScoreDistribution } from './result-charts';
import resultStyles from './quiz-result.module.css';
import styles from './quiz.module.css';

interface QuizResultProps {
  quiz: Quiz;
  results: QuizResults;
  courseId: number;
  reviewPath: string;
  busy: boolean;
  onRetake: () => void;
}

/**
 * The evaluated attempt (SPEC §3, §4): graduation, the result in percent in a ring with the passing
 * threshold, the percentile of this attempt among the learners who finished the quiz, the answers as
 * a donut, how the others scored with this attempt's band highlighted, points (2 decimals), the points
 * taken off and the marking rule that took them when the quiz has one, time, retakes left; review, retake,
 * back; then the learner's attempt history.
 */
export function QuizResult({ quiz, results, courseId, reviewPath, busy, onRetake }: QuizResultProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const percentile = usePercentile(quiz.id, results.user_mark);
  const retakes = quizRetakesLeft(quiz.meta_data._lp_retake_count, results.retaken);
  const passed = results.graduation === 'passed';
  const comparison: Comparison = percentile.data
    ? { state: 'ready', percentil: percentile.data.percentil, learners: percentile.data.learners }
    : percentile.isError
      ? { state: 'failed', retry: () => void percentile.refetch() }
      : { state: 'loading' };
  const distribution = percentile.data?.distribution ?? [];
  // the others' distribution tells something once somebody besides the learner finished the quiz
  const showDistribution = distribution.reduce((sum, n) => sum + n, 0) > 1;
  const showPie = results.question_count > 0;
  // the rule the attempt was graded with, when it says it (the quiz's may have changed since)
  const meta =
    results.wrong_penalty === undefined ? quiz.meta_data : { ...quiz.meta_data, ...gradedRule(results) };
  const penalised = hasPenalty(meta);
  return (
    <div className={resultStyles.resultStack}>
      <section className={styles.card} aria-labelledby="quiz-result-title">
        <div className={styles.resultHead}>
          <h2 id="quiz-result-title" ref={headingRef} tabIndex={-1}>
            {t('quiz.result.title')}
          </h2>
          <p className={`${styles.badge} ${passed ? styles.passed : styles.failed}`}>
            {t(graduationKey(results.graduation))}
          </p>
        </div>
        <ResultBar
          result={results.result}
          graduation={results.graduation}
          passingGrade={quizPassingGrade(quiz.meta_data._lp_passing_grade)}
          comparison={comparison}
        />
        {showPie || showDistribution ? (
          <div className={resultStyles.resultCharts}>
            {showPie ? <AnswersPie results={results} /> : null}
            {showDistribution ? (
              <ScoreDistribution distribution={distribution} result={results.result} />
            ) : null}
          </div>
        ) : null}
        <PartResults quiz={{ ...quiz, meta_data: meta }} results={results} />
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
          {results.subtracted > 0 || penalised ? (
            <div>
              <dt>{t('quiz.result.subtracted')}</dt>
              <dd>{t('quiz.result.pointsOnly', { points: roundTo2(results.subtracted) })}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('quiz.result.time')}</dt>
            <dd>
              <TimeSpentText value={results.time_spend} />
            </dd>
          </div>
          <div>
            <dt>{t('quiz.retakesLeft')}</dt>
            <dd>{Number.isFinite(retakes) ? retakes : t('quiz.unlimited')}</dd>
          </div>
          {penalised ? (
            <div className={styles.wideFact}>
              <dt>{t('quiz.marking.title')}</dt>
              <dd>
                <MarkingRule meta={meta} />
              </dd>
            </div>
          ) : null}
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
          <UpButtonLink to={`/kurzy/${courseId}`} variant="ghost">
            {t('learning.backToCourse')}
          </UpButtonLink>
        </div>
      </section>
      <AttemptHistory courseId={courseId} quizId={quiz.id} />
    </div>
  );
}

/** The penalties a finished attempt was graded with, in the shape of the quiz's meta. */
const gradedRule = (results: QuizResults) => ({
  wrong_penalty: results.wrong_penalty,
  skip_penalty: results.skip_penalty,
});
