import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { validateAccountDeletion } from '@studovna/core/domain';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { useToast } from '../../../components/toast-context';
import { failureMessage } from '../../../lib/api/action-result';
import { useConfig } from '../../../lib/config-context';
import { useLogout } from '../../../lib/session/use-logout';
import { useDeleteAccount } from '../api/delete-account';
import styles from '../settings.module.css';

const LOST = [
  'settings.deleteProgress',
  'settings.deleteResults',
  'settings.deletePins',
  'settings.deleteComments',
  'settings.deletePlans',
] as const;

/**
 * Delete-account tab: what goes with the account, the password, and a confirmation that it cannot
 * be undone. Afterwards the app logs out, goes home and shows the server's message (SPEC §4).
 */
export function DeleteAccountForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { domain } = useConfig();
  const navigate = useNavigate();
  const toast = useToast();
  const logout = useLogout();
  const remove = useDeleteAccount(userId);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const code = validateAccountDeletion({ password });
    if (code) {
      setError(t(code, { ns: 'shared' }));
      passwordRef.current?.focus();
      return;
    }
    setError(null);
    setConfirming(true);
  };

  const deleteAccount = () =>
    remove.mutate(password, {
      onSuccess: (message) => {
        logout();
        void navigate('/', { replace: true });
        toast.show({
          message: message || t('settings.accountDeleted', { ns: 'shared' }),
          tone: 'success',
          lasts: 'app',
        });
      },
      onError: (failure) => {
        setServerError(
          failureMessage(failure, {
            network: t('errors.network', { domain }),
            fallback: t('settings.deleteFailed'),
          }),
        );
        passwordRef.current?.focus();
      },
    });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.intro}>
        <p>{t('settings.deleteIntro')}</p>
        <ul className={styles.lost}>
          {LOST.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </div>
      <TextField
        ref={passwordRef}
        label={t('settings.deletePassword')}
        type="password"
        name="password"
        autoComplete="current-password"
        hint={t('settings.deletePasswordHint')}
        value={password}
        error={error}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(null);
        }}
      />
      {serverError ? <Banner tone="error">{serverError}</Banner> : null}
      <Button
        type="submit"
        variant="danger"
        block
        disabled={remove.isPending}
        aria-busy={remove.isPending || undefined}
      >
        {remove.isPending ? t('settings.deleting') : t('settings.deleteSubmit')}
      </Button>
      <Dialog
        open={confirming}
        alert
        title={t('settings.deleteConfirmTitle')}
        onClose={() => setConfirming(false)}
        actions={[
          { label: t('common.cancel'), variant: 'secondary' },
          { label: t('settings.deleteConfirm'), variant: 'danger', onSelect: deleteAccount },
        ]}
      >
        {t('settings.deleteConfirmText')}
      </Dialog>
    </form>
  );
}
