import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Dialog } from '../../../components/dialog';
import { useConfig } from '../../../lib/config-context';
import { useGoUp } from '../../../lib/navigation/use-go-up';

/**
 * SPEC §8: the course detail could not be loaded — a general alert (the network message while
 * online, else the data message), then back up to where the course was opened from (or home).
 */
export function LoadFailedAlert() {
  const { t } = useTranslation();
  const { domain } = useConfig();
  const [online] = useState(() => navigator.onLine);
  const goUp = useGoUp();
  const back = () => goUp();
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
