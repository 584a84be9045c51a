import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { useSubscriptionSync } from '../sync/use-subscription-sync';

/** Keeps the learner's plans in step with the server; says so when a plan has run out (SPEC §8). */
export function StudyPlanWatch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { expired, dismissExpired } = useSubscriptionSync();
  return (
    <Dialog
      open={expired}
      alert
      title={expired ? t('subscription.expired', { ns: 'shared' }) : ''}
      onClose={dismissExpired}
      actions={[
        { label: t('plans.expired.toPlans'), onSelect: () => void navigate('/studijni-plany') },
        { label: t('common.close'), variant: 'secondary' },
      ]}
    >
      <p>{t('plans.expired.text')}</p>
    </Dialog>
  );
}
