import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isSessionExpired, SESSION_CHECK_INTERVAL_MS } from '@studovna/core/domain';
import { useToast } from '../components/toast-context';
import { useLogout } from '../lib/session/use-logout';
import { useAppStoreApi } from '../lib/store';

/** SPEC §4: at start and every 10 minutes, a token with under 7200 s left ends the session. */
export function useSessionExpiryCheck(now: () => number = Date.now) {
  const store = useAppStoreApi();
  const logout = useLogout();
  const toast = useToast();
  const { t } = useTranslation();

  useEffect(() => {
    const check = () => {
      const { session, flags } = store.getState();
      if (!session.token || !flags.sessionExpiryCheck) return;
      if (!isSessionExpired(session.token, now())) return;
      logout();
      toast.show({ message: t('session.loggedOut'), tone: 'info' });
    };
    check();
    const timer = setInterval(check, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [store, logout, toast, t, now]);
}
