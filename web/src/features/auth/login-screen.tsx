import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Banner } from '../../components/banner';
import { ExternalButtonLink } from '../../components/button';
import { ScreenLayout } from '../../components/screen-layout';
import { useConfig } from '../../lib/config-context';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate';
import { LoginForm } from './components/login-form';
import { LoginOutcomeDialog } from './components/login-outcome-dialog';
import type { LoginOutcome } from './login-flow';
import { keepWebLoginTarget, loginRedirectPath, takeWebLoginTarget } from './login-redirect';
import { useLogin } from './use-login';
import { useWebLoginReturn } from './use-web-login-return';
import styles from './components/auth-form.module.css';

/** Navigation state other screens may pass to the login (SPEC §2 named target "login"). */
export interface LoginRouteState {
  message?: string;
  screen?: string;
  courseId?: string | number;
}

export const REDIRECT_AFTER_LOGIN_MS = 300;

/** The web login, told to come back to this app's login page (the only return address the site accepts). */
function webLoginAddress(webLoginUrl: string): string {
  const url = new URL(webLoginUrl);
  url.searchParams.set('redirect_to', `${window.location.origin}/prihlaseni`);
  return url.href;
}

type Failure = Exclude<LoginOutcome, { kind: 'success' }>;

export function LoginScreen() {
  const { t } = useTranslation();
  const config = useConfig();
  const location = useLocation();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as LoginRouteState;
  const message = state.message ?? params.get('message');
  const target = loginRedirectPath(
    state.screen ?? params.get('screen'),
    state.courseId !== undefined ? String(state.courseId) : params.get('courseId'),
  );
  // back from the website's login: where the learner was going before they left for it
  const [webTarget] = useState(() => (params.has('status') ? takeWebLoginTarget() : null));

  const { login, loginWithToken, pending } = useLogin();
  const navigateLater = useDelayedNavigate();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [webLoginFailed, setWebLoginFailed] = useState(false);

  const handle = useCallback(
    (outcome: LoginOutcome | 'failed') => {
      if (outcome === 'failed') setWebLoginFailed(true);
      else if (outcome.kind === 'success') {
        setSucceeded(true);
        navigateLater(webTarget ?? target, REDIRECT_AFTER_LOGIN_MS, { replace: true });
      } else setFailure(outcome);
    },
    [navigateLater, target, webTarget],
  );
  useWebLoginReturn(loginWithToken, handle);

  const webLoginHref = config.webLoginUrl ? webLoginAddress(config.webLoginUrl) : null;

  return (
    <ScreenLayout title={t('login.title')} back narrow>
      <div className={styles.stack}>
        {message ? <Banner>{message}</Banner> : null}
        {succeeded ? <Banner tone="success">{t('login.success')}</Banner> : null}
        {webLoginFailed ? <Banner tone="error">{t('login.webLoginFailed')}</Banner> : null}
        <p className={styles.intro}>{t('login.intro')}</p>
        <LoginForm
          pending={pending || succeeded}
          onSubmit={(credentials) => void login(credentials).then(handle)}
        />
        {webLoginHref ? (
          <>
            <p className={styles.divider}>{t('login.or')}</p>
            <ExternalButtonLink
              href={webLoginHref}
              variant="secondary"
              block
              onClick={() => keepWebLoginTarget(target)}
            >
              {t('login.webLogin')}
            </ExternalButtonLink>
          </>
        ) : null}
        <p className={styles.links}>
          <span>{t('login.noAccount')}</span>
          <Link to="/registrace" state={{ screen: target } satisfies LoginRouteState}>
            {t('login.toRegister')}
          </Link>
        </p>
      </div>
      <LoginOutcomeDialog outcome={failure} onClose={() => setFailure(null)} />
    </ScreenLayout>
  );
}
