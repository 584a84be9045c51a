import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useToast } from '../../components/toast-context';
import { failureMessage } from '../api/action-result';
import { useConfig } from '../config-context';

/**
 * What the learner is told about an action kept in the queue: that it is saved and goes out once online,
 * and, when the server later refuses it (or it is given up after repeated failures), why.
 */
export function useQueuedFeedback() {
  const toast = useToast();
  const { t } = useTranslation();
  const { domain } = useConfig();
  return useMemo(() => {
    const refused = (title: string, error: unknown) =>
      toast.show({
        title,
        message:
          error === null
            ? t('sync.dropped')
            : failureMessage(error, {
                network: t('errors.network', { domain }),
                fallback: t('sync.refused'),
              }),
        tone: 'error',
      });
    return {
      queued: () => toast.show({ message: t('sync.queued'), tone: 'info' }),
      /**
       * The final answer to a queued action: nothing is said when `unwrap` accepts it; a refusal (what
       * `unwrap` throws) or a given-up action (null) is told under `title`.
       */
      settled: <R>(title: string, result: R | null, unwrap: (result: R) => unknown) => {
        if (result === null) return refused(title, null);
        try {
          unwrap(result);
        } catch (error) {
          refused(title, error);
        }
      },
    };
  }, [toast, t, domain]);
}

export type QueuedFeedback = ReturnType<typeof useQueuedFeedback>;
