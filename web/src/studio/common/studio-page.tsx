import { useEffect, useRef, type ReactNode } from 'react';
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
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · ${studio}`;
  }, [title, studio]);
  // a page opened from a link that is gone (a row of a list, a form's button): reading starts at its title
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {above}
        <div className={styles.titleRow}>
          <h1 ref={heading} tabIndex={-1} className={styles.title}>
            {title}
          </h1>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      </header>
      {children}
    </div>
  );
}
