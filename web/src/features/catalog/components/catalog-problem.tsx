import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { AlertIcon, InfoIcon, WifiOffIcon } from '../../../components/icons';
import { StateMessage } from '../../../components/state-message';
import { ApiRequestError } from '../../../lib/api';
import { useConfig } from '../../../lib/config-context';

/** Failed (network or data) or empty list, with a retry (SPEC §8). */
export function CatalogProblem({
  error,
  empty,
  title,
  onRetry,
}: {
  error?: Error;
  empty?: boolean;
  title?: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const { domain } = useConfig();
  const network = error instanceof ApiRequestError && error.isNetworkError;
  if (empty)
    return (
      <StateMessage icon={<InfoIcon size={28} />} title={title} tone="info">
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </StateMessage>
    );
  return (
    <StateMessage
      announce
      icon={network ? <WifiOffIcon size={28} /> : <AlertIcon size={28} />}
      title={network ? t('errors.network', { domain }) : t('errors.data')}
      text={network ? t('errors.networkHint') : t('errors.dataHint')}
    >
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </StateMessage>
  );
}
