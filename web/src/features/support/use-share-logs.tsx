import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Dialog } from '../../components/dialog';
import { useToast } from '../../components/toast-context';
import { useConfig } from '../../lib/config-context';
import { formatLogReport } from '../../lib/logs/log-report';
import { useAppStoreApi } from '../../lib/store';
import { mailtoUrl } from './mailto';
import { openMail } from './open-mail';

/**
 * SPEC §2, §8 log sharing: a mail to support with the app's log (newest last, within a safe length);
 * then the info toast, or the errors.shareLogs alert when the mail could not be opened.
 */
export function useShareLogs(subject?: string) {
  const { t } = useTranslation();
  const { supportEmail, version, build } = useConfig();
  const store = useAppStoreApi();
  const toast = useToast();
  const [failed, setFailed] = useState(false);

  const share = useCallback(() => {
    const { debug, user } = store.getState();
    const userId = user.token ? user.info?.id : undefined;
    const header = [
      t('logs.bodyIntro'),
      '',
      t('support.appVersion', { version, build }),
      t('support.pageAddress', { address: window.location.href }),
      t('logs.browser', { agent: navigator.userAgent }),
      ...(userId ? [t('logs.user', { id: userId })] : []),
    ];
    const body = formatLogReport(header, debug.logs, { empty: t('logs.empty') });
    if (openMail(mailtoUrl(supportEmail, subject ?? t('logs.subject'), body)))
      toast.show({ message: t('logs.shared'), tone: 'info' });
    else setFailed(true);
  }, [store, t, version, build, supportEmail, subject, toast]);

  const dialog = (
    <Dialog
      open={failed}
      alert
      title={t('errors.shareLogs')}
      onClose={() => setFailed(false)}
      actions={[{ label: t('common.ok') }]}
    >
      <p>{t('logs.failedText', { email: supportEmail })}</p>
    </Dialog>
  );
  return { share, dialog };
}
