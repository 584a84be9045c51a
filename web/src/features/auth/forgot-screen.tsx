import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { validateForgot } from '@studovna/core/domain';
import { Banner } from '../../components/banner';
import { BackButtonLink } from './components/back-button-link';
import { Button, ButtonLink } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { ScreenLayout } from '../../components/screen-layout';
import { TextField } from '../../components/text-field';
import { useApi } from '../../lib/api';
import { useConfig } from '../../lib/config-context';
import { resetPassword } from './api/reset-password';
import styles from './components/auth-form.module.css';

/**
 * Forgotten credentials: e-mail, submit, back (SPEC §2, §5, §8). The server e-mails a reset link and
 * answers the same whether the account exists or not; its message is shown with the way back to login.
 */
export function ForgotScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const { supportEmail } = useConfig();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const sentMessage = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) sentMessage.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = validateForgot(email);
    if (code) {
      setError(t(code, { ns: 'shared' }));
      input.current?.focus();
      return;
    }
    setError(null);
    setPending(true);
    const result = await resetPassword(api, email);
    setPending(false);
    if (result.ok) setSent(result.data.message);
    else setFailure(result.error.message?.trim() || t('errors.unknown', { email: supportEmail }));
  };

  const anotherEmail = () => {
    setSent(null);
    // the form comes back in the next render
    setTimeout(() => input.current?.focus());
  };

  return (
    <ScreenLayout title={t('forgot.title')} back narrow>
      {sent ? (
        <div className={styles.stack}>
          <div ref={sentMessage} tabIndex={-1}>
            <Banner tone="info">
              <strong>{t('forgot.sentTitle')}</strong>
              <br />
              {sent}
            </Banner>
          </div>
          <ButtonLink to="/prihlaseni" replace block>
            {t('forgot.toLogin')}
          </ButtonLink>
          <Button variant="ghost" block onClick={anotherEmail}>
            {t('forgot.another')}
          </Button>
        </div>
      ) : (
        <div className={styles.stack}>
          <p className={styles.intro}>{t('forgot.intro')}</p>
          <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
            <TextField
              ref={input}
              label={t('forgot.email')}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={error}
            />
            <Button type="submit" block disabled={pending} aria-busy={pending || undefined}>
              {pending ? t('forgot.submitting') : t('forgot.submit')}
            </Button>
            <BackButtonLink />
          </form>
        </div>
      )}
      <Dialog
        open={failure !== null}
        alert
        title={t('forgot.failedTitle')}
        actions={[{ label: t('common.ok') }]}
        onClose={() => setFailure(null)}
      >
        {failure}
      </Dialog>
    </ScreenLayout>
  );
}
