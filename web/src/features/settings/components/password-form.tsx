import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { validatePasswordChange, type ValidationResult } from '@studovna/core/domain';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { failureMessage } from '../../../lib/api/action-result';
import { useConfig } from '../../../lib/config-context';
import { useLogout } from '../../../lib/session/use-logout';
import { useChangePassword } from '../api/change-password';
import styles from '../settings.module.css';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** The field a password rule (SPEC §5) is shown at: the first one left empty, else the one at fault. */
function fieldOf(code: NonNullable<ValidationResult>, values: Record<Field, string>): Field {
  if (code === 'settings.passwordsRequired') return values.oldPassword ? 'newPassword' : 'oldPassword';
  if (code === 'settings.passwordMismatch') return 'confirmPassword';
  return 'newPassword';
}

/**
 * Password tab: current, new and repeated new password. After the change every earlier token has
 * ended, so the app logs out and opens the login with the message to use the new password (SPEC §4).
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const { domain } = useConfig();
  const navigate = useNavigate();
  const logout = useLogout();
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const code = validatePasswordChange(values);
    if (code) {
      const field = fieldOf(code, values);
      setError({ field, message: t(code, { ns: 'shared' }) });
      const input = event.currentTarget.elements.namedItem(field);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    setError(null);
    change.mutate(
      { oldPassword: values.oldPassword, newPassword: values.newPassword },
      {
        onSuccess: (message) => {
          logout();
          void navigate('/prihlaseni', {
            replace: true,
            state: { message: message || t('settings.passwordChanged', { ns: 'shared' }) },
          });
        },
        onError: (failure) =>
          setServerError(
            failureMessage(failure, {
              network: t('errors.network', { domain }),
              fallback: t('settings.passwordFailed'),
            }),
          ),
      },
    );
  };

  const field = (name: Field) => ({
    name,
    type: 'password',
    value: values[name],
    error: error?.field === name ? error.message : null,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      if (error?.field === name) setError(null);
    },
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.intro}>{t('settings.passwordIntro')}</p>
      <TextField
        label={t('settings.currentPassword')}
        autoComplete="current-password"
        {...field('oldPassword')}
      />
      <TextField
        label={t('settings.newPassword')}
        autoComplete="new-password"
        hint={t('settings.newPasswordHint')}
        {...field('newPassword')}
      />
      <TextField
        label={t('settings.confirmPassword')}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      {serverError ? <Banner tone="error">{serverError}</Banner> : null}
      <Button type="submit" block disabled={change.isPending} aria-busy={change.isPending || undefined}>
        {change.isPending ? t('settings.changingPassword') : t('settings.changePassword')}
      </Button>
    </form>
  );
}
