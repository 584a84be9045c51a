import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation, useNavigate } from 'react-router';
import { Dialog } from '../../components/dialog';
import { ScreenLayout } from '../../components/screen-layout';
import { useApi } from '../../lib/api';
import { useConfig } from '../../lib/config-context';
import { EMPTY_REGISTER_DRAFT, useAppStoreApi } from '../../lib/store';
import { delay } from '../../lib/use-delayed-navigate';
import { registerAccount, type Registration } from './api/register-account';
import { LoginOutcomeDialog } from './components/login-outcome-dialog';
import { RegisterForm } from './components/register-form';
import type { LoginOutcome } from './login-flow';
import { loginRedirectPath } from './login-redirect';
import type { LoginRouteState } from './login-screen';
import { useLogin } from './use-login';
import styles from './components/auth-form.module.css';

/** SPEC §4: after a successful registration the login follows after 200 ms. */
export const LOGIN_AFTER_REGISTER_MS = 200;

export function RegisterScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const store = useAppStoreApi();
  const navigate = useNavigate();
  // where the login that sent the learner here would have returned (the question they were answering)
  const location = useLocation();
  const target = loginRedirectPath((location.state as LoginRouteState | null)?.screen);
  const { supportEmail } = useConfig();
  const { login, pending: loggingIn } = useLogin();
  const [registering, setRegistering] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [loginFailure, setLoginFailure] = useState<Exclude<LoginOutcome, { kind: 'success' }> | null>(null);

  const submit = async (registration: Registration) => {
    setRegistering(true);
    const result = await registerAccount(api, registration);
    if (!result.ok) {
      setRegistering(false);
      setFailure(result.error.message || t('errors.unknown', { email: supportEmail }));
      return;
    }
    store.getState().setRegisterDraft(EMPTY_REGISTER_DRAFT);
    await delay(LOGIN_AFTER_REGISTER_MS);
    setRegistering(false);
    const outcome = await login(
      { username: registration.username, password: registration.password },
      { newAccount: true },
    );
    if (outcome.kind === 'success') void navigate(target, { replace: true });
    else setLoginFailure(outcome);
  };

  return (
    <ScreenLayout title={t('register.title')} back narrow>
      <div className={styles.stack}>
        <p className={styles.intro}>{t('register.intro')}</p>
        <RegisterForm
          pending={registering || loggingIn}
          onSubmit={(registration) => void submit(registration)}
        />
        <p className={styles.links}>
          <span>{t('register.haveAccount')}</span>
          <Link to="/prihlaseni" state={location.state}>
            {t('register.toLogin')}
          </Link>
        </p>
      </div>
      <Dialog
        open={failure !== null}
        alert
        title={t('register.failedTitle')}
        actions={[{ label: t('common.ok') }]}
        onClose={() => setFailure(null)}
      >
        {failure}
      </Dialog>
      <LoginOutcomeDialog outcome={loginFailure} onClose={() => setLoginFailure(null)} />
    </ScreenLayout>
  );
}
