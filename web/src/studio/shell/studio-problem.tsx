import { Button } from '../../components/button';
import { AlertIcon } from '../../components/icons';
import { StateMessage } from '../../components/state-message';
import { useStudioT } from '../i18n/studio-i18n';

/** A load that failed (no connection, a server error): say so and offer to try again. */
export function StudioProblem({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const t = useStudioT();
  return (
    <StateMessage icon={<AlertIcon />} title={t('general.loadFailed')} text={message} announce>
      <Button variant="secondary" onClick={onRetry}>
        {t('general.retry')}
      </Button>
    </StateMessage>
  );
}
