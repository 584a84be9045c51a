import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ActionOutcome } from '../../lib/api/action-result';
import { useConfig } from '../../lib/config-context';

/**
 * What the learner is told about a refused quiz action (SPEC §8): the network message when the server
 * was not reached, else the server's own message (e.g. 'Kvíz se dá vyhodnotit pouze s aktivním studijním
 * plánem'), else a general one.
 */
export function useOutcomeText() {
  const { t } = useTranslation();
  const { domain } = useConfig();
  return useCallback(
    (outcome: Extract<ActionOutcome<unknown>, { ok: false }>) =>
      outcome.network ? t('errors.network', { domain }) : (outcome.message ?? t('quiz.failedText')),
    [t, domain],
  );
}
