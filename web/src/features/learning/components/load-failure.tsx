import { useTranslation } from '../../../i18n/use-translation';
import { Navigate } from 'react-router';
import { Button } from '../../../components/button';
import { UpButtonLink } from '../../../components/up-button-link';
import { AlertIcon } from '../../../components/icons';
import { StateMessage } from '../../../components/state-message';
import { ApiRequestError } from '../../../lib/api';
import { useConfig } from '../../../lib/config-context';

/**
 * A lesson or quiz that could not be loaded: an unknown one goes to the 404 screen (SPEC §8), a 403 is
 * the shell's (denied screen); otherwise the network or data message with retry and back to the course.
 */
export function LoadFailure({
  error,
  courseId,
  onRetry,
}: {
  error: unknown;
  courseId: number;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const { domain } = useConfig();
  if (error instanceof ApiRequestError && error.status === 404) return <Navigate to="/404" replace />;
  const network = error instanceof ApiRequestError && error.isNetworkError;
  return (
    <StateMessage
      icon={<AlertIcon size={32} />}
      title={network ? t('errors.network', { domain }) : t('errors.data')}
      text={network ? t('errors.networkHint') : t('errors.dataHint')}
      announce
    >
      <Button onClick={onRetry}>{t('common.retry')}</Button>
      <UpButtonLink to={`/kurzy/${courseId}`} variant="ghost">
        {t('learning.backToCourse')}
      </UpButtonLink>
    </StateMessage>
  );
}
