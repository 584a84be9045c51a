import { useTranslation } from '../../i18n/use-translation';
import { ButtonLink } from '../../components/button';
import { HistoryIcon } from '../../components/icons';
import { ScreenLayout } from '../../components/screen-layout';
import { StateMessage } from '../../components/state-message';
import { selectIsLoggedIn, useAppStore } from '../../lib/store';
import { RecentlyViewed } from './recently-viewed';
import styles from './start-screen.module.css';

/** Start / history tab (SPEC §2): the learning items opened last; guests are asked to log in. */
export function StartScreen() {
  const { t } = useTranslation();
  const loggedIn = useAppStore(selectIsLoggedIn);
  return (
    <ScreenLayout title={t('start.title')} narrow>
      {loggedIn ? <RecentlyViewed /> : <GuestMessage />}
    </ScreenLayout>
  );
}

function GuestMessage() {
  const { t } = useTranslation();
  const message = t('auth.required', { ns: 'shared' });
  return (
    <StateMessage icon={<HistoryIcon size={28} />} title={message} text={t('start.guestText')} tone="info">
      <div className={styles.buttons}>
        <ButtonLink to="/prihlaseni" state={{ message, screen: 'start' }} block>
          {t('start.login')}
        </ButtonLink>
        <ButtonLink to="/registrace" variant="secondary" block>
          {t('start.register')}
        </ButtonLink>
      </div>
    </StateMessage>
  );
}
