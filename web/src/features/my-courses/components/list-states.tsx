import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button, ButtonLink } from '../../../components/button';
import { AlertIcon, BookIcon, WifiOffIcon } from '../../../components/icons';
import { StateMessage } from '../../../components/state-message';
import { ApiRequestError } from '../../../lib/api';
import { useConfig } from '../../../lib/config-context';

/** A list that could not be loaded: the network or data message and Retry. */
export function ListProblem({
  error,
  title,
  onRetry,
}: {
  error: unknown;
  title: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const { domain } = useConfig();
  const network = error instanceof ApiRequestError && error.isNetworkError;
  return (
    <StateMessage
      icon={network ? <WifiOffIcon size={28} /> : <AlertIcon size={28} />}
      title={title}
      text={network ? t('errors.network', { domain }) : t('errors.dataHint')}
      announce
    >
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </StateMessage>
  );
}

/** An empty list in Czech, with the way to the courses (or another action). */
export function EmptyList({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <StateMessage icon={<BookIcon size={28} />} title={title} text={text} tone="info">
      {action ?? <ButtonLink to="/kurzy">{t('myCourses.browse')}</ButtonLink>}
    </StateMessage>
  );
}
