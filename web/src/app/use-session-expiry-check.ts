import { useEffect, useEffectEvent } from 'react';
import { isSessionExpired, SESSION_CHECK_INTERVAL_MS } from '@studovna/core/domain';
import { useConfig } from '../lib/config-context';
import { useLogout } from '../lib/session/use-logout';
import { useAppStoreApi } from '../lib/store';

/**
 * SPEC §4: at start and every 10 minutes, a token with under 7200 s left ends the session, and
 * `onExpired` tells the user. Off when the build says VITE_SESSION_CHECK=false, or when the persisted
 * `sessionExpiryCheck` flag is false.
 */
export function useSessionExpiryCheck(onExpired: () => void, now: () => number = Date.now) {
  const store = useAppStoreApi();
  const logout = useLogout();
  const { sessionExpiryCheck } = useConfig();
  const notify = useEffectEvent(onExpired);

  useEffect(() => {
    if (!sessionExpiryCheck) return;
    const check = () => {
      const { user, app } = store.getState();
      if (!user.token || !app.flags.sessionExpiryCheck) return;
      if (!isSessionExpired(user.token, now())) return;
      logout();
      notify();
    };
    check();
    const timer = setInterval(check, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [store, logout, now, sessionExpiryCheck]);
}
