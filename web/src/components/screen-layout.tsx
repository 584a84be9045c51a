import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { SyncIndicator } from '../lib/sync/sync-indicator';
import { BackButton } from './back-button';
import styles from './screen-layout.module.css';

interface ScreenLayoutProps {
  /** The screen's one h1. */
  title: string;
  /** Show a back button; a string is the path it goes to. */
  back?: boolean | string;
  /** Content above the title row (e.g. the home logo bar). */
  top?: ReactNode;
  /** Narrow content column (520 px) for lists and forms. */
  narrow?: boolean;
  children: ReactNode;
}

/**
 * Header landmark with the h1 (and, while the learner's actions wait to be sent, a note of how many),
 * then the main landmark (target of the skip link).
 */
export function ScreenLayout({ title, back, top, narrow, children }: ScreenLayoutProps) {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title === appName ? appName : `${title} · ${appName}`;
  }, [title, appName]);
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <div className={`${styles.headerInner} ${narrow ? styles.narrow : ''}`}>
          {top}
          <div className={styles.titleRow}>
            {back ? <BackButton to={typeof back === 'string' ? back : undefined} /> : null}
            <h1>{title}</h1>
          </div>
          <SyncIndicator />
        </div>
      </header>
      <main id="main" tabIndex={-1} className={`${styles.main} ${narrow ? styles.narrow : ''}`}>
        {children}
      </main>
    </div>
  );
}
