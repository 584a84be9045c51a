import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/button';
import { PinIcon } from '../../../components/icons';
import { StateMessage } from '../../../components/state-message';
import styles from '../board.module.css';

/** SPEC §2, §6: a guest sees 'Akce vyžaduje přihlášení' with Login (back to the Board after) and Register. */
export function BoardGuest({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = t('auth.required', { ns: 'shared' });
  return (
    <StateMessage icon={<PinIcon size={28} />} title={message} text={t('board.guestText')} tone="info">
      <div className={styles.guestButtons}>
        <Button block onClick={() => void navigate('/prihlaseni', { state: { message, screen: returnTo } })}>
          {t('board.login')}
        </Button>
        <ButtonLink to="/registrace" variant="secondary" block>
          {t('board.register')}
        </ButtonLink>
      </div>
    </StateMessage>
  );
}
