import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '../components/dialog';
import { NOT_FOUND_PATH, type NotFoundRouteState } from '../features/errors/not-found-path';
import { useAuthFailures, type AuthFailureEvent } from '../lib/api';
import { useLogout } from '../lib/session/use-logout';
import { useSessionExpiryCheck } from './use-session-expiry-check';

/** Why the session ended, and the in-app address the login returns to. */
interface SessionAlert {
  reason: 'expired' | 'loggedOut' | 'blocked';
  from: string | undefined;
}

/** Screens a login should not return to. */
const NO_RETURN = new Set(['/prihlaseni', '/registrace', '/zapomenute-udaje', NOT_FOUND_PATH]);

const returnPath = ({ pathname, search }: { pathname: string; search: string }) =>
  NO_RETURN.has(pathname) ? undefined : `${pathname}${search}`;

/**
 * The session alerts and the denied screen (SPEC §4, §8): a 401 on an authenticated call logs out with
 * 'Přihlášení vypršelo. Prosím, přihlaš se', the expiry check with 'Byl/a jsi odhlášen/a'; both offer
 * the login, which returns to where the user was. A 403 replaces the screen with the denied screen
 * once: several refusals, or a refusal on the denied screen, do not stack up in the history.
 */
export function AuthFailureHandler() {
  const { t } = useTranslation();
  const channel = useAuthFailures();
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useLogout();
  const [alert, setAlert] = useState<SessionAlert | null>(null);
  const onFailure = useEffectEvent((event: AuthFailureEvent) => {
    if (event.kind === 'unauthorized') {
      logout();
      const reason = event.blocked ? 'blocked' : 'expired';
      setAlert((current) => current ?? { reason, from: returnPath(location) });
      return;
    }
    if (location.pathname === NOT_FOUND_PATH) return;
    const state: NotFoundRouteState = { status: 403 };
    void navigate(NOT_FOUND_PATH, { replace: true, state });
  });

  useSessionExpiryCheck(() => setAlert({ reason: 'loggedOut', from: returnPath(location) }));
  useEffect(() => channel.subscribe((event) => onFailure(event)), [channel]);

  // asked for only when shown: a shared message asked for loads core's messages (i18n.ts)
  const title =
    alert === null
      ? ''
      : alert.reason === 'loggedOut'
        ? t('session.loggedOut')
        : alert.reason === 'blocked'
          ? t('auth.blocked', { ns: 'shared' })
          : t('auth.expired', { ns: 'shared' });
  return (
    <Dialog
      open={alert !== null}
      alert
      title={title}
      onClose={() => setAlert(null)}
      actions={[
        { label: t('common.close'), variant: 'secondary' },
        {
          label: t('session.login'),
          onSelect: () => void navigate('/prihlaseni', { state: { message: title, screen: alert?.from } }),
        },
      ]}
    />
  );
}
