import { useTranslation } from '../../../i18n/use-translation';
import { formatTimeLeft } from '@studovna/core/domain';
import type { SaveState } from '../../learning/attempt/save-queue';
import { ClockIcon } from '../../learning/components/quiz-icons';
import styles from './quiz.module.css';

/** Time left as `~Nmin` / `~Hh Mmin` (SPEC §4), from the server's deadline; short time is highlighted. */
export function QuizTimer({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  return (
    <p className={`${styles.timer} ${seconds <= 60 ? styles.timerShort : ''}`} role="timer">
      <ClockIcon />
      <span className="visually-hidden">{t('quiz.timeLeft')}</span>
      <span>{formatTimeLeft(seconds)}</span>
    </p>
  );
}

const SAVE_KEY = {
  saved: 'quiz.save.saved',
  pending: 'quiz.save.saving',
  saving: 'quiz.save.saving',
  queued: 'quiz.offline.answersWaiting',
  failed: 'quiz.save.failed',
} as const;

/**
 * Whether the answers are stored on the server yet (they are kept in the browser either way): waiting
 * for the connection is a note, a refused or failing save a warning.
 */
export function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  return (
    <p className={`${styles.save} ${state === 'failed' ? styles.saveFailed : ''}`} data-save-state={state}>
      {t(SAVE_KEY[state])}
    </p>
  );
}
