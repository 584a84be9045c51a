import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { isPinned, togglePin } from '@studovna/core/domain';
import { Dialog } from '../../components/dialog';
import { PinIcon } from '../../components/icons';
import { useToast } from '../../components/toast-context';
import { ActionError, failureMessage } from '../../lib/api/action-result';
import { useConfig } from '../../lib/config-context';
import { useQuestionStatuses } from '../board/question-statuses-query';
import { useStoreQuestion } from '../board/store-question';
import { useUserId } from '../../lib/store';
import styles from './review-pin-toggle.module.css';

/**
 * 'Označit úlohu' / 'Zrušit označení' (aria-pressed) for the question shown, in the review's header: the
 * learner's status from GET /users/questions-stats, toggled with `togglePin` (the answer status stays).
 * Only for a learner, once the statuses are known; a refusal (403: no active study plan) is told in the
 * server's words.
 */
interface PinToggleProps {
  quizId: number;
  questionId: number;
  /** Pin it as soon as the statuses are known, unless it is pinned already (a guest's pin kept through login). */
  pinNow?: boolean;
  onPinnedNow?: () => void;
}

export function ReviewPinToggle(props: PinToggleProps) {
  return useUserId() !== null && props.quizId > 0 ? <PinToggle {...props} /> : null;
}

function PinToggle({ quizId, questionId, pinNow = false, onPinnedNow }: PinToggleProps) {
  const { t } = useTranslation();
  const { domain } = useConfig();
  const navigate = useNavigate();
  const toast = useToast();
  const statuses = useQuestionStatuses();
  const store = useStoreQuestion();
  const [refusal, setRefusal] = useState<string | null>(null);

  const current = statuses.data?.[String(questionId)] ?? null;
  const pinned = current !== null && isPinned(current);
  const toggle = () => {
    if (store.isPending) return;
    store.mutate(
      { quizId, questionId, status: togglePin(current) },
      {
        onSuccess: () =>
          toast.show({ message: t(pinned ? 'board.pin.removed' : 'board.pin.added'), tone: 'success' }),
        onError: (error) => {
          if (error instanceof ActionError && error.outcome.status === 403)
            setRefusal(error.outcome.message ?? t('board.pin.requiresPlan'));
          else
            toast.show({
              title: t('board.pin.failed'),
              message: failureMessage(error, {
                network: t('errors.network', { domain }),
                fallback: t('errors.dataHint'),
              }),
              tone: 'error',
            });
        },
      },
    );
  };

  const pinOnce = useEffectEvent(() => {
    onPinnedNow?.();
    if (!pinned) toggle();
  });
  useEffect(() => {
    if (pinNow && statuses.isSuccess) pinOnce();
  }, [pinNow, statuses.isSuccess]);

  if (!statuses.isSuccess) return null;
  return (
    <>
      <button
        type="button"
        className={`${styles.pin} ${pinned ? styles.pinned : ''}`}
        aria-pressed={pinned}
        title={pinned ? t('board.pin.remove') : t('board.pin.add')}
        aria-disabled={store.isPending || undefined}
        onClick={toggle}
      >
        <PinIcon size={20} fill={pinned ? 'currentColor' : 'none'} />
        <span className={styles.text}>{pinned ? t('board.pin.remove') : t('board.pin.add')}</span>
      </button>
      <Dialog
        open={refusal !== null}
        alert
        title={refusal ?? ''}
        onClose={() => setRefusal(null)}
        actions={[
          { label: t('common.close'), variant: 'secondary' },
          { label: t('board.plan.plans'), onSelect: () => void navigate('/studijni-plany') },
        ]}
      />
    </>
  );
}
