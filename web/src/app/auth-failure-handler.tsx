import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../components/dialog';
import { useAuthFailures } from '../lib/api';
import { useLogout } from '../lib/session/use-logout';

/**
 * Reacts to auth failures of API calls (SPEC §8): 401 on an authenticated call logs out and offers
 * the login; 403 opens the denied screen.
 */
export function AuthFailureHandler() {
  const { t } = useTranslation();
  const channel = useAuthFailures();
  const navigate = useNavigate();
  const logout = useLogout();
  const [expired, setExpired] = useState(false);

  useEffect(
    () =>
      channel.subscribe((event) => {
        if (event.kind === 'unauthorized') {
          logout();
          setExpired(true);
        } else {
          void navigate('/404', { state: { status: 403 } });
        }
      }),
    [channel, logout, navigate],
  );

  return (
    <Dialog
      open={expired}
      alert
      title={t('auth.expired', { ns: 'shared' })}
      onClose={() => setExpired(false)}
      actions={[
        { label: t('common.close'), variant: 'secondary' },
        { label: t('session.login'), onSelect: () => void navigate('/prihlaseni') },
      ]}
    />
  );
}
