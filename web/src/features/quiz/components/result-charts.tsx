import { useTranslation } from '../../../i18n/use-translation';
import type { QuizResults } from '@studovna/core/contract';
import { bandOfResult, bandRange, SCORE_BANDS } from '@studovna/core/domain';
import { BarChart } from '../../../components/charts/bar-chart';
import { PieChart } from '../../../components/charts/pie-chart';

/** The attempt's answers as a donut: correct (green), wrong (red), unanswered (grey). */
export function AnswersPie({ results }: { results: QuizResults }) {
  const { t } = useTranslation();
  const counts = {
    correct: results.question_correct,
    wrong: results.question_wrong,
    empty: results.question_empty,
    total: results.question_count,
  };
  const number = (value: number) => t('charts.number', { value });
  return (
    <PieChart
      caption={t('quiz.result.answersTitle')}
      label={t('quiz.result.answersLabel', counts)}
      center={{ value: number(counts.total), unit: t('quiz.result.questionsUnit', { count: counts.total }) }}
      formatValue={number}
      entries={[
        { key: 'correct', label: t('quiz.result.correct'), value: counts.correct, tone: 'passed' },
        { key: 'wrong', label: t('quiz.result.wrong'), value: counts.wrong, tone: 'failed' },
        { key: 'empty', label: t('quiz.result.empty'), value: counts.empty, tone: 'neutral' },
      ]}
    />
  );
}

/**
 * How the learners who finished the quiz scored (their counted scores in ten bands of ten percent),
 * with the band of this attempt's result highlighted.
 */
export function ScoreDistribution({
  distribution,
  result,
}: {
  distribution: readonly number[];
  result: number;
}) {
  const { t } = useTranslation();
  const own = bandOfResult(result);
  const bandName = (band: number) => {
    const [from, to] = bandRange(band);
    return t('quiz.result.distributionBand', { from, to });
  };
  const number = (value: number) => t('charts.number', { value });
  return (
    <BarChart
      caption={t('quiz.result.distributionTitle')}
      note={t('quiz.result.distributionNote')}
      label={t('quiz.result.distributionLabel', { band: bandName(own) })}
      data={distribution.map((value, band) => ({
        key: String(band),
        label: bandName(band),
        value,
        highlight: band === own,
      }))}
      edgeLabels={Array.from({ length: SCORE_BANDS + 1 }, (_, i) => number(bandRange(i)[0]))}
      categoryTitle={t('quiz.result.distributionCategory')}
      valueTitle={t('quiz.result.distributionValue')}
      highlightMark={t('quiz.result.you')}
      highlightLegend={t('quiz.result.yourBand')}
      formatValue={number}
    />
  );
}
