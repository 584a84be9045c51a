import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { registerProblems, USERNAME_LENGTH } from '@studovna/core/domain';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { TextField } from '../../../components/text-field';
import { sitePages } from '../../../lib/config';
import { useConfig } from '../../../lib/config-context';
import { webViewPath } from '../../web-view/web-view-path';
import type { Registration } from '../api/register-account';
import { useAppStoreApi } from '../../../lib/store';
import { registerFieldOf, type RegisterField } from '../register-fields';
import styles from './auth-form.module.css';

interface RegisterFormProps {
  pending: boolean;
  onSubmit: (registration: Registration) => void;
}

const EMPTY = { username: '', email: '', password: '', confirmPassword: '', termsAccepted: false };

/**
 * Username, e-mail, password, confirmation and terms. A submit shows every SPEC §5 problem at once,
 * each at its field, focuses the first and says how many there are; after it the rules are re-checked
 * as the user types, so each message goes away as its field is corrected.
 */
export function RegisterForm({ pending, onSubmit }: RegisterFormProps) {
  const { t } = useTranslation();
  const { site } = useConfig();
  const pages = sitePages(site);
  const store = useAppStoreApi();
  const [values, setValues] = useState(() => ({ ...EMPTY, ...store.getState().form.register }));
  const [attempted, setAttempted] = useState(false);
  /** How many problems the last submit found, said by the status line (0: nothing to say). */
  const [announced, setAnnounced] = useState(0);
  const { username, email, termsAccepted } = values;
  // kept while the terms are read in the web view; the register screen clears it once registered
  useEffect(
    () => store.getState().setRegisterDraft({ username, email, termsAccepted }),
    [store, username, email, termsAccepted],
  );

  const problems = attempted ? registerProblems(values) : [];
  const errorFor = (field: RegisterField) => {
    const code = problems.find((problem) => registerFieldOf(problem) === field);
    return code ? t(code, { ns: 'shared' }) : null;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const failed = registerProblems(values);
    setAnnounced(failed.length);
    if (failed.length > 0) {
      const input = event.currentTarget.elements.namedItem(registerFieldOf(failed[0]!));
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    onSubmit(values);
  };

  const text = (field: Exclude<RegisterField, 'terms'>) => ({
    name: field,
    value: values[field],
    error: errorFor(field),
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  const link = (href: string) => <Link to={webViewPath(href)} />;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p role="status" className="visually-hidden">
        {announced > 0 ? t('register.problems', { count: announced }) : null}
      </p>
      <TextField
        label={t('register.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint={t('register.usernameHint', USERNAME_LENGTH)}
        {...text('username')}
      />
      <TextField
        label={t('register.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...text('email')}
      />
      <TextField
        label={t('register.password')}
        type="password"
        autoComplete="new-password"
        hint={t('register.passwordHint')}
        {...text('password')}
      />
      <TextField
        label={t('register.confirm')}
        type="password"
        autoComplete="new-password"
        {...text('confirmPassword')}
      />
      <CheckboxField
        name="terms"
        checked={values.termsAccepted}
        onChange={(event) => setValues((current) => ({ ...current, termsAccepted: event.target.checked }))}
        error={errorFor('terms')}
        label={
          <Trans
            i18nKey="register.terms"
            components={{ terms: link(pages.terms), privacy: link(pages.privacy) }}
          />
        }
      />
      <Button type="submit" block disabled={pending} aria-busy={pending || undefined}>
        {pending ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
