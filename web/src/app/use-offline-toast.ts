import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useToast } from '../components/toast-context';
import { useOutbox } from '../lib/sync/use-outbox';

/**
 * SPEC §4, §8 network: losing the connection (the browser going offline, or a call not reaching the
 * server) shows an info toast for 7 s, kept across screens.
 */
export function useOfflineToast() {
  const toast = useToast();
  const { t } = useTranslation();
  const outbox = useOutbox();
  useEffect(() => {
    const notify = () =>
      toast.show({
        title: t('errors.offlineTitle'),
        message: t('errors.offlineText'),
        tone: 'info',
        lasts: 'app',
      });
    if (!outbox) {
      window.addEventListener('offline', notify);
      return () => window.removeEventListener('offline', notify);
    }
    return outbox.network.store.subscribe((state, previous) => {
      if (previous.online && !state.online) notify();
    });
  }, [toast, t, outbox]);
}
