import { useTranslation } from '../../../i18n/use-translation';
import type { QuizResults } from '@studovna/core/contract';
import { roundTo2, toPercent } from '@studovna/core/domain';
import { Button } from '../../../components/button';
import { ProgressRing } from '../../../components/charts/progress-ring';
import type { ChartTone } from '../../../components/charts/chart-style';
import resultStyles from './quiz-result.module.css';

/** SPEC §4 progress colours: failed red, passed green, in progress blue. */
const TONE: Record<QuizResults['graduation'], ChartTone> = {
  passed: 'passed',
  failed: 'failed',
  'in-progress': 'progress',
  '': 'progress',
};

/** Where the comparison with other learners stands: the percentile call of GET /quiz/percentil. */
export type Comparison =
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void }
  | { state: 'ready'; percentil: number; learners?: number };

/**
 * The head of the result: the result in percent in a ring coloured by graduation with a marker at the
 * passing threshold, and beside it how the attempt compares with other learners (its percentile).
 * The comparison loads and fails on its own; the ring never waits for it.
 */
export function ResultBar({
  result,
  graduation,
  passingGrade,
  comparison,
}: {
  result: number;
  graduation: QuizResults['graduation'];
  passingGrade: number;
  comparison: Comparison;
}) {
  const { t } = useTranslation();
  const percent = roundTo2(result);
  return (
    <div className={resultStyles.resultTop}>
      <ProgressRing
        value={percent}
        tone={TONE[graduation]}
        marker={passingGrade}
        valueText={t('quiz.percent', { value: percent })}
        label={
          passingGrade > 0
            ? t('quiz.result.ringLabelThreshold', { value: percent, threshold: passingGrade })
            : t('quiz.result.ringLabel', { value: percent })
        }
        caption={passingGrade > 0 ? t('quiz.result.threshold', { value: passingGrade }) : undefined}
      />
      <section className={resultStyles.comparison} aria-labelledby="quiz-result-comparison">
        <h3 id="quiz-result-comparison">{t('quiz.result.comparisonTitle')}</h3>
        <ComparisonText comparison={comparison} />
      </section>
    </div>
  );
}

function ComparisonText({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation();
  if (comparison.state === 'loading')
    return (
      <p role="status" className={resultStyles.muted}>
        {t('quiz.result.percentileLoading')}
      </p>
    );
  if (comparison.state === 'failed')
    return (
      <div role="status" className={resultStyles.comparisonFailed}>
        <p className={resultStyles.strong}>{t('errors.data')}</p>
        <p className={resultStyles.muted}>{t('quiz.result.percentileFailed')}</p>
        <Button small variant="secondary" onClick={comparison.retry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  const { percentil, learners } = comparison;
  const percent = toPercent(percentil);
  if (learners !== undefined && learners <= 1 && percent === 100)
    return <p>{t('quiz.result.percentileAlone')}</p>;
  if (learners !== undefined && learners > 0 && percent === 0)
    return <p className={resultStyles.percentile}>{t('quiz.result.percentileBottom', { learners })}</p>;
  return (
    <p className={resultStyles.percentile}>
      {learners === undefined
        ? t('quiz.result.percentileNoCount', { percent })
        : t('quiz.result.percentile', { percent, learners })}
    </p>
  );
}
