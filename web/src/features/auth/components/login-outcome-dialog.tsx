import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { Dialog, type DialogAction } from '../../../components/dialog';
import { useConfig } from '../../../lib/config-context';
import type { LoginOutcome } from '../login-flow';

type FailedOutcome = Exclude<LoginOutcome, { kind: 'success' }>;

/** SPEC §8 login alerts: credentials (with forgot password), too many attempts, network, user not found. */
export function LoginOutcomeDialog({
  outcome,
  onClose,
}: {
  outcome: FailedOutcome | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { domain } = useConfig();
  if (!outcome) return null;

  const close: DialogAction = { label: t('common.close'), variant: 'secondary' };
  const register: DialogAction = {
    label: t('login.registerOption'),
    variant: 'secondary',
    onSelect: () => void navigate('/registrace'),
  };
  let title: string;
  let body: string;
  let actions: DialogAction[];
  switch (outcome.kind) {
    case 'invalidCredentials':
      title = t('login.invalid', { ns: 'shared' });
      body = outcome.message ?? '';
      actions = [
        {
          label: t('login.forgotOption'),
          variant: 'secondary',
          onSelect: () => void navigate('/zapomenute-udaje'),
        },
        ...(outcome.unknownUser ? [register] : []),
        { label: t('login.tryAgain') },
      ];
      break;
    case 'tooManyAttempts':
      title = t('login.tooManyTitle');
      body = outcome.message ?? t('login.tooManyAttempts', { ns: 'shared' });
      actions = [{ label: t('common.ok') }];
      break;
    case 'blocked':
      title = t('login.blockedTitle');
      body = outcome.message ?? t('auth.blocked', { ns: 'shared' });
      actions = [{ label: t('common.ok') }];
      break;
    case 'network':
      title = t('login.networkTitle');
      body = `${t('errors.network', { domain })}\n${t('errors.networkHint')}`;
      actions = [{ label: t('common.ok') }];
      break;
    case 'userNotFound':
      title = t('login.userNotFoundTitle');
      body = t('login.userNotFoundText');
      actions = [close, { ...register, variant: 'primary' }];
      break;
  }

  return (
    <Dialog open alert title={title} actions={actions} onClose={onClose}>
      {body || null}
    </Dialog>
  );
}
