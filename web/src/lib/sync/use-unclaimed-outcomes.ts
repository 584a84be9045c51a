import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { unwrapAction } from '../api/action-result';
import type { ApiResult } from '../api';
import { useOutbox } from './use-outbox';
import { useQueuedFeedback } from './use-queued-feedback';

/**
 * For actions whose screen is gone (queued before a reload, or on a screen left since): once the server
 * has answered, the data on screen is asked again, and a refusal or a given-up action is told.
 */
export function useUnclaimedOutcomes() {
  const outbox = useOutbox();
  const queryClient = useQueryClient();
  const feedback = useQueuedFeedback();
  const { t } = useTranslation();
  useEffect(
    () =>
      outbox?.onUnclaimed((_action, result) => {
        void queryClient.invalidateQueries();
        feedback.settled(t('sync.unclaimedTitle'), result as ApiResult<never> | null, unwrapAction);
      }),
    [outbox, queryClient, feedback, t],
  );
}
