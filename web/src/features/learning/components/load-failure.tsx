import { useTranslation } from '../../../i18n/use-translation';
import { Navigate } from 'react-router';
import { Button } from '../../../components/button';
import { UpButtonLink } from '../../../components/up-button-link';
import { AlertIcon, LockIcon } from '../../../components/icons';
import { StateMessage } from '../../../components/state-message';
import { ApiRequestError } from '../../../lib/api';
import { useConfig } from '../../../lib/config-context';

/**
 * A lesson or quiz that could not be loaded: an unknown one goes to the 404 screen (SPEC §8); one of a
 * course the learner is not in says so in the server's words and leads to the course, whose detail offers
 * what opens it (enrolment, or the plan: decision 0019); otherwise the network or data message with retry
 * and back to the course.
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
  if (error instanceof ApiRequestError && error.status === 403)
    return (
      <StateMessage
        icon={<LockIcon size={32} />}
        title={t('learning.closed.title')}
        text={error.error.message || t('learning.closed.text')}
        announce
      >
        <UpButtonLink to={`/kurzy/${courseId}`}>{t('learning.closed.toCourse')}</UpButtonLink>
      </StateMessage>
    );
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
