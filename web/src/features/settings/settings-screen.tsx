import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useSearchParams } from 'react-router';
import { ScreenLayout } from '../../components/screen-layout';
import { useConfig } from '../../lib/config-context';
import { useAppStore } from '../../lib/store';
import { DeleteAccountForm } from './components/delete-account-form';
import { GeneralForm } from './components/general-form';
import { LanguageSwitch } from './language-switch';
import { PasswordForm } from './components/password-form';
import { SettingsGuest } from './components/settings-guest';
import { SettingsTabs } from './components/settings-tabs';
import { ThemeSwitch } from './theme-switch';
import { panelId, searchWithTab, tabFromSearch, tabId, type SettingsTab } from './settings-tab';
import styles from './settings.module.css';

/**
 * Settings (uzivatel/nastaveni, SPEC §2): general (with the app's language and theme), password and
 * delete-account tabs, then the app's version and build; a guest is asked to log in and can still choose the
 * language and the theme.
 * Every panel stays mounted (hidden when not chosen), so typing survives a tab switch.
 */
export function SettingsScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const user = useAppStore((state) => (state.user.token ? state.user.info : null));
  const tab = tabFromSearch(params);

  const panel = (name: SettingsTab, content: ReactNode) => (
    <div
      key={name}
      id={panelId(name)}
      role="tabpanel"
      aria-labelledby={tabId(name)}
      tabIndex={0}
      hidden={name !== tab}
    >
      {content}
    </div>
  );

  return (
    <ScreenLayout title={t('settings.title')} back narrow>
      <div className={styles.stack}>
        {user ? (
          <>
            <SettingsTabs
              selected={tab}
              onSelect={(next) => setParams(searchWithTab(params, next), { replace: true })}
            />
            {/* a fresh form for another account, never one filled with the previous user's values */}
            <div key={user.id}>
              {panel(
                'general',
                <div className={styles.stack}>
                  <LanguageSwitch />
                  <ThemeSwitch />
                  <GeneralForm user={user} />
                </div>,
              )}
              {panel('password', <PasswordForm />)}
              {panel('delete', <DeleteAccountForm userId={user.id} />)}
            </div>
          </>
        ) : (
          <>
            <SettingsGuest returnTo={`${location.pathname}${location.search}`} />
            <LanguageSwitch />
            <ThemeSwitch />
          </>
        )}
        <AppVersion />
      </div>
    </ScreenLayout>
  );
}

function AppVersion() {
  const { t } = useTranslation();
  const { version, build } = useConfig();
  return <p className={styles.version}>{t('settings.version', { version, build })}</p>;
}
