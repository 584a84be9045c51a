import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { UserIcon } from '../../../components/icons';
import { StateMessage } from '../../../components/state-message';

/** Guests see why the list is empty and a Login that comes back here. */
export function AccountRequired({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = t('auth.accountRequired', { ns: 'shared' });
  return (
    <StateMessage icon={<UserIcon size={28} />} title={message} text={t('myCourses.guestText')} tone="info">
      <Button onClick={() => void navigate('/prihlaseni', { state: { message, screen: returnTo } })}>
        {t('session.login')}
      </Button>
    </StateMessage>
  );
}
