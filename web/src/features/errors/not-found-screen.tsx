import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { AlertIcon } from '../../components/icons';
import { ScreenLayout } from '../../components/screen-layout';
import { StateMessage } from '../../components/state-message';
import { selectIsLoggedIn, useAppStore } from '../../lib/store';
import type { NotFoundRouteState } from './not-found-path';
import styles from './error-screens.module.css';

/** SPEC §9: the 404 screen goes home by itself after 2 minutes. */
export const NOT_FOUND_REDIRECT_MS = 2 * 60 * 1000;

/**
 * 404 / access denied (SPEC §2, §8): 'Stránka nenalezena', or 'Přístup odepřen!' for a 403, or the
 * message passed in the route state; Login only for a guest; Back and the 2-minute timer go home.
 */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as NotFoundRouteState;
  const loggedIn = useAppStore(selectIsLoggedIn);
  const denied = state.status === 403;
  const message = typeof state.message === 'string' && state.message.trim() ? state.message : null;
  const title = message ?? (denied ? t('notFound.denied') : t('notFound.title'));

  useEffect(() => {
    const timer = setTimeout(() => void navigate('/', { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <ScreenLayout title={title} narrow>
      <StateMessage
        icon={<AlertIcon size={28} />}
        title={message ? undefined : denied ? t('auth.forbidden', { ns: 'shared' }) : t('notFound.text')}
        text={t('notFound.autoHome')}
      >
        <div className={styles.buttons}>
          {loggedIn ? null : (
            <ButtonLink to="/prihlaseni" block>
              {t('notFound.login')}
            </ButtonLink>
          )}
          <Button
            variant={loggedIn ? 'primary' : 'secondary'}
            block
            onClick={() => void navigate('/', { replace: true })}
          >
            {t('common.backHome')}
          </Button>
        </div>
      </StateMessage>
    </ScreenLayout>
  );
}
