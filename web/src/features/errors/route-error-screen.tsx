import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button, ExternalButtonLink } from '../../components/button';
import { AlertIcon } from '../../components/icons';
import { StateMessage } from '../../components/state-message';
import { useConfig } from '../../lib/config-context';
import styles from './error-screens.module.css';

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}\n${error.stack ?? ''}`;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** Top-level error boundary (SPEC §2): a sorry message and a button to send the log by mail. */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { supportEmail } = useConfig();
  const body = `${window.location.href}\n${navigator.userAgent}\n\n${describe(error)}`.slice(0, 1800);
  const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent(t('errors.logsSubject'))}&body=${encodeURIComponent(body)}`;
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <h1>{t('errors.sorryTitle')}</h1>
        <StateMessage icon={<AlertIcon size={28} />} title={t('errors.sorryText')}>
          <div className={styles.buttons}>
            <ExternalButtonLink href={mailto} block>
              {t('errors.sendLogs')}
            </ExternalButtonLink>
            <Button variant="secondary" block onClick={() => window.location.assign('/')}>
              {t('common.backHome')}
            </Button>
          </div>
        </StateMessage>
      </div>
    </main>
  );
}
