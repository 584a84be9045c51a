import type { ReactNode } from 'react';
import styles from './state-message.module.css';

interface StateMessageProps {
  icon: ReactNode;
  title?: string;
  text?: string;
  /** Buttons under the text (retry, login …). */
  children?: ReactNode;
  tone?: 'warning' | 'info';
  /** Announce it (role=alert) — for errors that appear after loading. */
  announce?: boolean;
}

/** Centred card for empty, error and "needs login" states. */
export function StateMessage({ icon, title, text, children, tone = 'warning', announce }: StateMessageProps) {
  return (
    <section
      className={`${styles.box} ${tone === 'info' ? styles.info : ''}`}
      role={announce ? 'alert' : undefined}
    >
      <div className={styles.icon}>{icon}</div>
      {title ? <h2>{title}</h2> : null}
      {text ? <p className={styles.text}>{text}</p> : null}
      {children}
    </section>
  );
}
