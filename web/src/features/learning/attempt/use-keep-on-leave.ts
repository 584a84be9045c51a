import { useEffect, useEffectEvent } from 'react';
import { dehydrate, useQueryClient } from '@tanstack/react-query';
import { useConfig } from '../../../lib/config-context';
import { useAppStoreApi } from '../../../lib/store';

/**
 * When the page is hidden or left (reload, tab closed, app switched), waiting answers are sent and the
 * query cache — with the attempt's draft — is written to storage at once, not after the persister's
 * throttle, so a reload right after answering still finds every answer (SPEC §4, one day in the browser).
 */
export function useKeepOnLeave(flush: () => void) {
  const queryClient = useQueryClient();
  const store = useAppStoreApi();
  const { version } = useConfig();
  const onLeave = useEffectEvent(() => {
    flush();
    store.getState().setCached({
      timestamp: Date.now(),
      buster: version,
      clientState: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => query.state.status === 'success',
      }),
    });
  });
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') onLeave();
    };
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', hidden);
      onLeave();
    };
  }, []);
}
