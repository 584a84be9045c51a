import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/toast-context';

/** SPEC §4 network: losing the connection shows an info toast. */
export function useOfflineToast() {
  const toast = useToast();
  const { t } = useTranslation();
  useEffect(() => {
    const onOffline = () =>
      toast.show({ title: t('errors.offlineTitle'), message: t('errors.offlineText'), tone: 'error' });
    window.addEventListener('offline', onOffline);
    return () => window.removeEventListener('offline', onOffline);
  }, [toast, t]);
}
