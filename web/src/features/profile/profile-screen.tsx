import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { Button, ButtonLink } from '../../components/button';
import { ChevronRightIcon, UserIcon } from '../../components/icons';
import { ScreenLayout } from '../../components/screen-layout';
import { StateMessage } from '../../components/state-message';
import { imageAddress } from '../../lib/image-address';
import { useLogout } from '../../lib/session/use-logout';
import { selectPremiumRoles, useAppStore } from '../../lib/store';
import { LanguageSwitch } from '../settings/language-switch';
import { ThemeSwitch } from '../settings/theme-switch';
import { ShareLogsButton } from '../support/share-logs-button';
import { StudyLinks } from './study-links';
import { SupportContact } from './support-contact';
import styles from './profile.module.css';

/**
 * Profile tab: who is logged in, active plans, settings, support, log out; guests get login/register and
 * the language switch (the settings need an account, the language does not).
 */
export function ProfileScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const user = useAppStore((state) => (state.user.token ? state.user.info : null));
  const plans = useAppStore(useShallow((state) => selectPremiumRoles(state).map((role) => role.name)));

  if (!user) {
    return (
      <ScreenLayout title={t('profile.title')}>
        <div className={styles.stack}>
          <StateMessage
            icon={<UserIcon size={28} />}
            title={t('profile.guestTitle')}
            text={t('profile.guestText')}
            tone="info"
          >
            <div className={styles.buttons}>
              <ButtonLink to="/prihlaseni" block>
                {t('profile.login')}
              </ButtonLink>
              <ButtonLink to="/registrace" variant="secondary" block>
                {t('profile.register')}
              </ButtonLink>
            </div>
          </StateMessage>
          <LanguageSwitch />
          <ThemeSwitch />
          <SupportContact />
          <LogSharing />
        </div>
      </ScreenLayout>
    );
  }

  const initial = (user.name || user.username).trim().charAt(0).toUpperCase();
  const avatar = imageAddress(user.avatar_url);
  return (
    <ScreenLayout title={t('profile.title')}>
      <div className={styles.stack}>
        <section className={styles.card} aria-labelledby="profile-name">
          <div className={styles.identity}>
            {avatar ? (
              <img className={styles.avatar} src={avatar} alt="" width={64} height={64} />
            ) : (
              <span className={styles.avatar} aria-hidden="true">
                {initial}
              </span>
            )}
            <h2 id="profile-name" className={styles.name}>
              {user.name || user.username}
            </h2>
          </div>
          <dl className={styles.details}>
            <div>
              <dt>{t('profile.name')}</dt>
              <dd>{[user.first_name, user.last_name].filter(Boolean).join(' ') || user.name}</dd>
            </div>
            <div>
              <dt>{t('profile.email')}</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt>{t('profile.plans')}</dt>
              <dd>
                {plans.length ? (
                  <>
                    <span className="visually-hidden">
                      {t('profile.plansCount', { count: plans.length })}
                    </span>
                    <ul className={styles.plans}>
                      {plans.map((plan) => (
                        <li key={plan}>{plan}</li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <span className={styles.muted}>{t('profile.noPlans')}</span>
                )}
                <Link to="/uzivatel/plany" className={styles.plansLink}>
                  {t('profile.myPlans')}
                  <ChevronRightIcon size={18} />
                </Link>
              </dd>
            </div>
          </dl>
          <ButtonLink to="/uzivatel/nastaveni" variant="secondary" block>
            {t('profile.settings')}
          </ButtonLink>
        </section>
        <StudyLinks />
        <SupportContact />
        <LogSharing />
        <Button
          variant="danger"
          block
          onClick={() => {
            logout();
            void navigate('/', { replace: true });
          }}
        >
          {t('profile.logout')}
        </Button>
      </div>
    </ScreenLayout>
  );
}

/** SPEC §2 share-logs button, with what the log is and is not. */
function LogSharing() {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="log-sharing-title">
      <h2 id="log-sharing-title">{t('logs.sectionTitle')}</h2>
      <p className={styles.muted}>{t('logs.sectionText')}</p>
      <ShareLogsButton block />
    </section>
  );
}
