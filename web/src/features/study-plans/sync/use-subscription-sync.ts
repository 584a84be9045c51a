import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { loadSharedMessages } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast-context';
import { useApi } from '../../../lib/api';
import { useAppStoreApi } from '../../../lib/store';
import { syncSubscriptions } from './sync-subscriptions';

/**
 * Checks the learner's plans at start (the session is restored by then) and whenever the app is shown
 * again — coming back from the website's plans page. A plan that became active is announced; `expired`
 * turns on when a recorded plan has run out.
 */
export function useSubscriptionSync() {
  const api = useApi();
  const store = useAppStoreApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const running = useRef<Promise<void> | null>(null);
  const started = useRef(false);
  const [expired, setExpired] = useState(false);

  const check = useCallback(() => {
    if (running.current) return;
    running.current = syncSubscriptions({ api, store, queryClient })
      .then(async (report) => {
        if (report?.expired) setExpired(true);
        if (report?.added === 'SUCCESS' && report.justBought) {
          // a toast's text is taken once: its shared message must have come
          await loadSharedMessages().catch(() => undefined);
          toast.show({
            message: t('subscription.activated', { ns: 'shared' }),
            tone: 'success',
            lasts: 'app',
          });
        }
      })
      .finally(() => {
        running.current = null;
      });
  }, [api, store, queryClient, toast, t]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    check();
  }, [check]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    // a page restored from the browser's back-forward cache fires pageshow with `persisted`
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) check();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [check]);

  return { expired, dismissExpired: useCallback(() => setExpired(false), []) };
}
