import { useEffect } from 'react';
import { ButtonLink } from '../../components/button';
import { LockIcon } from '../../components/icons';
import { StateMessage } from '../../components/state-message';
import { useStudioT } from '../i18n/studio-i18n';
import styles from './studio-shell.module.css';

/** A learner in the studio: the server's refusal, and the way back to the app. */
export function ForbiddenScreen({ message }: { message?: string }) {
  const t = useStudioT();
  const title = t('forbidden.title');
  useEffect(() => {
    document.title = `${title} · ${t('shell.documentTitle')}`;
  }, [title, t]);
  return (
    <main id="main" tabIndex={-1} className={styles.alone}>
      <h1 className="visually-hidden">{title}</h1>
      <StateMessage
        icon={<LockIcon />}
        title={title}
        text={message?.trim() || t.problem({ code: 'studio.forbidden' })}
      >
        <ButtonLink to="/">{t('shell.backToApp')}</ButtonLink>
      </StateMessage>
    </main>
  );
}
