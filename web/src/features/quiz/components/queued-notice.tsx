import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useOutcomeText } from '../use-outcome-text';
import type { AttemptController } from '../../learning/attempt/attempt-store';
import styles from './queued-notice.module.css';
import { useAttempt } from '../../learning/attempt/use-attempt';

/**
 * Tells the learner what of the attempt waits for the connection: the finish (the quiz is evaluated
 * once online, the answers are kept) or the check of this question, and why the server refused one
 * when it was finally sent. While shown, it follows the queue so the result or the check appears as
 * soon as the server answers.
 */
export function QueuedNotice({
  controller,
  questionId,
}: {
  controller: AttemptController;
  questionId?: number;
}) {
  const { t } = useTranslation();
  const outcomeText = useOutcomeText();
  const finish = useAttempt(controller, (s) => s.waiting.finish);
  const check = useAttempt(
    controller,
    (s) => questionId !== undefined && s.waiting.checks.includes(questionId),
  );
  const refused = useAttempt(controller, (s) => s.refused);
  useEffect(() => controller.watchQueue(), [controller]);
  const text = finish ? t('quiz.offline.finishWaiting') : check ? t('quiz.offline.checkWaiting') : '';
  return (
    <>
      <p role="status" className={text ? styles.notice : 'visually-hidden'}>
        {text}
      </p>
      <div role="alert" className={refused ? styles.refused : 'visually-hidden'}>
        {refused ? (
          <>
            <strong>{t(refused.kind === 'finish' ? 'quiz.finish.failed' : 'quiz.check.failed')}</strong>{' '}
            {outcomeText(refused.outcome)}
          </>
        ) : null}
      </div>
    </>
  );
}
