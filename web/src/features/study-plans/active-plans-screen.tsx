import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { AlertIcon, SparkIcon, UserIcon, WifiOffIcon } from '../../components/icons';
import { ScreenLayout } from '../../components/screen-layout';
import { LoadingState } from '../../components/spinner';
import { StateMessage } from '../../components/state-message';
import { ApiRequestError } from '../../lib/api';
import { useConfig } from '../../lib/config-context';
import { selectIsLoggedIn, useAppStore } from '../../lib/store';
import { useSubscriptions } from './api/subscriptions-query';
import { ActivePlanCard } from './components/active-plan-card';
import { PastPlans } from './components/past-plans';
import styles from './study-plans.module.css';

/** uzivatel/plany: the learner's active study plan and the past ones, with the way to buy one on the web. */
export function ActivePlansScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { domain } = useConfig();
  const loggedIn = useAppStore(selectIsLoggedIn);
  const subscriptions = useSubscriptions();
  const [now] = useState(Date.now);
  const toPlans = (family?: string) =>
    void navigate('/studijni-plany', family ? { state: { requiredPremiums: [family] } } : undefined);

  let content;
  if (!loggedIn) {
    const message = t('auth.accountRequired', { ns: 'shared' });
    content = (
      <StateMessage icon={<UserIcon size={28} />} title={message} text={t('plans.guestText')} tone="info">
        <Button
          onClick={() => void navigate('/prihlaseni', { state: { message, screen: '/uzivatel/plany' } })}
        >
          {t('session.login')}
        </Button>
      </StateMessage>
    );
  } else if (subscriptions.isPending) content = <LoadingState />;
  else if (subscriptions.isError) {
    const network = subscriptions.error instanceof ApiRequestError && subscriptions.error.isNetworkError;
    content = (
      <StateMessage
        icon={network ? <WifiOffIcon size={28} /> : <AlertIcon size={28} />}
        title={t('subscription.cannotLoad', { ns: 'shared' })}
        text={network ? t('errors.network', { domain }) : t('errors.dataHint')}
        announce
      >
        <Button variant="secondary" onClick={() => void subscriptions.refetch()}>
          {t('common.retry')}
        </Button>
      </StateMessage>
    );
  } else {
    const active = subscriptions.data.find((sub) => sub.status === 'active');
    const past = subscriptions.data.filter((sub) => sub.status !== 'active');
    content = (
      <div className={styles.stack}>
        {active ? (
          <>
            <ActivePlanCard subscription={active} now={now} />
            <Button variant="secondary" block onClick={() => toPlans(active.plan.family)}>
              {t('plans.toWebsite')}
            </Button>
          </>
        ) : (
          <StateMessage
            icon={<SparkIcon size={28} />}
            title={t('plans.empty.title')}
            text={t('plans.empty.text')}
            tone="info"
          >
            <Button onClick={() => toPlans()}>{t('plans.choose')}</Button>
          </StateMessage>
        )}
        {past.length ? <PastPlans subscriptions={past} /> : null}
      </div>
    );
  }

  return (
    <ScreenLayout title={t('plans.mine')} back narrow>
      {content}
    </ScreenLayout>
  );
}
