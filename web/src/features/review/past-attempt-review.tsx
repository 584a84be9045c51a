import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { clampQuestionNumber } from '@studovna/core/domain';
import { Button } from '../../components/button';
import { AlertIcon } from '../../components/icons';
import { LoadingState } from '../../components/spinner';
import { StateMessage } from '../../components/state-message';
import { ApiRequestError } from '../../lib/api';
import { useConfig } from '../../lib/config-context';
import { useAttemptReview } from './api/attempt-review-api';
import { serverAnswers, toAttemptView } from '../learning/attempt/attempt-view';
import { ResultsReview } from './results-review';

interface PastAttemptReviewProps {
  attemptId: number;
  /** The quiz of the address: an attempt of another quiz is not shown here. */
  quizId: number;
  quizName: string;
  /** The question asked for, 1-based (brought within the attempt's questions once they arrive). */
  n: number;
  onMove: (n: number) => void;
  onClose: () => void;
}

/**
 * The review of one past attempt (`?pokus={id}`), from GET /quiz/attempts/{id}: loading, then the
 * attempt; an unknown attempt (someone else's, unfinished, of another quiz) says so; a failed load
 * offers to try again. The review's frame and close button are there throughout.
 */
export function PastAttemptReview({
  attemptId,
  quizId,
  quizName,
  n,
  onMove,
  onClose,
}: PastAttemptReviewProps) {
  const { t, i18n } = useTranslation();
  const { domain } = useConfig();
  const review = useAttemptReview(attemptId);
  const data = review.data && review.data.attempt.quiz_id === quizId ? review.data : undefined;
  const view = useMemo(() => (data ? toAttemptView(data, 0) : undefined), [data]);
  const answers = useMemo(() => (data ? serverAnswers(data.results) : {}), [data]);
  const count = view?.questions.length ?? 0;
  const shown = count ? clampQuestionNumber(String(n), count) : 0;

  useEffect(() => {
    if (shown && shown !== n) onMove(shown);
  }, [shown, n, onMove]);

  const notFound =
    (review.data && !data) ||
    (review.error instanceof ApiRequestError && review.error.status === 404) ||
    (view && count === 0);
  const network = review.error instanceof ApiRequestError && review.error.isNetworkError;

  let placeholder = null;
  if (notFound) {
    placeholder = (
      <StateMessage
        icon={<AlertIcon size={32} />}
        title={t('review.notFound')}
        text={t('review.notFoundHint')}
        announce
      >
        <Button onClick={onClose}>{t('review.backToQuiz')}</Button>
      </StateMessage>
    );
  } else if (review.isError) {
    placeholder = (
      <StateMessage
        icon={<AlertIcon size={32} />}
        title={network ? t('errors.network', { domain }) : t('errors.data')}
        text={network ? t('errors.networkHint') : t('errors.dataHint')}
        announce
      >
        <Button onClick={() => void review.refetch()}>{t('common.retry')}</Button>
      </StateMessage>
    );
  } else if (!view || !shown) {
    placeholder = <LoadingState label={t('review.loading')} />;
  }

  const date = data
    ? new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'cs-CZ', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(data.attempt.end_time))
    : null;

  return (
    <ResultsReview
      title={date ? t('review.pastTitle', { date }) : t('review.title')}
      quizName={quizName}
      questions={view?.questions ?? []}
      answers={answers}
      checked={view?.checked ?? {}}
      n={shown}
      onMove={onMove}
      onClose={onClose}
      placeholder={placeholder}
    />
  );
}
