import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../components/toast-context';
import type { ApiFailure } from '../../lib/api';
import { failureMessage, serverFieldErrors } from '../api/field-errors';
import { useStudioT } from '../i18n/studio-i18n';
import { moderationKeys } from './moderation-queries';

/**
 * One moderation call of a card: pending while it runs; on success the lists are asked again and the
 * server's words shown; a refused field comes back as `fieldError`, any other refusal as `refusal`.
 */
export function useModerationCall() {
  const t = useStudioT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = async (
    call: () => Promise<{ ok: true; data: { message: string } } | ApiFailure>,
  ): Promise<boolean> => {
    setPending(true);
    setFieldError(null);
    setRefusal(null);
    const result = await call();
    setPending(false);
    if (!result.ok) {
      const fields = serverFieldErrors(result);
      if (fields) setFieldError(Object.values(fields)[0] ?? null);
      else setRefusal(failureMessage(result, t('moderation.failed')));
      return false;
    }
    toast.show({ tone: 'success', message: result.data.message });
    await queryClient.invalidateQueries({ queryKey: moderationKeys.all() });
    return true;
  };
  return { run, pending, fieldError, refusal, clear: () => (setFieldError(null), setRefusal(null)) };
}
