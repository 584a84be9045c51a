import { useTranslation } from '../../i18n/use-translation';
import { Button, type ButtonVariant } from '../../components/button';
import { MailIcon } from '../../components/icons';
import { useShareLogs } from './use-share-logs';

interface ShareLogsButtonProps {
  /** 'Sdílet záznam' unless given. */
  label?: string;
  /** The mail's subject; the log subject unless given. */
  subject?: string;
  variant?: ButtonVariant;
  block?: boolean;
}

/** SPEC §2 share-logs button: sends the app's log to support by mail. */
export function ShareLogsButton({ label, subject, variant = 'secondary', block }: ShareLogsButtonProps) {
  const { t } = useTranslation();
  const { share, dialog } = useShareLogs(subject);
  return (
    <>
      <Button variant={variant} block={block} icon={<MailIcon size={18} />} onClick={share}>
        {label ?? t('logs.share')}
      </Button>
      {dialog}
    </>
  );
}
