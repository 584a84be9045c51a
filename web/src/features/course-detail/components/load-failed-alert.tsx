import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { useConfig } from '../../../lib/config-context';

/**
 * SPEC §8: the course detail could not be loaded — a general alert (the network message while
 * online, else the data message), then back.
 */
export function LoadFailedAlert() {
  const { t } = useTranslation();
  const { domain } = useConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const [online] = useState(() => navigator.onLine);
  const back = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <Dialog
      open
      alert
      title={online ? t('errors.network', { domain }) : t('errors.data')}
      onClose={back}
      actions={[{ label: t('common.back') }]}
    >
      {online ? t('errors.networkHint') : t('errors.dataHint')}
    </Dialog>
  );
}
