import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { UserIcon } from '../../../components/icons';
import { StateMessage } from '../../../components/state-message';

/** A guest is asked to log in; the login comes back to the settings (and the same tab). */
export function SettingsGuest({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = t('auth.accountRequired', { ns: 'shared' });
  return (
    <StateMessage icon={<UserIcon size={28} />} title={message} text={t('settings.guestText')} tone="info">
      <Button onClick={() => void navigate('/prihlaseni', { state: { message, screen: returnTo } })}>
        {t('session.login')}
      </Button>
    </StateMessage>
  );
}
