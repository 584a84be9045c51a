import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { validateLogin } from '@studovna/core/domain';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import type { Credentials } from '../api/request-token';
import styles from './auth-form.module.css';

interface LoginFormProps {
  pending: boolean;
  onSubmit: (credentials: Credentials) => void;
}

/** Username/e-mail and password; SPEC §5 rules shown at the field they concern. */
export function LoginForm({ pending, onSubmit }: LoginFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [error, setError] = useState<{ field: keyof Credentials; message: string } | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = validateLogin(values);
    if (code) {
      const field = code === 'login.usernameRequired' ? 'username' : 'password';
      setError({ field, message: t(code, { ns: 'shared' }) });
      (field === 'username' ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setError(null);
    onSubmit(values);
  };

  const change = (field: keyof Credentials) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        ref={usernameRef}
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.username}
        onChange={change('username')}
        error={error?.field === 'username' ? error.message : null}
      />
      <TextField
        ref={passwordRef}
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={change('password')}
        error={error?.field === 'password' ? error.message : null}
      />
      <Link to="/zapomenute-udaje" className={styles.rightLink}>
        {t('login.forgot')}
      </Link>
      <Button type="submit" block disabled={pending} aria-busy={pending || undefined}>
        {pending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
