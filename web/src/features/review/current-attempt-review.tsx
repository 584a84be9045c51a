import { useTranslation } from '../../i18n/use-translation';
import type { AttemptController } from '../learning/attempt/attempt-store';
import { useAttempt } from '../learning/attempt/use-attempt';
import { ResultsReview } from './results-review';

interface CurrentAttemptReviewProps {
  controller: AttemptController;
  quizName: string;
  n: number;
  onMove: (n: number) => void;
  onClose: () => void;
}

/** The results review of the attempt just evaluated on the quiz screen, from its attempt store. */
export function CurrentAttemptReview({
  controller,
  quizName,
  n,
  onMove,
  onClose,
}: CurrentAttemptReviewProps) {
  const { t } = useTranslation();
  const questions = useAttempt(controller, (s) => s.questions);
  const answers = useAttempt(controller, (s) => s.answers);
  const checked = useAttempt(controller, (s) => s.checked);
  return (
    <ResultsReview
      title={t('review.title')}
      quizName={quizName}
      questions={questions}
      answers={answers}
      checked={checked}
      n={n}
      onMove={onMove}
      onClose={onClose}
    />
  );
}
