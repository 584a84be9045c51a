import { useEffect } from 'react';
import { useApi } from '../../lib/api';
import { useAppStore, useAppStoreApi } from '../../lib/store';
import { areCapabilitiesStale, refreshCapabilities } from '../auth/fetch-capabilities';

/**
 * SPEC §6: when a premium check fails for a logged-in learner and the capabilities were fetched more
 * than a day ago, they are fetched again — a plan bought elsewhere then shows without a new login.
 * Pass whether the check on screen failed.
 */
export function usePremiumMissRefresh(missing: boolean, now: () => number = Date.now): void {
  const api = useApi();
  const store = useAppStoreApi();
  const loggedIn = useAppStore((state) => Boolean(state.user.token && state.user.info));
  const stamp = useAppStore((state) => state.user.capabilitiesTStamp);
  useEffect(() => {
    if (missing && loggedIn && areCapabilitiesStale(stamp, now())) void refreshCapabilities(api, store, now);
  }, [missing, loggedIn, stamp, api, store, now]);
}
