import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../components/button';
import { AlertIcon } from '../../components/icons';
import { StateMessage } from '../../components/state-message';
import { recordLog } from '../../lib/logs/app-log';
import { describeError } from '../../lib/logs/log-buffer';
import { useAppStoreApi } from '../../lib/store';
import { ShareLogsButton } from '../support/share-logs-button';
import styles from './error-screens.module.css';

/**
 * What the top-level error boundary shows (SPEC §2, §8): a sorry message and a button sending the app's
 * log (which now holds this error, with the failed calls before it) by mail.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const store = useAppStoreApi();
  const recorded = useRef<unknown>(undefined);

  useEffect(() => {
    if (recorded.current === error) return;
    recorded.current = error;
    recordLog(store, 'error', `${window.location.pathname}: ${describeError(error)}`);
  }, [error, store]);

  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <h1>{t('errors.sorryTitle')}</h1>
        <StateMessage icon={<AlertIcon size={28} />} title={t('errors.sorryText')}>
          <div className={styles.buttons}>
            <ShareLogsButton
              label={t('errors.sendLogs')}
              subject={t('errors.logsSubject')}
              variant="primary"
              block
            />
            <Button variant="secondary" block onClick={() => window.location.assign('/')}>
              {t('common.backHome')}
            </Button>
          </div>
        </StateMessage>
      </div>
    </main>
  );
}
