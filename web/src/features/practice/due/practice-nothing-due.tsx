import { useTranslation } from '../../../i18n/use-translation';
import { ButtonLink } from '../../../components/button';
import { CheckCircleIcon } from '../../../components/icons';
import { StateMessage } from '../../../components/state-message';
import { useNow } from '../../../lib/use-now';
import type { PracticeQueue } from '../api/practice-types';
import { relativeDue } from './next-due';

/** Nothing due now: when the next question will be (when the server says), or that there is none yet. */
export function PracticeNothingDue({ queue, boardPath }: { queue: PracticeQueue; boardPath: string }) {
  const { t, i18n } = useTranslation();
  const now = useNow(60_000);
  const text =
    queue.total === 0
      ? t('practice.nothingDueEmpty')
      : queue.next_due
        ? t('practice.nothingDueNext', {
            when: relativeDue(new Date(queue.next_due), new Date(now), i18n.language),
          })
        : t('practice.nothingDueLater');
  return (
    <StateMessage
      icon={<CheckCircleIcon size={32} />}
      title={t('practice.nothingDue')}
      text={text}
      tone="info"
    >
      <ButtonLink to={boardPath}>{t('practice.backToBoard')}</ButtonLink>
    </StateMessage>
  );
}
