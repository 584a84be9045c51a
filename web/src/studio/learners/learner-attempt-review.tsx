import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { clampQuestionNumber } from '@studovna/core/domain';
import { AlertIcon } from '../../components/icons';
import { LoadingState } from '../../components/spinner';
import { StateMessage } from '../../components/state-message';
import { serverAnswers, toAttemptView } from '../../features/learning/attempt/attempt-view';
import { ResultsReview } from '../../features/review/results-review';
import { useApi } from '../../lib/api';
import { formatDateTime } from '../common/studio-format';
import { useStudioT } from '../i18n/studio-i18n';
import { learnerAttemptQuery } from './learner-queries';

interface LearnerAttemptReviewProps {
  learnerId: number;
  learnerName: string;
  attemptId: number;
  quizName: string;
  n: number;
  onMove: (n: number) => void;
  onClose: () => void;
}

/** A learner's attempt in the learner's own review: the same questions, answers and explanations. */
export function LearnerAttemptReview(props: LearnerAttemptReviewProps) {
  const { learnerId, attemptId, n, onMove, onClose } = props;
  const t = useStudioT();
  const review = useQuery(learnerAttemptQuery(useApi(), learnerId, attemptId));
  const view = useMemo(() => (review.data ? toAttemptView(review.data, 0) : undefined), [review.data]);
  const answers = useMemo(() => (review.data ? serverAnswers(review.data.results) : {}), [review.data]);
  const count = view?.questions.length ?? 0;
  const shown = count ? clampQuestionNumber(String(n), count) : 0;
  const placeholder = review.isError ? (
    <StateMessage icon={<AlertIcon size={32} />} title={t('learner.reviewMissing')} announce />
  ) : !view || !shown ? (
    <LoadingState label={t('learner.reviewLoading')} />
  ) : null;
  return (
    <ResultsReview
      title={
        review.data
          ? t('learner.reviewTitle', {
              name: props.learnerName,
              date: formatDateTime(review.data.attempt.end_time, t.language),
            })
          : t('learner.reviewLoading')
      }
      quizName={props.quizName}
      quizId={review.data?.attempt.quiz_id}
      questions={view?.questions ?? []}
      answers={answers}
      checked={view?.checked ?? {}}
      n={shown}
      onMove={onMove}
      onClose={onClose}
      placeholder={placeholder}
      readOnly
    />
  );
}
