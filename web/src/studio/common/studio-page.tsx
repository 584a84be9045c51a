import { useEffect, type ReactNode } from 'react';
import { useStudioT } from '../i18n/studio-i18n';
import styles from './studio-page.module.css';

interface StudioPageProps {
  title: string;
  /** Above the title: the way back to a list. */
  above?: ReactNode;
  /** Beside the title: the page's main actions. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A studio page: its one h1 (and the document title), its actions, its content. */
export function StudioPage({ title, above, actions, children }: StudioPageProps) {
  const t = useStudioT();
  const studio = t('shell.documentTitle');
  useEffect(() => {
    document.title = `${title} · ${studio}`;
  }, [title, studio]);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {above}
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{title}</h1>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      </header>
      {children}
    </div>
  );
}
