import { useTranslation } from '../i18n/use-translation';
import { useNavigate } from 'react-router';
import { Dialog } from './dialog';

interface LoginPromptDialogProps {
  open: boolean;
  onClose: () => void;
  /** The login returns to this course (SPEC §2 login target: courseId). */
  courseId?: number | string;
  /** Or to this in-app path / named screen. */
  screen?: string;
  /** Called as the guest chooses to log in, before the login opens (to keep what they were doing). */
  onLogin?: () => void;
}

/**
 * SPEC §5, §6: an action that needs an account asks a guest to log in ('Akce vyžaduje přihlášení'),
 * with Cancel or Login; the login then returns to where the guest was.
 */
export function LoginPromptDialog({ open, onClose, courseId, screen, onLogin }: LoginPromptDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // shown only when open: a shared message asked for loads core's messages (i18n.ts)
  const message = open ? t('auth.required', { ns: 'shared' }) : '';
  return (
    <Dialog
      open={open}
      alert
      title={message}
      onClose={onClose}
      actions={[
        { label: t('common.cancel'), variant: 'secondary' },
        {
          label: t('session.login'),
          onSelect: () => {
            onLogin?.();
            void navigate('/prihlaseni', { state: { message, courseId, screen } });
          },
        },
      ]}
    />
  );
}
