import { useTranslation } from '../i18n/use-translation';
import { Button } from './button';
import { AlertIcon, WifiOffIcon } from './icons';
import { StateMessage } from './state-message';
import { ApiRequestError } from '../lib/api';
import { useConfig } from '../lib/config-context';
import styles from './categories-problem.module.css';

/**
 * SPEC §2/§8: an unreachable server shows 'Chyba komunikace s {domain}' with a retry; an empty list
 * or any other failure shows the general data warning.
 */
export function CategoriesProblem({ error, onRetry }: { error?: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const { domain } = useConfig();
  const network = error instanceof ApiRequestError && error.isNetworkError;
  return (
    <div className={styles.state}>
      <StateMessage
        announce
        icon={network ? <WifiOffIcon size={28} /> : <AlertIcon size={28} />}
        title={network ? t('errors.network', { domain }) : t('errors.data')}
        text={network ? t('errors.networkHint') : t('errors.dataHint')}
      >
        <Button onClick={onRetry}>{t('common.retry')}</Button>
      </StateMessage>
    </div>
  );
}
