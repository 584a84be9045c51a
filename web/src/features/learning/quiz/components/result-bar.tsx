import { useTranslation } from 'react-i18next';
import type { QuizResults } from '@studovna/core/contract';
import { toPercent } from '@studovna/core/domain';
import styles from './quiz.module.css';

const TONE = { passed: styles.passed, failed: styles.failed, 'in-progress': '', '': '' } as const;

/**
 * The result in percent (SPEC §4 progress colours: failed red, passed green, in progress blue) with a
 * marker at the passing threshold.
 */
export function ResultBar({
  result,
  graduation,
  passingGrade,
}: {
  result: number;
  graduation: QuizResults['graduation'];
  passingGrade: number;
}) {
  const { t } = useTranslation();
  const percent = toPercent(result);
  return (
    <div className={styles.barWrap}>
      <div
        className={`${styles.bar} ${TONE[graduation]}`}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('quiz.result.percent', { value: percent })}
        aria-label={t('quiz.result.barLabel')}
      >
        <span className={styles.barFill} style={{ width: `${Math.min(100, Math.max(0, percent))}%` }} />
        {passingGrade > 0 ? (
          <span className={styles.barMarker} style={{ left: `${Math.min(100, passingGrade)}%` }} />
        ) : null}
      </div>
      {passingGrade > 0 ? (
        <p className={styles.barLegend} style={{ paddingLeft: `min(${passingGrade}%, calc(100% - 9em))` }}>
          {t('quiz.result.threshold', { value: passingGrade })}
        </p>
      ) : null}
    </div>
  );
}
